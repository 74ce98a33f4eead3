/**
 * Owner moderation (docs/product.md §2, §4; docs/decisions.md §3): a pending submission is approved
 * (verified, optional notes) or rejected (reason required, hidden from listings) once, by an owner of its
 * course or an admin. The decision and the aggregates it changes are one transaction, under the
 * course lock, so two moderators deciding at once get one decision and one 409.
 */
import type * as v from 'valibot';
import type {
  OwnerCourse,
  OwnerStats,
  PendingSubmission,
  submissionReviewSchema,
  SubmissionReviewResult,
} from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Database, Executor } from '../db/client';
import { lockRestroomCourse, refreshAggregatesOf } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { findRestroom } from '../restrooms/queries';
import { presentOne } from '../restrooms/extras';
import { canModerate } from '../restrooms/service';
import { presentSubmission } from './present';
import { countOwnerStats, listOwnerCourses, listPendingSubmissions, setReviewOutcome } from './queries';

const SUBMISSION_NOT_FOUND = 'Submission not found';
export const NOT_YOUR_COURSE = 'You can only review submissions for your own courses';
export const ALREADY_REVIEWED = 'This submission has already been reviewed';

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
  db: Database,
  user: AuthUser,
  restroomId: string,
  decision: SubmissionReviewOutput,
  now: Date,
): Promise<SubmissionReviewResult> {
  return db.transaction(async (tx) => {
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
  });
}
