// @vitest-environment happy-dom
/**
 * Opening a course keeps the reviews of every restroom on the device (docs/decisions.md §6), so a
 * review dialog never opened online still shows offline: through the real API client and device
 * store, with only the network (fetch) stood in for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepReviewsOf } from '../../../../src/client/features/course-detail/api/keep-reviews';
import { db } from '../../../../src/client/offline/db';
import {
  readRestroomReviews,
  saveRestroomReviews,
} from '../../../../src/client/offline/stores/restroom-reviews';
import type { Review } from '../../../../src/shared/schemas/reviews';

const id = (n: number) => `0b5c1f52-7a8e-4a0b-9a59-${n.toString().padStart(12, '0')}`;
const reviewOf = (restroomId: string): Review => ({
  _id: id(9_000),
  userId: id(9_001),
  userName: 'Ada L.',
  rating: 4,
  comment: `Clean (${restroomId.slice(-2)})`,
  createdAt: '2026-11-13T12:00:00.000Z',
  restroomId,
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The network: every restroom's reviews, or no answer at all (`offline`). Returns the ids asked for. */
function network({ offline = false } = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const restroomId = /restrooms\/([^/]+)\/reviews/.exec(request.url)?.[1] ?? '';
      asked.push(restroomId);
      if (offline) throw new TypeError('Failed to fetch');
      return json({ success: true, data: { reviews: [reviewOf(restroomId)] } });
    }),
  );
  return asked;
}

beforeEach(async () => {
  await db.restroomReviews.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('keepReviewsOf (a course opened online)', () => {
  it("puts every restroom's reviews on the device", async () => {
    const asked = network();
    await keepReviewsOf([{ _id: id(1) }, { _id: id(2) }]);
    expect(asked.sort()).toEqual([id(1), id(2)]);
    expect(await readRestroomReviews(id(1))).toEqual([reviewOf(id(1))]);
    expect(await readRestroomReviews(id(2))).toEqual([reviewOf(id(2))]);
  });

  it('does not ask again for a copy saved a moment ago, but does for an older one', async () => {
    const now = Date.now();
    await saveRestroomReviews(id(1), [], now - 60_000);
    await saveRestroomReviews(id(2), [], now - 60 * 60_000);
    const asked = network();
    await keepReviewsOf([{ _id: id(1) }, { _id: id(2) }], now);
    expect(asked).toEqual([id(2)]);
    expect(await readRestroomReviews(id(1))).toEqual([]);
  });

  it('keeps to its budget of restrooms per course', async () => {
    const asked = network();
    await keepReviewsOf(Array.from({ length: 40 }, (_, n) => ({ _id: id(n) })));
    expect(asked).toHaveLength(30);
  });

  it('stops asking once a request gets no answer, and never fails', async () => {
    const asked = network({ offline: true });
    await expect(
      keepReviewsOf(Array.from({ length: 12 }, (_, n) => ({ _id: id(n) }))),
    ).resolves.toBeUndefined();
    expect(asked.length).toBeLessThanOrEqual(3); // one per request in flight
    expect(await db.restroomReviews.count()).toBe(0);
  });
});
