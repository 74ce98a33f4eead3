/**
 * The write catalogue (docs/architecture.md, "Offline writes"): one entry per kind of write the
 * outbox carries, naming its method, its path built from typed params, its body (the shared
 * schema, the one the server validates with), its answer, the resource it is ordered within, and
 * what the server's answer changes in the device's copies. Enqueue, the optimistic overlays, the
 * drain and the after-sync reconciliation all read it; nothing parses a path or a key back.
 * Adding a kind of write is one entry here plus its UI.
 *
 * `version` is the payload version of a kind: a queued entry carries the version it was made with,
 * so a later build can migrate it (migrations.ts) instead of sending a shape the server no longer
 * takes. A build that changes a kind's params or body bumps its version and either moves the queued
 * entries on in a Dexie upgrade (migrations.ts, run by the page or the service worker, whichever opens
 * the store first; version 6 did this for the entries made before the catalogue), or, where the
 * server still takes the old shape (docs/decisions.md §8, "Extend, never break"), lets them be sent
 * as they were made. Either way an update never strands a write queued before it.
 */
import * as v from 'valibot';
import {
  submissionReviewResultSchema,
  submissionReviewSchema,
  type SubmissionReviewResult,
} from '../../../shared/schemas/owner';
import { answerInputSchema, answerResultSchema, type AnswerResult } from '../../../shared/schemas/questions';
import {
  reportInputSchema,
  reportResolutionSchema,
  reportResolveResultSchema,
  reportResultSchema,
  type Report,
  type ReportInput,
  type ReportResolveResult,
} from '../../../shared/schemas/reports';
import {
  restroomDetailsSchema,
  restroomInputSchema,
  restroomResultSchema,
  type Restroom,
  type RestroomDetailsInput,
  type RestroomInput,
} from '../../../shared/schemas/restrooms';
import {
  reviewInputSchema,
  reviewResultSchema,
  type Review,
  type ReviewInput,
} from '../../../shared/schemas/reviews';
import {
  courseSetupResultSchema,
  courseSetupSchema,
  type CourseSetupInput,
  type CourseSetupResult,
} from '../../../shared/schemas/course-setup';
import { profileResultSchema } from '../../../shared/schemas/auth';
import { profileUpdateSchema, type ProfileUpdate } from '../../../shared/schemas/accounts';
import {
  notificationSettingInputSchema,
  notificationSettingResultSchema,
  type NotificationSettingInput,
} from '../../../shared/schemas/notifications';
import { courseRestroomsAre, restroomAnswer, restroomChanged, reviewAnswer } from './write-changes';
import { define, type IdOrPending } from './write-definition';
import { isWriteKind, type WriteKindName } from './write-kinds';
export type { WriteChange } from './write-changes';
export { isPendingRef, type IdOrPending, type PendingRef } from './write-definition';

const id = encodeURIComponent;

