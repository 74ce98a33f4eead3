/**
 * What every benchmark module hands the orchestrator (tests/bench/run.ts): a titled block of
 * Markdown for BENCHMARKS.md, the command that reproduces it, and the budgets it checked (a broken
 * budget fails the run, so CI catches a regression).
 */
import type { BenchBudget } from '../budgets';

export interface BenchSection {
  title: string;
  command: string;
  markdown: string;
  budgets: BenchBudget[];
}

export interface BenchOptions {
  /** CI smoke: smaller data, shorter runs, no soak. */
  quick: boolean;
  /** PostgreSQL to benchmark; BENCH_DATABASE_URL, else TEST_DATABASE_URL, when not given. */
  databaseUrl?: string;
  log: (line: string) => void;
  /**
   * Work to run between the PostgreSQL and the PGlite API runs, while the PGlite data set is
   * built in another process (`npm run bench` runs the soak there, so the build costs no time).
   */
  whilePgliteBuilds?: () => Promise<void>;
}
