/**
 * Owner of the `restroomReviews` table (db.ts): the last answer to GET /api/restrooms/{id}/reviews
 * per restroom. Only this module writes it: the reviews dialog saves what the network answered,
 * and the drain (page or service worker) folds in what an accepted write changed, so the copy
 * shows the golfer's own review even when it was sent while no screen was open (issue 21).
 */
import type { Review } from '../../../shared/schemas/reviews';
import { db } from '../db';

export async function readRestroomReviews(restroomId: string): Promise<Review[] | null> {
  const copy = await db.restroomReviews.get(restroomId);
  return copy && !copy.withoutAnswer ? copy.reviews : null;
}

/**
 * When the device's copy of each restroom's reviews was fetched (ms), for the restrooms it holds:
 * a course opened again a moment later does not ask for reviews it has just saved.
 */
export async function restroomReviewsSavedAt(restroomIds: string[]): Promise<Map<string, number>> {
  const rows = await db.restroomReviews.bulkGet(restroomIds);
  return new Map(
    rows.flatMap((row) => (row && !row.withoutAnswer ? [[row.restroomId, row.fetchedAt] as const] : [])),
  );
}

/**
 * Saves a network answer asked for at `askedAt`, unless an accepted write changed the copy after
 * that: the answer predates the change, and writing it back would undo the change on the device.
 */
export async function saveRestroomReviews(
  restroomId: string,
  reviews: Review[],
  askedAt = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.restroomReviews, async () => {
    const copy = await db.restroomReviews.get(restroomId);
    if (copy?.changedAt && copy.changedAt > askedAt) return;
    await db.restroomReviews.put({ restroomId, reviews, fetchedAt: askedAt });
  });
}

/**
 * Applies an accepted write to the copy, if the device has one (see course-restrooms.ts); without
 * one, marks when it was accepted, so an answer asked for before it cannot land after it.
 */
export async function changeRestroomReviews(
  restroomId: string,
  apply: (reviews: Review[]) => Review[],
): Promise<void> {
  await db.transaction('rw', db.restroomReviews, async () => {
    const copy = await db.restroomReviews.get(restroomId);
    const changedAt = Date.now();
    await db.restroomReviews.put(
      copy && !copy.withoutAnswer
        ? { ...copy, reviews: apply(copy.reviews), changedAt }
        : { restroomId, reviews: [], fetchedAt: 0, changedAt, withoutAnswer: true },
    );
  });
}