export const writes = {
  'restroom.submit': define<Record<string, never>, RestroomInput, { restroom: Restroom }>({
    version: 1,
    method: 'POST',
    path: () => 'restrooms',
    body: restroomInputSchema,
    answer: restroomResultSchema,
    resource: (_params, entryId) => `restroom-new:${entryId}`,
    changes: (_params, answer) => restroomAnswer(answer),
  }),
  'restroom.delete': define<{ restroomId: string; courseId?: string }, never, unknown>({
    version: 1,
    method: 'DELETE',
    path: (p) => `restrooms/${id(p.restroomId)}`,
    body: null,
    answer: null,
    resource: (p) => `restroom:${p.restroomId}`,
    changes: (p) =>
      p.courseId
        ? [
            {
              copy: 'restrooms',
              courseId: p.courseId,
              apply: (list) => list.filter((r) => r._id !== p.restroomId),
            },
          ]
        : [],
  }),
  'feedback.set': define<{ restroomId: string; value: 'helpful' | 'invalid' }, never, { restroom: Restroom }>(
    {
      version: 1,
      method: 'POST',
      path: (p) => `restrooms/${id(p.restroomId)}/feedback/${p.value}`,
      body: null,
      answer: restroomResultSchema,
      resource: (p) => `feedback:${p.restroomId}`,
      changes: (_params, answer) => restroomAnswer(answer),
    },
  ),
  'feedback.clear': define<{ restroomId: string }, never, { restroom: Restroom }>({
    version: 1,
    method: 'DELETE',
    path: (p) => `restrooms/${id(p.restroomId)}/feedback`,
    body: null,
    answer: restroomResultSchema,
    resource: (p) => `feedback:${p.restroomId}`,
    changes: (_params, answer) => restroomAnswer(answer),
  }),
  'review.create': define<{ restroomId: string }, ReviewInput, { review: Review }>({
    version: 1,
    method: 'POST',
    path: (p) => `restrooms/${id(p.restroomId)}/reviews`,
    body: reviewInputSchema,
    answer: reviewResultSchema,
    resource: (p) => `review:${p.restroomId}`,
    provides: (answer) => answer.review._id,
    changes: (_params, answer) => reviewAnswer(answer),
  }),
  'review.update': define<{ restroomId: string; reviewId: IdOrPending }, ReviewInput, { review: Review }>({
    version: 1,
    method: 'PUT',
    path: (p) => `restrooms/reviews/${id(p.reviewId)}`,
    body: reviewInputSchema,
    answer: reviewResultSchema,
    resource: (p) => `review:${p.restroomId}`,
    changes: (_params, answer) => reviewAnswer(answer),
  }),
  'review.delete': define<{ restroomId: string; reviewId: IdOrPending }, never, unknown>({
    version: 1,
    method: 'DELETE',
    path: (p) => `restrooms/reviews/${id(p.reviewId)}`,
    body: null,
    answer: null,
    resource: (p) => `review:${p.restroomId}`,
    changes: (p) => [
      {
        copy: 'reviews',
        restroomId: p.restroomId,
        apply: (list) => list.filter((r) => r._id !== p.reviewId),
      },
    ],
  }),
  // Restrooms as places (docs/product.md §10). A restroom's confirmations and reports go in the order
  // they were made: a "Still here and OK" settles only the reports made before it.
  'restroom.confirm': define<{ restroomId: string }, never, { restroom: Restroom }>({
    version: 1,
    method: 'POST',
    path: (p) => `restrooms/${id(p.restroomId)}/confirm`,
    body: null,
    answer: restroomResultSchema,
    resource: (p) => `status:${p.restroomId}`,
    changes: (_params, answer) => restroomAnswer(answer),
  }),
  'report.create': define<{ restroomId: string }, ReportInput, { report: Report; restroom: Restroom }>({
    version: 1,
    method: 'POST',
    path: (p) => `restrooms/${id(p.restroomId)}/reports`,
    body: reportInputSchema,
    answer: reportResultSchema,
    resource: (p) => `status:${p.restroomId}`,
    changes: (_params, answer) => restroomAnswer(answer),
  }),
  'restroom.update': define<{ restroomId: string }, RestroomDetailsInput, { restroom: Restroom }>({
    version: 1,
    method: 'PUT',
    path: (p) => `restrooms/${id(p.restroomId)}`,
    body: restroomDetailsSchema,
    answer: restroomResultSchema,
    resource: (p) => `restroom:${p.restroomId}`,
    changes: (_params, answer) => restroomAnswer(answer),
  }),
  'report.resolve': define<
    // The report names its group (restroom and kind); the kind and course let screens show the outcome.
    { reportId: string; restroomId: string; courseId: string; kind: Report['kind'] },
    v.InferInput<typeof reportResolutionSchema>,
    ReportResolveResult
  >({
    version: 1,
    method: 'PUT',
    path: (p) => `owner/reports/${id(p.reportId)}`,
    body: reportResolutionSchema,
    answer: reportResolveResultSchema,
    resource: (p) => `status:${p.restroomId}`,
    changes: (p, answer) =>
      answer?.restroom
        ? restroomChanged(answer.restroom)
        : answer
          ? [
              {
                copy: 'restrooms',
                courseId: p.courseId,
                apply: (list) => list.filter((r) => r._id !== p.restroomId),
              },
            ]
          : [],
  }),
  // A quick answer (docs/product.md §13): one per golfer and question, so the question is its
  // resource; the restroom a settled answer listed joins its course's list.
  'answer.create': define<
    { courseId: string; questionId: string },
    v.InferInput<typeof answerInputSchema>,
    AnswerResult
  >({
    version: 1,
    method: 'POST',
    path: (p) => `courses/${id(p.courseId)}/answers`,
    body: answerInputSchema,
    answer: answerResultSchema,
    resource: (p) => `answer:${p.courseId}:${p.questionId}`,
    changes: (_params, answer) => (answer?.restroom ? restroomChanged(answer.restroom) : []),
  }),
  'submission.decide': define<
    { submissionId: string },
    v.InferInput<typeof submissionReviewSchema>,
    SubmissionReviewResult
  >({
    version: 1,
    method: 'PUT',
    path: (p) => `owner/submissions/${id(p.submissionId)}`,
    body: submissionReviewSchema,
    answer: submissionReviewResultSchema,
    resource: (p) => `submission:${p.submissionId}`,
    changes: (_params, answer) => restroomAnswer(answer),
  }),
  // The owner's course set-up (docs/product.md §12): one per course at a time; its answer is the
  // course's whole list of restrooms.
  'course.setup': define<{ courseId: string; courseName: string }, CourseSetupInput, CourseSetupResult>({
    version: 1,
    method: 'PUT',
    path: (p) => `owner/courses/${id(p.courseId)}/setup`,
    body: courseSetupSchema,
    answer: courseSetupResultSchema,
    resource: (p) => `setup:${p.courseId}`,
    changes: (p, answer) => (answer ? courseRestroomsAre(p.courseId, answer.restrooms) : []),
  }),
  // An owner's notification settings of one course (docs/product.md §12), whole: the last one wins.
  'notifications.set': define<
    { courseId: string },
    NotificationSettingInput,
    v.InferOutput<typeof notificationSettingResultSchema>
  >({
    version: 1,
    method: 'PUT',
    path: () => 'owner/notification-settings',
    body: notificationSettingInputSchema,
    answer: notificationSettingResultSchema,
    resource: (p) => `notifications:${p.courseId}`,
  }),
  // The language chosen in the header's menu, kept in the account (docs/decisions.md §9).
  'language.set': define<Record<string, never>, ProfileUpdate, v.InferOutput<typeof profileResultSchema>>({
    version: 1,
    method: 'PATCH',
    path: () => 'users/profile',
    body: profileUpdateSchema,
    answer: profileResultSchema,
    resource: () => 'account-language',
  }),
} satisfies Record<WriteKindName, unknown>;

type Writes = typeof writes;
export type WriteKind = keyof Writes;
type TypesOf<K extends WriteKind> = NonNullable<Writes[K]['types']>;
export type ParamsOf<K extends WriteKind> = TypesOf<K>['params'];
export type BodyOf<K extends WriteKind> = TypesOf<K>['body'];

export { isWriteKind };
