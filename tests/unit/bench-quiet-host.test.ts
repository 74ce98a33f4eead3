/** The client bench waits for a quiet host (tests/bench/lib/quiet-host.ts). */
import { describe, expect, it } from 'vitest';
import { hostCpuTicks, waitForQuietHost, type QuietOptions } from '../bench/lib/quiet-host';

describe('hostCpuTicks', () => {
  it('counts iowait and steal as busy, idle as not', () => {
    const stat = 'cpu  100 10 50 800 20 0 5 15 0 0\ncpu0 50 5 25 400 10 0 2 7 0 0\n';
    expect(hostCpuTicks(stat)).toEqual({ busy: 200, total: 1000 });
  });
});

describe('waitForQuietHost', () => {
  /** A host whose windows are busy by the given shares, one after another (0-1). */
  const host = (shares: number[]): Pick<QuietOptions, 'read' | 'sleep'> => {
    let busy = 0;
    let total = 0;
    let window = 0;
    return {
      read: () => ({ busy, total }),
      sleep: async () => {
        const share = shares[Math.min(window++, shares.length - 1)]!;
        busy += share * 100;
        total += 100;
      },
    };
  };
  const options = { busyBelow: 0.15, windows: 3, windowMs: 1_000, maxMs: 10_000 };

  it('waits for the given number of quiet windows in a row', async () => {
    const result = await waitForQuietHost({ ...options, ...host([0.9, 0.05, 0.05, 0.6, 0.05, 0.1, 0.02]) });
    expect(result).toEqual({ quiet: true, waitedMs: 7_000, busy: 0.02 });
  });

  it('measures anyway on a host that never quiets, after the longest wait', async () => {
    const result = await waitForQuietHost({ ...options, ...host([0.5]) });
    expect(result).toEqual({ quiet: false, waitedMs: 10_000, busy: 0.5 });
  });
});
