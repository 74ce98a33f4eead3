/**
 * The course detail's writes, all through the outbox (docs/decisions.md §6) and its write catalogue
 * (offline/outbox/writes.ts): queued with their Idempotency-Key, shown at once (api/optimistic.ts)
 * and sent when the network allows. When the server accepts one, the drain has already updated the
 * device's copies; this screen folds the same changes into its cached answers and asks again. When
 * the server refuses one, the screen says so once (useSyncedWrites), beside the card's own note.
 * Each entry keeps the restroom's name as its `subject`: its label is said from it when shown
 * (offline/outbox/entry-words.ts), in the language on screen then.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { savedKey } from '../../../lib/saved-and-live';
import { useRefusedToasts } from '../../../lib/use-refused-toasts';
import type { ReportInput } from '../../../../shared/schemas/reports';
import type { Restroom, RestroomDetailsInput, RestroomInput } from '../../../../shared/schemas/restrooms';
import type { Review, ReviewInput } from '../../../../shared/schemas/reviews';
import {
  changesOf,
  onWriteSynced,
  queueWrite,
  useOutboxView,
  type IdOrPending,
  type OutboxEntry,
  type WriteChange,
} from '../../../offline/outbox';
import type { FeedbackChoice } from './optimistic';
import { detailKeys } from './queries';
import { questionKeys } from './questions';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

type Named = Pick<Restroom, '_id' | 'name'>;

export const queueRestroom = (input: RestroomInput) =>
  queueWrite('restroom.submit', { params: {}, body: input });

export const queueRestroomDelete = (restroom: Named & Pick<Restroom, 'courseId'>) =>
  queueWrite('restroom.delete', {
    params: { restroomId: restroom._id, courseId: restroom.courseId },
    subject: restroom.name,
  });

export const queueFeedback = (restroom: Named, next: FeedbackChoice) =>
  next === 'none'
    ? queueWrite('feedback.clear', {
        params: { restroomId: restroom._id },
        subject: restroom.name,
      })
    : queueWrite('feedback.set', {
        params: { restroomId: restroom._id, value: next },
        subject: restroom.name,
      });

export const queueReview = (restroom: Named, fields: ReviewInput) =>
  queueWrite('review.create', {
    params: { restroomId: restroom._id },
    body: fields,
    subject: restroom.name,
  });

/** `reviewId` may be one the server has not given yet: the queued create's (offline/outbox). */
export const queueReviewUpdate = (restroom: Named, reviewId: IdOrPending, fields: ReviewInput) =>
  queueWrite('review.update', {
    params: { restroomId: restroom._id, reviewId },
    body: fields,
    subject: restroom.name,
  });

export const queueReviewDelete = (restroom: Named, reviewId: IdOrPending) =>
  queueWrite('review.delete', {
    params: { restroomId: restroom._id, reviewId },
    subject: restroom.name,
  });

/** "Still here and OK" (docs/product.md §10). */
export const queueConfirm = (restroom: Named) =>
  queueWrite('restroom.confirm', {
    params: { restroomId: restroom._id },
    subject: restroom.name,
  });

export const queueReport = (restroom: Named, body: ReportInput) =>
  queueWrite('report.create', {
    params: { restroomId: restroom._id },
    body,
    subject: restroom.name,
  });

/** An owner's (or admin's) edit of the details: a replacement, so every detail is sent. */
export const queueDetails = (restroom: Named, details: RestroomDetailsInput) =>
  queueWrite('restroom.update', {
    params: { restroomId: restroom._id },
    body: details,
    subject: restroom.name,
  });

/** Folds one accepted write's change into this screen's cached answers (live and saved). */
function applyToCache(queryClient: QueryClient, change: WriteChange): void {
  if (change.copy === 'reviews') {
    const key = detailKeys.reviews(change.restroomId);
    for (const queryKey of [key, savedKey(key)]) {
      queryClient.setQueryData<Review[] | null>(queryKey, (list) => (list ? change.apply(list) : list));
    }
  } else {
    const key = detailKeys.restrooms(change.courseId);
    for (const queryKey of [key, savedKey(key)]) {
      queryClient.setQueryData<Restroom[] | null>(queryKey, (list) => (list ? change.apply(list) : list));
    }
  }
}

/** The writes of this screen (the write catalogue's other kinds belong to the owner dashboard). */
const COURSE_WRITES = new Set<OutboxEntry['kind']>([
  'restroom.submit',
  'restroom.delete',
  'feedback.set',
  'feedback.clear',
  'review.create',
  'review.update',
  'review.delete',
  'restroom.confirm',
  'report.create',
  'restroom.update',
  'answer.create',
]);

/**
 * While the screen is open: fold each accepted write into the cached answers, then ask again; and
 * say when one is refused.
 */
export function useSyncedWrites(courseId: string, userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWriteSynced((entry, data) => {
        for (const change of changesOf(entry, data)) {
          applyToCache(queryClient, change);
          if (change.copy === 'reviews') {
            void queryClient.invalidateQueries({ queryKey: detailKeys.reviews(change.restroomId) });
          }
        }
        void queryClient.invalidateQueries({ queryKey: detailKeys.restrooms(courseId) });
        void queryClient.invalidateQueries({ queryKey: detailKeys.course(courseId) });
        // An answer changes what is left to ask (docs/product.md §13).
        if (entry.kind === 'answer.create')
          void queryClient.invalidateQueries({ queryKey: questionKeys.all });
      }),
    [courseId, queryClient],
  );
  // A refusal after the success toast gets its own message (issue 20), for this screen's writes.
  const { entries, ready } = useOutboxView(userId, (entry) => COURSE_WRITES.has(entry.kind));
  const t = useT(courseWords);
  useRefusedToasts(userId, entries, ready, t('course.refused'));
}
