/**
 * What the screen shows: the server's restrooms and reviews with the signed-in user's outbox entries
 * laid over them (decisions.md §6), so a write appears at once, marked pending sync, and a refused
 * one stays visible with its reason.
 */
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { Review } from '../../../../shared/schemas/reviews';
import type { OutboxEntry } from '../../../offline/outbox';

export type FeedbackChoice = 'helpful' | 'invalid' | 'none';

export interface ShownRestroom extends Restroom {
  /** The outbox entry that created it (not yet on the server), if any. */
  createEntry?: OutboxEntry;
  /** The latest feedback change waiting for (or refused by) the server. */
  feedbackEntry?: OutboxEntry;
  /** A refused delete. */
  deleteEntry?: OutboxEntry;
  myFeedback: FeedbackChoice;
}

export interface ShownReview extends Review {
  entry?: OutboxEntry;
}

export const PENDING_PREFIX = 'pending-';
export const isPendingId = (id: string) => id.startsWith(PENDING_PREFIX);

export const restroomKey = (restroomId: string) => `restroom:${restroomId}`;
export const feedbackKey = (restroomId: string) => `feedback:${restroomId}`;
export const reviewKey = (restroomId: string) => `review:${restroomId}`;
export const newRestroomKey = (entryId: string) => `restroom-new:${entryId}`;

interface RestroomBody {
  courseId: string;
  name: string;
  locationType: Restroom['locationType'];
  holeNumber?: number | null;
  facilityType: Restroom['facilityType'];
  gender: Restroom['gender'];
  accessibility: boolean;
}

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
): ShownRestroom[] {
  let shown: ShownRestroom[] = restrooms.map((r) => ({ ...r, myFeedback: feedbackOf(r, userId) }));
  for (const entry of entries) {
    if (entry.kind === 'restroom.create') {
      const body = entry.body as RestroomBody;
      if (body.courseId !== courseId) continue;
      shown.push({
        ...body,
        _id: `${PENDING_PREFIX}${entry.id}`,
        holeNumber: body.holeNumber ?? null,
        isVerified: false,
        status: 'pending',
        averageRating: 0,
        totalReviews: 0,
        submittedBy: entry.userId,
        createdAt: new Date(entry.createdAt).toISOString(),
        feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
        myFeedback: 'none',
        createEntry: entry,
      });
    } else if (entry.kind === 'restroom.delete') {
      const id = entry.resourceKey.slice('restroom:'.length);
      shown =
        entry.status === 'failed'
          ? shown.map((r) => (r._id === id ? { ...r, deleteEntry: entry } : r))
          : shown.filter((r) => r._id !== id);
    } else if (entry.kind === 'feedback.set' || entry.kind === 'feedback.clear') {
      const id = entry.resourceKey.slice('feedback:'.length);
      const next: FeedbackChoice =
        entry.kind === 'feedback.clear' ? 'none' : entry.path.endsWith('/invalid') ? 'invalid' : 'helpful';
      shown = shown.map((r) => (r._id === id ? withFeedback(r, next, entry) : r));
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
    if (entry.resourceKey !== reviewKey(restroomId)) continue;
    const body = (entry.body ?? {}) as { rating: number; comment?: string };
    if (entry.kind === 'review.create') {
      if (entry.status === 'failed' && shown.some((r) => r.userId === entry.userId && !r.entry)) continue;
      shown = [
        {
          _id: `${PENDING_PREFIX}${entry.id}`,
          userId: entry.userId,
          userName: 'You',
          rating: body.rating,
          comment: body.comment ?? null,
          createdAt: new Date(entry.createdAt).toISOString(),
          restroomId,
          entry,
        },
        ...shown.filter((r) => r.userId !== entry.userId),
      ];
    } else if (entry.kind === 'review.update') {
      const reviewId = entry.path.split('/').pop();
      shown = shown.map((r) =>
        r._id === reviewId
          ? {
              ...r,
              ...(entry.status === 'failed' ? {} : { rating: body.rating, comment: body.comment ?? null }),
              entry,
            }
          : r,
      );
    } else if (entry.kind === 'review.delete') {
      const reviewId = entry.path.split('/').pop();
      shown =
        entry.status === 'failed'
          ? shown.map((r) => (r._id === reviewId ? { ...r, entry } : r))
          : shown.filter((r) => r._id !== reviewId);
    }
  }
  return userId ? shown : shown.filter((r) => !r.entry);
}
