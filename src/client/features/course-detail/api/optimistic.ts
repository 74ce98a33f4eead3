/**
 * What the screen shows: the server's restrooms and reviews with the signed-in user's outbox entries
 * laid over them (docs/decisions.md §6), so a write appears at once, marked pending sync, and a refused
 * one stays visible with its reason.
 */
import { detailsAnswerOf } from '../../../../shared/schemas/restroom-details';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { Review } from '../../../../shared/schemas/reviews';
import { isPendingRef, type IdOrPending, type OutboxEntry } from '../../../offline/outbox';
import type { FeedbackChoice, ShownRestroom } from './shown-restroom';
import { isStatusEntry, overlayStatus, type ConfirmerVoice } from './status-overlay';

export type { FeedbackChoice, ShownRestroom } from './shown-restroom';

export interface ShownReview extends Review {
  entry?: OutboxEntry;
}

const PENDING_PREFIX = 'pending-';
export const isPendingId = (id: string) => id.startsWith(PENDING_PREFIX);
/** The id a queued write shows its not-yet-created item under. */
const pendingId = (entryId: string) => `${PENDING_PREFIX}${entryId}`;

/** A review id as the outbox holds it: the server's, or the queued create's (shown as pending-…). */
const shownReviewId = (reviewId: IdOrPending) =>
  isPendingRef(reviewId) ? pendingId(reviewId.fromEntry) : reviewId;

/** The id an edit or delete of `review` is queued with: a pending review's is its create's. */
export const reviewIdFor = (review: Pick<ShownReview, '_id'>): IdOrPending =>
  isPendingId(review._id) ? { fromEntry: review._id.slice(PENDING_PREFIX.length) } : review._id;

function feedbackOf(restroom: Restroom, userId: string | null): FeedbackChoice {
  if (!userId) return 'none';
  if (restroom.feedback.helpful.users.includes(userId)) return 'helpful';
  if (restroom.feedback.invalid.users.includes(userId)) return 'invalid';
  return 'none';
}

function withFeedback(restroom: ShownRestroom, next: FeedbackChoice, entry: OutboxEntry): ShownRestroom {
  const tally = { helpful: restroom.feedback.helpful.count, invalid: restroom.feedback.invalid.count };
  if (entry.status !== 'failed') {
    if (restroom.myFeedback !== 'none')
      tally[restroom.myFeedback] = Math.max(0, tally[restroom.myFeedback] - 1);
    if (next !== 'none') tally[next] += 1;
  }
  return {
    ...restroom,
    myFeedback: entry.status === 'failed' ? restroom.myFeedback : next,
    feedbackEntry: entry,
    feedback: {
      helpful: { ...restroom.feedback.helpful, count: tally.helpful },
      invalid: { ...restroom.feedback.invalid, count: tally.invalid },
    },
  };
}

export function overlayRestrooms(
  restrooms: Restroom[],
  entries: OutboxEntry[],
  courseId: string,
  userId: string | null,
  voice: ConfirmerVoice,
): ShownRestroom[] {
  let shown: ShownRestroom[] = restrooms.map((r) => ({ ...r, myFeedback: feedbackOf(r, userId) }));
  for (const entry of entries) {
    if (entry.kind === 'restroom.submit') {
      const body = entry.body;
      if (!body || body.courseId !== courseId) continue;
      shown.push({
        ...body,
        name: body.name ?? '',
        _id: pendingId(entry.id),
        holeNumber: body.holeNumber ?? null,
        isVerified: false,
        status: 'pending',
        averageRating: 0,
        totalReviews: 0,
        submittedBy: entry.userId,
        createdAt: new Date(entry.createdAt).toISOString(),
        feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
        ...detailsAnswerOf(body, new Date(entry.createdAt)),
        // Its course's point, where its hours are judged: the course's other restrooms carry it.
        courseLatitude: restrooms[0]?.courseLatitude ?? null,
        courseLongitude: restrooms[0]?.courseLongitude ?? null,
        myFeedback: 'none',
        createEntry: entry,
      });
    } else if (entry.kind === 'restroom.delete') {
      const id = entry.params.restroomId;
      shown =
        entry.status === 'failed'
          ? shown.map((r) => (r._id === id ? { ...r, deleteEntry: entry } : r))
          : shown.filter((r) => r._id !== id);
    } else if (entry.kind === 'feedback.set' || entry.kind === 'feedback.clear') {
      const id = entry.params.restroomId;
      const next: FeedbackChoice = entry.kind === 'feedback.clear' ? 'none' : entry.params.value;
      shown = shown.map((r) => (r._id === id ? withFeedback(r, next, entry) : r));
    } else if (isStatusEntry(entry)) {
      const id = entry.params.restroomId;
      shown = shown.flatMap((r) => (r._id === id ? (overlayStatus(r, entry, voice) ?? []) : [r]));
    }
  }
  return shown;
}

