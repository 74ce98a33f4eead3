// The bench's budgets (tests/bench/budgets.ts): a budget not measured never passes, and the figures
// a loaded host moves are judged robustly (median of runs, the server's own CPU time).
import { describe, expect, it } from 'vitest';
import { judged, median, medianBy, skippedBudget, verdictOf } from '../bench/budgets';
import { rateFor } from '../bench/client/cpu-rate';
import { processCpuMs, servesDatabase } from '../bench/lib/cpu';

describe('bench budgets', () => {
  it('reports a budget that could not be measured as skipped, never as a pass', () => {
    const skipped = skippedBudget('API: radius (PostgreSQL)', 'no PostgreSQL');
    expect(verdictOf(skipped)).toBe('skipped');
    expect(skipped.ok).toBe(false);
    expect([judged('a', true, ''), skipped].every((b) => b.ok)).toBe(false);
    expect(verdictOf(judged('a', true, ''))).toBe('pass');
    expect(verdictOf(judged('a', false, ''))).toBe('**FAIL**');
  });

  it('judges the median run, so one run slowed by the host does not decide', () => {
    expect(median([109, 12, 14])).toBe(14);
    const runs = [{ p99: 12 }, { p99: 109 }, { p99: 15 }];
    expect(medianBy(runs, (run) => run.p99)).toBe(runs[2]);
  });

  it("throttles each host to the same phone: 4× on the budgets' host, less on a slower one, never below 1×", () => {
    expect(rateFor(3_000)).toBe(4);
    expect(rateFor(1_738)).toBe(2.3);
    expect(rateFor(6_000)).toBe(8);
    expect(rateFor(500)).toBe(1);
  });

  it("reads a process's CPU time, which waiting does not add to", async () => {
    const before = processCpuMs(process.pid);
    // Work shows up however busy the host is (bounded, in case the counter never moves)...
    const giveUp = performance.now() + 10_000;
    while (processCpuMs(process.pid) - before < 100 && performance.now() < giveUp) {
      for (let i = 0; i < 100_000; i++) Math.sqrt(i);
    }
    const spun = processCpuMs(process.pid);
    expect(spun - before).toBeGreaterThanOrEqual(100);
    // ...and 300 ms of waiting costs next to nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processCpuMs(process.pid) - spun).toBeLessThan(150);
  });

  it("counts PostgreSQL's CPU for the bench's database and the cluster, not other databases' backends", () => {
    const backend = (database: string) => `postgres: 15/main: fairway_test ${database} 127.0.0.1(52986) idle`;
    expect(servesDatabase(backend('fairway_bench'), 'fairway_bench')).toBe(true);
    expect(
      servesDatabase('postgres: 15/replica: fairway_test fairway_bench [local] idle', 'fairway_bench'),
    ).toBe(true);
    expect(servesDatabase(backend('fairway_other'), 'fairway_bench')).toBe(false);
    expect(servesDatabase('postgres: 15/main: walwriter ', 'fairway_bench')).toBe(true);
    expect(servesDatabase('postgres: 15/main: autovacuum worker fairway_bench', 'fairway_bench')).toBe(true);
    expect(
      servesDatabase(
        'postgres: 15/main: walsender replicator 127.0.0.1(40000) streaming 0/3000148',
        'fairway_bench',
      ),
    ).toBe(true);
    expect(servesDatabase('/usr/bin/node server.js', 'fairway_bench')).toBe(false);
  });
});
