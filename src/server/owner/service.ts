/**
 * Owner moderation (docs/product.md §2, §4; docs/decisions.md §3): a pending submission is approved
 * (verified, optional notes) or rejected (reason required, hidden from listings) once, by an owner of its
 * course or an admin. The decision and the aggregates it changes are one transaction, under the
 * course lock, so two moderators deciding at once get one decision and one 409. Also the Analytics
 * tab's series of one course (docs/product.md §12, "Analytics").
 */
import type * as v from 'valibot';
import { REPORT_KINDS, type ReportKind } from '../../shared/report-kinds';
import {
  analyticsWeeks,
  WEEK_SECONDS,
  type OwnerAnalytics,
  type OwnerAnalyticsQuery,
  type OwnerCourse,
  type OwnerStats,
  type PendingSubmission,
  type submissionReviewSchema,
  type SubmissionReviewResult,
} from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor, Transaction } from '../db/client';
import { lockRestroomCourse, refreshAggregatesOf } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { findRestroom } from '../restrooms/queries';
import { presentOne } from '../restrooms/extras';
import { canModerate } from '../restrooms/service';
import {
  countWeeklyReports,
  countWeeklyReviews,
  findCourseName,
  listOpenProblems,
  medianFixTimes,
} from './analytics-queries';
import { presentSubmission } from './present';
import { countOwnerStats, listOwnerCourses, listPendingSubmissions, setReviewOutcome } from './queries';

const SUBMISSION_NOT_FOUND = 'Submission not found';
export const NOT_YOUR_COURSE = 'You can only review submissions for your own courses';
export const ALREADY_REVIEWED = 'This submission has already been reviewed';
export const NOT_YOUR_COURSE_ANALYTICS = 'You can only see analytics of your own courses';

type SubmissionReviewOutput = v.InferOutput<typeof submissionReviewSchema>;

/** docs/product.md §4's 'Submission {action}d successfully', spelled out: 'rejectd' is not a word. */
const DECIDED_MESSAGES = {
  approve: 'Submission approved successfully',
  reject: 'Submission rejected successfully',
} as const;

export const getOwnerStats = (db: Executor, user: AuthUser): Promise<OwnerStats> => countOwnerStats(db, user);

export const getOwnerCourses = (db: Executor, user: AuthUser): Promise<OwnerCourse[]> =>
  listOwnerCourses(db, user);

export async function getPendingSubmissions(db: Executor, user: AuthUser): Promise<PendingSubmission[]> {
  return (await listPendingSubmissions(db, user)).map(presentSubmission);
}

export async function reviewSubmission(
  tx: Transaction,
  user: AuthUser,
  restroomId: string,
  decision: SubmissionReviewOutput,
  now: Date,
): Promise<SubmissionReviewResult> {
  const row = await lockRestroomCourse(tx, restroomId);
  if (!row) throw new ApiError(404, 'submission_not_found', SUBMISSION_NOT_FOUND);
  // Permission before state: an outsider learns nothing about another course's queue.
  if (!(await canModerate(tx, user, row.courseId)))
    throw new ApiError(403, 'not_your_course', NOT_YOUR_COURSE);
  if (row.status !== 'pending') throw new ApiError(409, 'already_reviewed', ALREADY_REVIEWED);
  const reviewed = { reviewedBy: user.id, reviewedAt: now };
  await setReviewOutcome(
    tx,
    row.id,
    decision.action === 'approve'
      ? {
          status: 'approved',
          isVerified: true,
          reviewNotes: decision.reason || null,
          // The owner's verification carries its date (docs/product.md §10).
          ownerConfirmedAt: now,
          lastConfirmedAt: now,
          ...reviewed,
        }
      : { status: 'rejected', isVerified: false, rejectionReason: decision.reason, ...reviewed },
  );
  await refreshAggregatesOf(tx, row);
  const updated = await findRestroom(tx, row.id);
  if (!updated) throw new Error('restroom vanished inside its own transaction');
  return {
    restroom: await presentOne(tx, updated, now),
    message: DECIDED_MESSAGES[decision.action],
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = WEEK_SECONDS * 1000;

/**
 * The Analytics tab's series for one course (docs/product.md §12, "Analytics"): its owners and admins
 * only. An owner asking about another course (or one that does not exist) learns nothing but 403.
 */
export async function getCourseAnalytics(
  db: Executor,
  user: AuthUser,
  { courseId, days }: OwnerAnalyticsQuery,
  now: Date,
): Promise<OwnerAnalytics> {
  if (!(await canModerate(db, user, courseId)))
    throw new ApiError(403, 'not_your_course', NOT_YOUR_COURSE_ANALYTICS);
  const courseName = await findCourseName(db, courseId);
  if (courseName === undefined) throw new ApiError(404, 'course_not_found', 'Course not found');
  const weeks = analyticsWeeks(days);
  const from = new Date(now.getTime() - days * DAY_MS);
  const [open, fixes, reports, reviews] = await Promise.all([
    listOpenProblems(db, courseId, now),
    medianFixTimes(db, courseId, from, now),
    countWeeklyReports(db, courseId, weeks, now),
    countWeeklyReviews(db, courseId, weeks, now),
  ]);
  // Week i (oldest first) is `weeksAgo` = weeks - 1 - i.
  const slot = (weeksAgo: number) => weeks - 1 - weeksAgo;
  const reportsPerWeek = new Map<string, OwnerAnalytics['reportsPerWeek'][number]>();
  for (const row of reports) {
    const restroom = reportsPerWeek.get(row.restroomId) ?? {
      restroomId: row.restroomId,
      restroomName: row.restroomName,
      counts: Array.from({ length: weeks }, () => 0),
    };
    if (row.weeksAgo !== null) restroom.counts[slot(row.weeksAgo)] = row.reports;
    reportsPerWeek.set(row.restroomId, restroom);
  }
  const kindOrder = (kind: string) => REPORT_KINDS.indexOf(kind as ReportKind);
  return {
    courseId,
    courseName,
    days,
    asOf: now.toISOString(),
    openProblems: open.map((row) => ({
      ...row,
      kind: row.kind as ReportKind,
      since: new Date(now.getTime() - row.ageSeconds * 1000).toISOString(),
    })),
    fixTimes: fixes
      .map((row) => ({ ...row, kind: row.kind as ReportKind }))
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    weeks: Array.from({ length: weeks }, (_, i) =>
      new Date(now.getTime() - (weeks - i) * WEEK_MS).toISOString(),
    ),
    reportsPerWeek: [...reportsPerWeek.values()],
    ratings: runningRatings(reviews, weeks, now),
  };
}

/** Per week, oldest first: reviews written in it, and the count and average as they stood at its end. */
function runningRatings(
  buckets: { weeksAgo: number; reviews: number; ratingSum: number }[],
  weeks: number,
  now: Date,
): OwnerAnalytics['ratings'] {
  const byWeek = new Map(buckets.map((bucket) => [bucket.weeksAgo, bucket]));
  let total = byWeek.get(weeks)?.reviews ?? 0;
  let sum = byWeek.get(weeks)?.ratingSum ?? 0;
  return Array.from({ length: weeks }, (_, i) => {
    const bucket = byWeek.get(weeks - 1 - i);
    total += bucket?.reviews ?? 0;
    sum += bucket?.ratingSum ?? 0;
    return {
      weekStart: new Date(now.getTime() - (weeks - i) * WEEK_MS).toISOString(),
      newReviews: bucket?.reviews ?? 0,
      totalReviews: total,
      averageRating: total === 0 ? null : sum / total,
    };
  });
}
