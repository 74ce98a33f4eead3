/**
 * Every budget `npm run bench` judges, in one place: the limits, and how a verdict is written. A
 * budget that could not be measured (no PostgreSQL, a section that is not part of --quick) is
 * "skipped": it never passes, and the run that holds one does not pass either.
 *
 * Figures a loaded host moves (a shared CI machine, other jobs beside the bench) are judged the
 * way Lighthouse's score already is: the median of several runs (a cheap read's p99 beside heavy
 * reads), or the server's own CPU time rather than the wall clock (the export), so a red budget
 * means the code, not the host.
 */

/** A budget's outcome, for BENCHMARKS.md's table and the run's exit code. */
export interface BenchBudget {
  name: string;
  ok: boolean;
  /** Not measured: shown as "skipped", and never a pass (`ok` is false). */
  skipped?: true;
  /** The measured figure against its limit, e.g. "radius 412 req/s = 11.2% of ceiling (≥ 10%)". */
  detail: string;
}

export const judged = (name: string, ok: boolean, detail: string): BenchBudget => ({ name, ok, detail });

export const skippedBudget = (name: string, reason: string): BenchBudget => ({
  name,
  ok: false,
  skipped: true,
  detail: `skipped (${reason})`,
});

export const verdictOf = (budget: BenchBudget) =>
  budget.skipped ? 'skipped' : budget.ok ? 'pass' : '**FAIL**';

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The item whose `key` is the median of the items' keys. */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  const middle = median(items.map(key));
  const found = items.find((item) => key(item) === middle);
  if (found === undefined) throw new Error('medianBy of no items');
  return found;
}

// API (tests/bench/api.ts). Shares of the bare ceiling on PostgreSQL: the full run holds issue 19's;
// the quick run in CI (a machine about 1.8× slower and shared with other jobs, 3-s runs) keeps looser
// ones with margin, and no p99.
export interface ShareBudget {
  full: number;
  quick: number;
  fullP99Ms?: number;
}
export const RADIUS_BUDGET: ShareBudget = { full: 0.25, quick: 0.1, fullP99Ms: 15 };
export const RESTROOMS_BUDGET: ShareBudget = { full: 0.2, quick: 0.1 };
/** Review posts (issue 19): PostgreSQL three times the 1.7% of the day, PGlite 2.5%. */
export const REVIEW_BUDGET: ShareBudget = { full: 0.05, quick: 0.01, fullP99Ms: 50 };
export const PGLITE_REVIEW_BUDGET: ShareBudget = { full: 0.025, quick: 0.003 };
/** A heavy query may delay others by the database's time, never stall the server (issue 19). */
export const MIX_P99_MS = { full: 50, quick: 100 };
/** How many times the heavy mix runs; its budget judges the median round's p99. */
export const MIX_ROUNDS = 3;
/**
 * The whole catalogue's export must be a download, not a wait (docs/product.md §11): server CPU per
 * 10,000 features of the dearest file. Per feature, because the export is linear in a catalogue
 * that grows (the full data set went worldwide, 37,268 → 62,148 restrooms): 1,350 ms is the 5 s
 * this budget was over the US catalogue alone, so the code is held to the same cost a feature. The
 * quick run keeps 1.5 times that as a regression floor: CPU seconds move with the host too (the
 * same build's PGlite export of the US catalogue: 4,230 ms on a quiet 2-core host, 5,330 ms in a CI
 * run an hour later).
 */
export const EXPORT_CPU_MS_PER_10K = { full: 1_350, quick: 2_000 };

// Client (tests/bench/client/).
export const COURSES_JS_BUDGET_KB = 150;
export const PERFORMANCE_BUDGET = 90;
export const ACCESSIBILITY_BUDGET = 100;
export const RECONNECT_BUDGET_MS = 2_000;
export const NEAREST_BUDGET_MS = 5;
export const COLD_NEAREST_BUDGET_MS = 1_000;
/**
 * The full run's goal (median on the budgets' phone, client/cpu-rate.ts); the quick run keeps four
 * times that as a regression floor (a reload that waits on the network takes seconds). Twice was
 * too tight while the throttling was a fixed 4×: commit 6166c3d, 393 ms in BENCHMARKS.md's full
 * run, measured 871 ms on a quiet 2-core host on 2026-11-29, so 800 ms judged the host.
 */
export const OFFLINE_RELOAD_BUDGET_MS = { full: 400, quick: 1_600 };
export const REVISIT_BUDGET_BYTES = 2 * 1024;

// Soak (tests/bench/soak.ts).
/** Resident memory may wobble with garbage collection, but its trend must not keep climbing. */
export const SLOPE_LIMIT_MIB_PER_MIN = 2;
