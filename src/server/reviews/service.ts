/**
 * Review rules (docs/product.md §4, docs/decisions.md §3): one review per user per restroom (a second is a
 * 409), edit only your own, delete your own or (admins) any. A write goes the way every write goes:
 * its route counts it (auth/rate-limit-writes.ts countedWrite), then it locks the restroom's course
 * (db/consistency.ts) and writes, moving the aggregates by the review's delta in the same statement
 * (db/review-writes.ts; docs/decisions.md §4).
 */
import type * as v from 'valibot';
import type { Review, reviewInputSchema } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { lockCourseOfRestroom, lockCourseOfReview } from '../db/consistency';
import { deleteReviewOf, insertFirstReview, updateOwnReview, type ReviewWrite } from '../db/review-writes';
import { ApiError } from '../http/envelope';
import { requireVisibleRestroom } from '../restrooms/service';
import { findUserById } from '../users/queries';
import { requireAccount } from '../users/service';
import { presentReview } from './present';
import { listReviewsOfRestroom } from './queries';

const REVIEW_NOT_FOUND = 'Review not found';
export const DUPLICATE_REVIEW = 'You have already reviewed this restroom. Edit your review instead.';
export const NOT_YOUR_REVIEW_TO_EDIT = 'You can only edit your own review';
export const NOT_YOUR_REVIEW_TO_DELETE = 'You can only delete your own review';

type ReviewInputOutput = v.InferOutput<typeof reviewInputSchema>;

export async function listReviews(db: Executor, restroomId: string): Promise<Review[]> {
  const restroom = await requireVisibleRestroom(db, restroomId);
  return (await listReviewsOfRestroom(db, restroom.id)).map(presentReview);
}

/**
 * Locks the course `lock` finds (db/consistency.ts) and runs the write under it; should the write
 * find its restroom in another course by then (an import moved it), locks that one and writes again
 * (a write that found another course wrote nothing). undefined when there is nothing to lock.
 */
async function underCourseLock(
  lock: () => Promise<string | undefined>,
  write: (courseId: string) => Promise<ReviewWrite>,
): Promise<ReviewWrite | undefined> {
  for (;;) {
    const courseId = await lock();
    if (!courseId) return undefined;
    const outcome = await write(courseId);
    if (outcome.courseId === undefined || outcome.courseId === courseId) return outcome;
  }
}

/**
 * Runs in the caller's transaction (the request's: idempotency/transaction.ts), whose every
 * refusal here comes from the one statement that writes, so a refused post changed nothing.
 */
export async function createReview(
  tx: Executor,
  user: AuthUser,
  restroomId: string,
  input: ReviewInputOutput,
): Promise<Review> {
  const outcome = await underCourseLock(
    () => lockCourseOfRestroom(tx, restroomId),
    (courseId) =>
      insertFirstReview(
        tx,
        { restroomId, userId: user.id, rating: input.rating, comment: input.comment ?? null },
        { courseId, now: new Date() },
      ),
  );
  // A missing or rejected restroom (404) and a deleted account (401, its token outlives it) are
  // refused in the words of the checks that own them: one more read, on those paths only.
  if (!outcome?.courseId || !outcome.listed) await requireVisibleRestroom(tx, restroomId);
  if (!outcome?.author) await requireAccount(tx, user.id);
  if (!outcome?.review || !outcome.author) throw new ApiError(409, 'duplicate_review', DUPLICATE_REVIEW);
  return presentReview({ ...outcome.review, ...names(outcome.author) });
}

const names = (author: { firstName: string; lastName: string }) => ({
  firstName: author.firstName,
  lastName: author.lastName,
});

/**
 * The review under its course's lock, written by `write`, or a 404 when it is gone (deleted before
 * the lock was ours included). The restroom may be rejected by now: its reviews stay editable and
 * deletable by their authors (they are hidden with it either way).
 */
async function writeLockedReview(
  tx: Executor,
  reviewId: string,
  write: (courseId: string) => Promise<ReviewWrite>,
): Promise<ReviewWrite & { author: NonNullable<ReviewWrite['author']> }> {
  const outcome = await underCourseLock(() => lockCourseOfReview(tx, reviewId), write);
  if (!outcome?.author) throw new ApiError(404, 'review_not_found', REVIEW_NOT_FOUND);
  return { ...outcome, author: outcome.author };
}

/** PUT replaces rating and comment: a comment left out is cleared. Runs in the caller's transaction. */
export async function updateReview(
  tx: Executor,
  user: AuthUser,
  reviewId: string,
  input: ReviewInputOutput,
): Promise<Review> {
  const fields = { id: reviewId, userId: user.id, rating: input.rating, comment: input.comment ?? null };
  const outcome = await writeLockedReview(tx, reviewId, (courseId) =>
    updateOwnReview(tx, fields, { courseId, now: new Date() }),
  );
  if (outcome.author.id !== user.id || !outcome.review)
    throw new ApiError(403, 'not_your_review', NOT_YOUR_REVIEW_TO_EDIT);
  return presentReview({ ...outcome.review, ...names(outcome.author) });
}

/**
 * The author deletes their own; an admin deletes any (moderation, docs/decisions.md §3). Runs in
 * the caller's transaction.
 */
export async function deleteReview(tx: Executor, user: AuthUser, reviewId: string): Promise<void> {
  // Moderation is for an admin of now, not of the token's time: the account's role is read.
  const anyone = user.role === 'admin' && (await findUserById(tx, user.id))?.role === 'admin';
  const target = { id: reviewId, userId: user.id, anyone };
  const outcome = await writeLockedReview(tx, reviewId, (courseId) =>
    deleteReviewOf(tx, target, { courseId, now: new Date() }),
  );
  if (!outcome.review) throw new ApiError(403, 'not_your_review', NOT_YOUR_REVIEW_TO_DELETE);
}