export function overlayReviews(
  reviews: Review[],
  entries: OutboxEntry[],
  restroomId: string,
  userId: string | null,
): ShownReview[] {
  let shown: ShownReview[] = [...reviews];
  for (const entry of entries) {
    if (entry.kind !== 'review.create' && entry.kind !== 'review.update' && entry.kind !== 'review.delete') {
      continue;
    }
    if (entry.params.restroomId !== restroomId) continue;
    if (entry.kind === 'review.create') {
      if (entry.status === 'failed' && shown.some((r) => r.userId === entry.userId && !r.entry)) continue;
      shown = [
        {
          _id: pendingId(entry.id),
          userId: entry.userId,
          userName: 'You',
          rating: entry.body?.rating ?? 0,
          comment: entry.body?.comment ?? null,
          createdAt: new Date(entry.createdAt).toISOString(),
          restroomId,
          entry,
        },
        ...shown.filter((r) => r.userId !== entry.userId),
      ];
    } else if (entry.kind === 'review.update') {
      const reviewId = shownReviewId(entry.params.reviewId);
      const body = entry.body;
      shown = shown.map((r) =>
        r._id === reviewId
          ? {
              ...r,
              ...(entry.status === 'failed' || !body
                ? {}
                : { rating: body.rating ?? r.rating, comment: body.comment ?? null }),
              entry,
            }
          : r,
      );
    } else {
      const reviewId = shownReviewId(entry.params.reviewId);
      shown =
        entry.status === 'failed'
          ? shown.map((r) => (r._id === reviewId ? { ...r, entry } : r))
          : shown.filter((r) => r._id !== reviewId);
    }
  }
  return userId ? shown : shown.filter((r) => !r.entry);
}

/** The restrooms whose card rating needs the golfer's rating as the server has it (a queued edit or delete). */
export const restroomsWithQueuedReviewChanges = (entries: OutboxEntry[]): string[] => [
  ...new Set(
    entries.flatMap((e) =>
      (e.kind === 'review.update' || e.kind === 'review.delete') && e.status !== 'failed'
        ? [e.params.restroomId]
        : [],
    ),
  ),
];

/**
 * The card's average and review count with the golfer's queued review writes laid over them (issue
 * 20: a review written offline left the card's rating as it was). `serverOwn` is the golfer's rating
 * as the server counts it: a number, null for none, undefined when it is not known (the reviews were
 * never read on this device), in which case an edit or delete cannot be laid over and is left out.
 * Refused entries change nothing: the server never counted them.
 */
export function overlayRating(
  restroom: ShownRestroom,
  entries: OutboxEntry[],
  serverOwn: number | null | undefined,
): ShownRestroom {
  let sum = restroom.averageRating * restroom.totalReviews;
  let count = restroom.totalReviews;
  let mine = serverOwn;
  let changed = false;
  for (const entry of entries) {
    if (entry.status === 'failed') continue;
    if (entry.kind === 'review.create' && entry.params.restroomId === restroom._id) {
      const rating = entry.body?.rating;
      if (rating === undefined) continue;
      // The server takes one review per golfer: a create means they had none it counts.
      if (typeof mine === 'number') sum -= mine;
      else count += 1;
      sum += rating;
      mine = rating;
    } else if (entry.kind === 'review.update' && entry.params.restroomId === restroom._id) {
      const rating = entry.body?.rating;
      if (rating === undefined || typeof mine !== 'number') continue;
      sum += rating - mine;
      mine = rating;
    } else if (entry.kind === 'review.delete' && entry.params.restroomId === restroom._id) {
      if (typeof mine !== 'number') continue;
      sum -= mine;
      count -= 1;
      mine = null;
    } else continue;
    changed = true;
  }
  if (!changed) return restroom;
  return { ...restroom, totalReviews: count, averageRating: count > 0 ? sum / count : 0 };
}
