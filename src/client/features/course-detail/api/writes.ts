/**
 * The course detail's writes, all through the outbox (decisions.md §6): queued with their
 * Idempotency-Key, shown at once (api/optimistic.ts) and sent when the network allows. When the server
 * accepts one, the cached answers are updated from its answer and asked again.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { restroomResultSchema, type Restroom } from '../../../../shared/schemas/restrooms';
import { reviewResultSchema, type Review } from '../../../../shared/schemas/reviews';
import { enqueueWrite, onWriteSynced, type OutboxEntry } from '../../../offline/outbox';
import { saveRestrooms, saveReviews } from './detail-store';
import { feedbackKey, newRestroomKey, restroomKey, reviewKey, type FeedbackChoice } from './optimistic';
import { detailKeys } from './queries';

const id = encodeURIComponent;

export interface NewRestroom {
  courseId: string;
  name: string;
  locationType: Restroom['locationType'];
  holeNumber: number | null;
  facilityType: Restroom['facilityType'];
  gender: Restroom['gender'];
  accessibility: boolean;
}

export function queueRestroom(input: NewRestroom): Promise<OutboxEntry> {
  const key = crypto.randomUUID();
  return enqueueWrite({
    method: 'POST',
    path: 'restrooms',
    body: input,
    kind: 'restroom.create',
    label: `New restroom: ${input.name}`,
    resourceKey: newRestroomKey(key),
  });
}

export function queueRestroomDelete(restroom: Pick<Restroom, '_id' | 'name'>): Promise<OutboxEntry> {
  return enqueueWrite({
    method: 'DELETE',
    path: `restrooms/${id(restroom._id)}`,
    kind: 'restroom.delete',
    label: `Delete ${restroom.name}`,
    resourceKey: restroomKey(restroom._id),
  });
}

export function queueFeedback(
  restroom: Pick<Restroom, '_id' | 'name'>,
  next: FeedbackChoice,
): Promise<OutboxEntry> {
  return next === 'none'
    ? enqueueWrite({
        method: 'DELETE',
        path: `restrooms/${id(restroom._id)}/feedback`,
        kind: 'feedback.clear',
        label: `Remove feedback on ${restroom.name}`,
        resourceKey: feedbackKey(restroom._id),
      })
    : enqueueWrite({
        method: 'POST',
        path: `restrooms/${id(restroom._id)}/feedback/${next}`,
        kind: 'feedback.set',
        label: `Mark ${restroom.name} as ${next}`,
        resourceKey: feedbackKey(restroom._id),
      });
}

export interface ReviewFields {
  rating: number;
  comment: string;
}

export function queueReview(restroom: Pick<Restroom, '_id' | 'name'>, fields: ReviewFields) {
  return enqueueWrite({
    method: 'POST',
    path: `restrooms/${id(restroom._id)}/reviews`,
    body: fields,
    kind: 'review.create',
    label: `Review of ${restroom.name}`,
    resourceKey: reviewKey(restroom._id),
  });
}

export function queueReviewUpdate(
  restroom: Pick<Restroom, '_id' | 'name'>,
  reviewId: string,
  fields: ReviewFields,
) {
  return enqueueWrite({
    method: 'PUT',
    path: `restrooms/reviews/${id(reviewId)}`,
    body: fields,
    kind: 'review.update',
    label: `Edit of your review of ${restroom.name}`,
    resourceKey: reviewKey(restroom._id),
  });
}

export function queueReviewDelete(restroom: Pick<Restroom, '_id' | 'name'>, reviewId: string) {
  return enqueueWrite({
    method: 'DELETE',
    path: `restrooms/reviews/${id(reviewId)}`,
    kind: 'review.delete',
    label: `Delete your review of ${restroom.name}`,
    resourceKey: reviewKey(restroom._id),
  });
}

/** While the screen is open: fold each accepted write into the cached answers, then ask again. */
export function useSyncedWrites(courseId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWriteSynced((entry, data) => {
        const restroomsKey = detailKeys.restrooms(courseId);
        const restroom = v.safeParse(restroomResultSchema, data);
        if (restroom.success && restroom.output.restroom.courseId === courseId) {
          const fresh = restroom.output.restroom;
          const list = queryClient.getQueryData<Restroom[]>(restroomsKey) ?? [];
          const next = list.some((r) => r._id === fresh._id)
            ? list.map((r) => (r._id === fresh._id ? fresh : r))
            : [...list, fresh];
          queryClient.setQueryData(restroomsKey, next);
          void saveRestrooms(courseId, next);
        }
        if (entry.kind === 'restroom.delete') {
          const gone = entry.resourceKey.slice('restroom:'.length);
          const next = (queryClient.getQueryData<Restroom[]>(restroomsKey) ?? []).filter(
            (r) => r._id !== gone,
          );
          queryClient.setQueryData(restroomsKey, next);
          void saveRestrooms(courseId, next);
        }
        if (entry.kind.startsWith('review.')) {
          const restroomId = entry.resourceKey.slice('review:'.length);
          const reviewsKey = detailKeys.reviews(restroomId);
          const list = queryClient.getQueryData<Review[]>(reviewsKey) ?? [];
          const review = v.safeParse(reviewResultSchema, data);
          let next = list;
          if (entry.kind === 'review.delete') {
            const reviewId = entry.path.split('/').pop();
            next = list.filter((r) => r._id !== reviewId);
          } else if (review.success) {
            const fresh = review.output.review;
            next = [fresh, ...list.filter((r) => r._id !== fresh._id && r.userId !== fresh.userId)];
          }
          queryClient.setQueryData(reviewsKey, next);
          void saveReviews(restroomId, next);
          void queryClient.invalidateQueries({ queryKey: reviewsKey });
        }
        void queryClient.invalidateQueries({ queryKey: restroomsKey });
        void queryClient.invalidateQueries({ queryKey: detailKeys.course(courseId) });
      }),
    [courseId, queryClient],
  );
}
