/**
 * The benchmarks' own logic that decides pass or fail: review posts must all be new (user,
 * restroom) pairs (a repeat would be a 409 and break the soak's zero-non-2xx rule), and the soak's
 * memory slope must read a climb as a climb and a wobble, a sawtooth or a swing as flat.
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
    const next = requestGenerators(pools, bearers, false).review;
    const pairs = new Set<string>();
    for (let n = 0; n < 7 * 12; n++) {
      const request = next();
      pairs.add(`${request.headers!.authorization} ${request.path}`);
    }
    expect(pairs.size).toBe(7 * 12);
  });
});

describe('bench radius searches', () => {
  const pools = {
    courseIds: ['c'],
    restroomIds: ['r'],
    posters: [],
    tokens: createAccessTokens('s'.repeat(40), 60),
  };
  const latitudes = (europe: boolean) => {
    const next = requestGenerators(pools, [], europe).radius;
    return Array.from({ length: 22 }, () =>
      Number(new URL(next().path, 'http://x').searchParams.get('latitude')),
    );
  };

  it('go to Europe too when the data set holds the European extract', () => {
    // US centres lie south of 45°N, the European ones (Munich, St Andrews, Stockholm) north of it.
    expect(latitudes(true).filter((latitude) => latitude > 45).length).toBeGreaterThan(0);
    expect(latitudes(false).filter((latitude) => latitude > 45)).toEqual([]);
  });
});

describe('soak memory slope', () => {
  /** 31 samples 10 s apart (a five-minute second half), RSS given by `rss` at each time. */
  const samples = (rss: (seconds: number, i: number) => number) =>
    Array.from({ length: 31 }, (_, i) => ({ seconds: 300 + i * 10, rssMiB: rss(300 + i * 10, i) }));
  /** The collector's sawtooth: the heap grows 100 MiB over a minute, then is returned at once. */
  const sawtooth = (seconds: number) => 100 * ((seconds % 60) / 60);
  /** A collection that has not returned memory yet: 100 MiB more on every fifth sample. */
  const spikes = (i: number) => (i % 5 === 2 ? 100 : 0) + (i % 2 ? 1.5 : -1.5);

  it('is the climb per minute of a steady rise', () => {
    expect(slopePerMinute(samples((_, i) => 100 + i * 0.5))).toBeCloseTo(3, 6);
  });

  it('is about zero for garbage-collection wobble around a level', () => {
    expect(Math.abs(slopePerMinute(samples((_, i) => 150 + (i % 2 ? 8 : -8))))).toBeLessThan(0.5);
  });

  it('is about zero for a sawtooth or swings on a flat trend', () => {
    expect(Math.abs(slopePerMinute(samples((t) => 300 + sawtooth(t))))).toBeLessThan(0.5);
    expect(Math.abs(slopePerMinute(samples((_, i) => 300 + spikes(i))))).toBeLessThan(0.5);
  });

  it('still sees a leak under the sawtooth and the swings', () => {
    const leak = 3 / 60; // MiB per second
    expect(slopePerMinute(samples((t) => 300 + leak * t + sawtooth(t)))).toBeCloseTo(3, 0);
    expect(slopePerMinute(samples((t, i) => 300 + leak * t + spikes(i)))).toBeCloseTo(3, 0);
  });

  it('is zero with fewer than two distinct times', () => {
    expect(slopePerMinute([])).toBe(0);
    expect(slopePerMinute([{ seconds: 5, rssMiB: 100 }])).toBe(0);
  });
});
