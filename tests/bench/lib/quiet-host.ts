/**
 * Waits for a quiet host before the client measurements. Before them the full bench reuses its
 * PostgreSQL data set by deleting earlier runs' reviews and vacuuming: minutes of writes that
 * PostgreSQL then flushes, autovacuum follows and the streaming replica replays, on the same cores
 * as the measured browser. A phone does not share its CPU with a database; the CPU calibration
 * (client/cpu-rate.ts) cannot correct for a load that comes and goes within a measurement.
 */
import { readFileSync } from 'node:fs';

/** The host's CPU time so far, all cores, in clock ticks: busy (iowait and steal count) and total. */
export function hostCpuTicks(stat = readFileSync('/proc/stat', 'utf8')): { busy: number; total: number } {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no "cpu" line');
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const busy = user! + nice! + system! + iowait! + irq! + softirq! + (steal ?? 0);
  return { busy, total: busy + idle! };
}

export interface QuietOptions {
  /** The share of all cores busy under which a window counts as quiet. */
  busyBelow: number;
  /** Quiet windows in a row needed. */
  windows: number;
  windowMs: number;
  /** Measure anyway after this long (a host that is never quiet, CI's shared one, still gets figures). */
  maxMs: number;
  /** The host's counters (tests give their own). */
  read?: () => { busy: number; total: number };
  sleep?: (ms: number) => Promise<void>;
}

export const QUIET: QuietOptions = { busyBelow: 0.15, windows: 3, windowMs: 1_000, maxMs: 90_000 };

export interface QuietResult {
  quiet: boolean;
  waitedMs: number;
  /** The last window's busy share (0-1). */
  busy: number;
}

export async function waitForQuietHost(options: QuietOptions = QUIET): Promise<QuietResult> {
  const read = options.read ?? (() => hostCpuTicks());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let waitedMs = 0;
  let quietInARow = 0;
  let before = read();
  while (true) {
    await sleep(options.windowMs);
    waitedMs += options.windowMs;
    const after = read();
    const total = after.total - before.total;
    const busy = total > 0 ? (after.busy - before.busy) / total : 0;
    before = after;
    quietInARow = busy < options.busyBelow ? quietInARow + 1 : 0;
    if (quietInARow >= options.windows) return { quiet: true, waitedMs, busy };
    if (waitedMs >= options.maxMs) return { quiet: false, waitedMs, busy };
  }
}

/** The log's line for a wait. */
export function describeQuiet({ quiet, waitedMs, busy }: QuietResult): string {
  const share = `${Math.round(busy * 100)} % of the CPUs busy`;
  return quiet
    ? `host quiet after ${(waitedMs / 1000).toFixed(0)} s (${share})`
    : `host still busy after ${(waitedMs / 1000).toFixed(0)} s (${share}): measuring anyway`;
}
