/**
 * Review rules (docs/product.md §4, docs/decisions.md §3): one review per user per restroom (a second is a
 * 409), edit only your own, delete your own or (admins) any. Every write locks the restroom's course and
 * recomputes the aggregates from the rows in the same transaction (docs/decisions.md §4).
 */
import type * as v from 'valibot';
import { isUuid, type Review, type reviewInputSchema } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Database, Executor } from '../db/client';
import { lockRestroomCourse, refreshAggregatesOf } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { lockVisibleRestroom, requireVisibleRestroom } from '../restrooms/service';
import type { RestroomRow } from '../restrooms/queries';
import { requireAccount } from '../users/service';
import { presentReview } from './present';
import {
  deleteReview as deleteReviewRow,
  findReview,
  findReviewWithAuthor,
  insertReviewIfFirst,
  listReviewsOfRestroom,
  updateReview as updateReviewRow,
  type ReviewRow,
} from './queries';

const REVIEW_NOT_FOUND = 'Review not found';
export const DUPLICATE_REVIEW = 'You have already reviewed this restroom. Edit your review instead.';
export const NOT_YOUR_REVIEW_TO_EDIT = 'You can only edit your own review';
export const NOT_YOUR_REVIEW_TO_DELETE = 'You can only delete your own review';

type ReviewInputOutput = v.InferOutput<typeof reviewInputSchema>;

export async function listReviews(db: Executor, restroomId: string): Promise<Review[]> {
  const restroom = await requireVisibleRestroom(db, restroomId);
  return (await listReviewsOfRestroom(db, restroom.id)).map(presentReview);
}

export async function createReview(
  db: Database,
  user: AuthUser,
  restroomId: string,
  input: ReviewInputOutput,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const restroom = await lockVisibleRestroom(tx, restroomId);
    const author = await requireAccount(tx, user.id);
    const row = await insertReviewIfFirst(tx, {
      restroomId: restroom.id,
      userId: user.id,
      rating: input.rating,
      comment: input.comment ?? null,
    });
    if (!row) throw new ApiError(409, DUPLICATE_REVIEW);
    await refreshAggregatesOf(tx, restroom);
    return presentReview({ ...row, firstName: author.firstName, lastName: author.lastName });
  });
}

/**
 * Finds the review and locks its restroom's course; the review is read again under the lock, since
 * a concurrent delete may have removed it. The restroom may be rejected by now: its reviews stay
 * editable and deletable by their authors (they are hidden with it either way).
 */
async function lockReview(
  tx: Executor,
  reviewId: string,
): Promise<{ review: ReviewRow; restroom: RestroomRow }> {
  const seen = isUuid(reviewId) ? await findReview(tx, reviewId) : undefined;
  const restroom = seen && (await lockRestroomCourse(tx, seen.restroomId));
  const review = restroom && (await findReview(tx, reviewId));
  if (!restroom || !review) throw new ApiError(404, REVIEW_NOT_FOUND);
  return { review, restroom };
}

/** PUT replaces rating and comment: a comment left out is cleared. */
export async function updateReview(
  db: Database,
  user: AuthUser,
  reviewId: string,
  input: ReviewInputOutput,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const { review, restroom } = await lockReview(tx, reviewId);
    if (review.userId !== user.id) throw new ApiError(403, NOT_YOUR_REVIEW_TO_EDIT);
    await updateReviewRow(tx, review.id, { rating: input.rating, comment: input.comment ?? null });
    await refreshAggregatesOf(tx, restroom);
    const updated = await findReviewWithAuthor(tx, review.id);
    if (!updated) throw new Error('review vanished inside its own transaction');
    return presentReview(updated);
  });
}

/** The author deletes their own; an admin deletes any (moderation, docs/decisions.md §3). */
export async function deleteReview(db: Database, user: AuthUser, reviewId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { review, restroom } = await lockReview(tx, reviewId);
    if (review.userId !== user.id && user.role !== 'admin') {
      throw new ApiError(403, NOT_YOUR_REVIEW_TO_DELETE);
    }
    await deleteReviewRow(tx, review.id);
    await refreshAggregatesOf(tx, restroom);
  });
}
