/**
 * GET /api/owner/analytics?courseId&days: the series the owner dashboard's Analytics tab draws for one
 * course (docs/product.md §12, "Analytics"). Every figure covers the last `days` days up to the
 * request's moment; weeks are counted back from that moment, so every week is seven whole days.
 */
import * as v from 'valibot';
import { queryNumber } from './course-query';
import { idSchema, isoDateSchema } from './common';
import { reportKindSchema } from './restroom-details';

export const ANALYTICS_DAYS = { min: 7, max: 365, default: 30 } as const;
/** The periods the tab offers (any whole number within ANALYTICS_DAYS is accepted). */
export const ANALYTICS_PERIODS = [30, 90, 365] as const;
export const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** How many weeks `days` days cover, the last one partly when `days` is no multiple of 7. */
export const analyticsWeeks = (days: number): number => Math.ceil(days / 7);

export const ownerAnalyticsQuerySchema = v.object({
  // Absent reads as '' so it gets the same message as an empty one (see requiredText in common.ts).
  courseId: v.optional(
    v.pipe(
      v.string('courseId is required'),
      v.trim(),
      v.nonEmpty('courseId is required'),
      v.uuid('courseId must be a course id'),
    ),
    '',
  ),
  // The course list's query number (messages and all), absent meaning the default.
  days: v.optional(
    queryNumber('days', ANALYTICS_DAYS.min, ANALYTICS_DAYS.max, true).wrapped,
    String(ANALYTICS_DAYS.default),
  ),
});
export type OwnerAnalyticsQuery = v.InferOutput<typeof ownerAnalyticsQuerySchema>;

/** A restroom and kind with active reports now: how many, and since when (its oldest active one). */
const openProblemSchema = v.object({
  restroomId: idSchema,
  restroomName: v.string(),
  kind: reportKindSchema,
  reports: v.number(),
  since: isoDateSchema,
  ageSeconds: v.number(),
});
export type OpenProblem = v.InferOutput<typeof openProblemSchema>;

/** Problems of one kind fixed within the period, and the median time from first report to fix. */
const fixTimeSchema = v.object({
  kind: reportKindSchema,
  fixes: v.number(),
  medianSeconds: v.number(),
});
export type FixTime = v.InferOutput<typeof fixTimeSchema>;

/** A restroom's reports per week, `counts[i]` in the week starting `weeks[i]`. */
const restroomWeeksSchema = v.object({
  restroomId: idSchema,
  restroomName: v.string(),
  counts: v.array(v.number()),
});
export type RestroomWeeks = v.InferOutput<typeof restroomWeeksSchema>;

/** The course's reviews as they stood at the end of a week, and those written in it. */
const ratingWeekSchema = v.object({
  weekStart: isoDateSchema,
  newReviews: v.number(),
  totalReviews: v.number(),
  /** null while the course has no review yet. */
  averageRating: v.nullable(v.number()),
});
export type RatingWeek = v.InferOutput<typeof ratingWeekSchema>;

const ownerAnalyticsSchema = v.object({
  courseId: idSchema,
  courseName: v.string(),
  days: v.number(),
  /** The moment the figures were computed at (the end of the last week). */
  asOf: isoDateSchema,
  openProblems: v.array(openProblemSchema),
  fixTimes: v.array(fixTimeSchema),
  /** The start of each week, oldest first. */
  weeks: v.array(isoDateSchema),
  reportsPerWeek: v.array(restroomWeeksSchema),
  ratings: v.array(ratingWeekSchema),
});
export type OwnerAnalytics = v.InferOutput<typeof ownerAnalyticsSchema>;
export const ownerAnalyticsResultSchema = v.object({ analytics: ownerAnalyticsSchema });
