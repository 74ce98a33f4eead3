/**
 * Review rules (docs/product.md §4, docs/decisions.md §3): one review per user per restroom (a second is a
 * 409), edit only your own, delete your own or (admins) any. Every write locks the restroom's course,
 * then writes and moves the aggregates by the review's delta in one statement (docs/decisions.md §4,
 * db/consistency.ts).
 */
import type * as v from 'valibot';
import { isUuid, type Review, type reviewInputSchema } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { judgeWrite, type WriteCounter } from '../auth/rate-limit-writes';
import { maybePruneCounters } from '../auth/rate-limit';
import { incrementCounter } from '../auth/rate-limit-queries';
import { lockCourseOfRestroom, lockCourseOfReview } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { requireVisibleRestroom } from '../restrooms/service';
import { requireAccount } from '../users/service';
import { presentReview } from './present';
import {
  deleteReviewOf,
  insertFirstReview,
  lockCourseOfRestroomCounting,
  lockCourseOfReviewCounting,
  type CountedLock,
  listReviewsOfRestroom,
  updateOwnReview,
  type ReviewWrite,
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

/**
 * Locks the course `lock` finds (db/consistency.ts) and runs the write under it; should the write
 * find its restroom in another course by then (an import moved it), locks that one and writes again
 * (a write that found another course wrote nothing). undefined when there is nothing to lock.
 * `first` takes the first lock instead of `lock`: the one that also counts the write.
 */
async function underCourseLock(
  lock: () => Promise<string | undefined>,
  write: (courseId: string) => Promise<ReviewWrite>,
  first: () => Promise<string | undefined> = lock,
): Promise<ReviewWrite | undefined> {
  for (let attempt = first; ; attempt = lock) {
    const courseId = await attempt();
    if (!courseId) return undefined;
    const outcome = await write(courseId);
    if (outcome.courseId === undefined || outcome.courseId === courseId) return outcome;
  }
}

/**
 * The first lock of a review write that counts against the golfer's review budget (none when it
 * does not count): the count rides in the lock's statement (one trip fewer) and is judged before
 * anything is written, so a 429 has changed nothing but its count (rolled back with it, as the
 * request's transaction does). An id that is not a UUID finds no course, and is counted on its own.
 */
function countingLock(
  tx: Executor,
  id: string,
  counter: WriteCounter | undefined,
  counting: (tx: Executor, id: string, counter: WriteCounter) => Promise<CountedLock>,
): (() => Promise<string | undefined>) | undefined {
  if (!counter) return undefined;
  return async () => {
    const counted: CountedLock = isUuid(id)
      ? await counting(tx, id, counter)
      : { courseId: undefined, ...(await incrementCounter(tx, counter.key, counter.windowSeconds)) };
    judgeWrite(counter, counted);
    await maybePruneCounters(tx);
    return counted.courseId;
  };
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
  counter?: WriteCounter,
): Promise<Review> {
  const outcome = await underCourseLock(
    () => lockCourseOfRestroom(tx, restroomId),
    (courseId) =>
      insertFirstReview(
        tx,
        { restroomId, userId: user.id, rating: input.rating, comment: input.comment ?? null },
        { courseId, now: new Date() },
      ),
    countingLock(tx, restroomId, counter, lockCourseOfRestroomCounting),
  );
  // A missing or rejected restroom (404) and a deleted account (401, its token outlives it) are
  // refused in the words of the checks that own them: one more read, on those paths only.
  if (!outcome?.courseId || !outcome.listed) await requireVisibleRestroom(tx, restroomId);
  if (!outcome?.author) await requireAccount(tx, user.id);
  if (!outcome?.review || !outcome.author) throw new ApiError(409, DUPLICATE_REVIEW);
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
  counter?: WriteCounter,
): Promise<ReviewWrite & { author: NonNullable<ReviewWrite['author']> }> {
  const outcome = await underCourseLock(
    () => lockCourseOfReview(tx, reviewId),
    write,
    countingLock(tx, reviewId, counter, lockCourseOfReviewCounting),
  );
  if (!outcome?.author) throw new ApiError(404, REVIEW_NOT_FOUND);
  return { ...outcome, author: outcome.author };
}

/** PUT replaces rating and comment: a comment left out is cleared. Runs in the caller's transaction. */
export async function updateReview(
  tx: Executor,
  user: AuthUser,
  reviewId: string,
  input: ReviewInputOutput,
  counter?: WriteCounter,
): Promise<Review> {
  const fields = { id: reviewId, userId: user.id, rating: input.rating, comment: input.comment ?? null };
  const outcome = await writeLockedReview(
    tx,
    reviewId,
    (courseId) => updateOwnReview(tx, fields, { courseId, now: new Date() }),
    counter,
  );
  if (outcome.author.id !== user.id || !outcome.review) throw new ApiError(403, NOT_YOUR_REVIEW_TO_EDIT);
  return presentReview({ ...outcome.review, ...names(outcome.author) });
}

/**
 * The author deletes their own; an admin deletes any (moderation, docs/decisions.md §3). Runs in
 * the caller's transaction.
 */
export async function deleteReview(tx: Executor, user: AuthUser, reviewId: string): Promise<void> {
  const target = { id: reviewId, userId: user.id, anyone: user.role === 'admin' };
  const outcome = await writeLockedReview(tx, reviewId, (courseId) =>
    deleteReviewOf(tx, target, { courseId, now: new Date() }),
  );
  if (!outcome.review) throw new ApiError(403, NOT_YOUR_REVIEW_TO_DELETE);
}
