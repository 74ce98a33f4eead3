/**
 * Restroom rules (docs/decisions.md §3, docs/product.md §6): who may add, what status a new restroom gets,
 * who may delete. Writes follow the lock-and-recompute protocol of db/consistency.ts, which keeps the
 * aggregates of docs/decisions.md §4 exact. Reviews, feedback and the owner's moderation reuse the
 * restroom checks exported here.
 */
import type * as v from 'valibot';
import { isUuid, type Restroom, type restroomInputSchema } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import { refreshCourseAggregates } from '../db/aggregates';
import type { Executor, Transaction } from '../db/client';
import { lockCourse, lockRestroomCourse } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { requireAccount } from '../users/service';
import { detailColumns } from './columns';
import { findCourseRestrooms } from './course-restrooms';
import { presentOne } from './extras';
import { markRemoved } from './removal';
import {
  findListedTwin,
  findRestroom,
  insertRestroom,
  isCourseOwner,
  isVisible,
  type RestroomRow,
} from './queries';

const COURSE_NOT_FOUND = 'Course not found';
const RESTROOM_NOT_FOUND = 'Restroom not found';
export const NOT_YOUR_RESTROOM = 'You can only delete restrooms you submitted';
export const DUPLICATE_PENDING_RESTROOM =
  'A restroom with this name is already pending review for this course';
export const DUPLICATE_LISTED_RESTROOM = 'A restroom with this name is already listed for this course';

type RestroomInputOutput = v.InferOutput<typeof restroomInputSchema>;

/**
 * May this user vouch for the course's restrooms (approve, reject, add one pre-approved)? An admin
 * anywhere; a course owner on the courses support assigned to them; nobody else.
 */
export async function canModerate(db: Executor, user: AuthUser, courseId: string): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'course_owner') return false;
  return isCourseOwner(db, courseId, user.id);
}

/** lockRestroomCourse (db/consistency.ts), for writes that need a listed restroom: rejected ones are a 404. */
export async function lockVisibleRestroom(tx: Executor, restroomId: string): Promise<RestroomRow> {
  const row = await lockRestroomCourse(tx, restroomId);
  if (!row || !isVisible(row)) throw new ApiError(404, 'restroom_not_found', RESTROOM_NOT_FOUND);
  return row;
}

/** A listed restroom, for reads and for writes that do not touch the aggregates. */
export async function requireVisibleRestroom(db: Executor, restroomId: string): Promise<RestroomRow> {
  const row = isUuid(restroomId) ? await findRestroom(db, restroomId) : undefined;
  if (!row || !isVisible(row)) throw new ApiError(404, 'restroom_not_found', RESTROOM_NOT_FOUND);
  return row;
}

export async function listCourseRestrooms(db: Executor, courseId: string, now: Date): Promise<Restroom[]> {
  const listed = isUuid(courseId) ? await findCourseRestrooms(db, courseId, now) : undefined;
  if (!listed) throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  return listed;
}

/**
 * A restroom the course already lists is a 409: same name (case and spacing ignored) and same
 * gender, approved, or pending from the same golfer (their own resend). Gender is part of it because
 * the names are a short fixed list (docs/product.md §5): "Clubhouse Main" for men and for women are two
 * real restrooms. Someone else's pending twin does not block (issue 15): the owner sees both and
 * decides. A rejected one does not count: resubmitting it, corrected, is how a golfer answers a
 * rejection. Runs under the course lock (createRestroom), so of two identical submissions of one
 * golfer exactly one wins.
 */
async function refuseDuplicate(tx: Executor, user: AuthUser, input: RestroomInputOutput): Promise<void> {
  const twin = await findListedTwin(tx, input.courseId, input.name, input.gender, user.id);
  if (!twin) return;
  throw twin.status === 'pending'
    ? new ApiError(409, 'duplicate_restroom_pending', DUPLICATE_PENDING_RESTROOM)
    : new ApiError(409, 'duplicate_restroom_listed', DUPLICATE_LISTED_RESTROOM);
}

/**
 * A golfer's submission is pending (listed at once, unverified); an owner of that course or an
 * admin vouches for it by adding it, so theirs is approved and verified at once (docs/decisions.md §3).
 */
export async function createRestroom(
  tx: Executor,
  user: AuthUser,
  input: RestroomInputOutput,
  now: Date,
): Promise<Restroom> {
  if (!isUuid(input.courseId) || !(await lockCourse(tx, input.courseId))) {
    throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  }
  await requireAccount(tx, user.id);
  await refuseDuplicate(tx, user, input);
  const trusted = await canModerate(tx, user, input.courseId);
  const row = await insertRestroom(tx, {
    courseId: input.courseId,
    name: input.name,
    locationType: input.locationType,
    // Only on-course restrooms have a hole (docs/product.md §5); elsewhere a number would only mis-sort.
    holeNumber: input.locationType === 'on-course' ? (input.holeNumber ?? null) : null,
    facilityType: input.facilityType,
    gender: input.gender,
    accessibility: input.accessibility,
    ...detailColumns(input, now),
    status: trusted ? 'approved' : 'pending',
    isVerified: trusted,
    submittedBy: user.id,
    reviewedBy: trusted ? user.id : null,
    reviewedAt: trusted ? now : null,
    // An owner's (or admin's) own listing is their confirmation, dated (docs/product.md §10).
    ownerConfirmedAt: trusted ? now : null,
    lastConfirmedAt: trusted ? now : null,
  });
  await refreshCourseAggregates(tx, [row.courseId]);
  return presentOne(tx, row, now);
}

/**
 * docs/product.md §6: an admin deletes any restroom; a course owner only the ones they submitted.
 * A delete is a removal (removal.ts): golfers' reviews and reports of it are kept, and an admin can
 * undo it. One already taken off is gone for the caller too (404).
 */
export async function deleteRestroom(
  tx: Transaction,
  user: AuthUser,
  restroomId: string,
  now: Date,
): Promise<void> {
  const row = await lockRestroomCourse(tx, restroomId);
  if (!row || row.status === 'removed') throw new ApiError(404, 'restroom_not_found', RESTROOM_NOT_FOUND);
  if (user.role !== 'admin' && row.submittedBy !== user.id)
    throw new ApiError(403, 'not_your_restroom', NOT_YOUR_RESTROOM);
  await markRemoved(tx, row, user.id, now);
}
