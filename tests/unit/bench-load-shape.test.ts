/**
 * The benchmarks' own logic that decides pass or fail: review posts must all be new (user,
 * restroom) pairs (a repeat would be a 409 and break the soak's zero-non-2xx rule), and the soak's
 * memory slope must read a climb as a climb and a wobble as flat.
 */
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/server/auth/tokens';
import { posterHeaders, requestGenerators } from '../bench/lib/endpoints';
import { slopePerMinute } from '../bench/soak';

describe('bench review posts', () => {
  it('never repeat a (user, restroom) pair, even when the counts share a factor', async () => {
    const restroomIds = Array.from({ length: 12 }, (_, i) => `restroom-${i}`);
    const posters = Array.from({ length: 8 }, (_, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      email: `p${i}@x.test`,
    }));
    const pools = { courseIds: ['c'], restroomIds, posters, tokens: createAccessTokens('s'.repeat(40), 60) };
    const bearers = await posterHeaders(pools);
    // 8 and 12 share 4: the poster count is trimmed to 7, coprime with 12.
    expect(bearers).toHaveLength(7);
    const next = requestGenerators(pools, bearers).review;
    const pairs = new Set<string>();
    for (let n = 0; n < 7 * 12; n++) {
      const request = next();
      pairs.add(`${request.headers!.authorization} ${request.path}`);
    }
    expect(pairs.size).toBe(7 * 12);
  });
});

describe('soak memory slope', () => {
  it('is the climb per minute of a steady rise', () => {
    const rising = Array.from({ length: 31 }, (_, i) => ({ seconds: i * 10, rssMiB: 100 + i * 0.5 }));
    expect(slopePerMinute(rising)).toBeCloseTo(3, 6);
  });

  it('is about zero for garbage-collection wobble around a level', () => {
    const wobble = Array.from({ length: 30 }, (_, i) => ({
      seconds: i * 10,
      rssMiB: 150 + (i % 2 ? 8 : -8),
    }));
    expect(Math.abs(slopePerMinute(wobble))).toBeLessThan(0.5);
  });
});
