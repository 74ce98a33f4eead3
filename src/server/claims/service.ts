/**
 * Claims of a course (docs/product.md §12): a course owner with a verified e-mail claims a course
 * (one open claim per course), an admin approves it (they become one of its owners) or rejects it
 * with a reason; either way the claimant gets an e-mail, queued in the decision's transaction
 * (notifications/queue.ts) so it is never lost. The owners of a course see each other.
 */
import type { AdminClaim, ClaimDecision, CourseOwner, OwnClaim } from '../../shared/schemas';
import { isUuid } from '../../shared/schemas';
import { insertCourseOwner } from '../admin/queries';
import type { AuthUser } from '../auth/tokens';
import type { Database, Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { enqueueClaimMail } from '../notifications/queue';
import { isCourseOwner } from '../restrooms/queries';
import { requireAccount } from '../users/service';
import { presentAdminClaim, presentOwnClaim } from './present';
import {
  findClaimForUpdate,
  findCourseContact,
  insertClaim,
  listClaimsOf,
  listClaimsOfUsers,
  listOpenClaims,
  listOwnersOf,
  setClaimDecision,
} from './queries';

const CLAIM_TEXTS = {
  courseNotFound: 'Course not found',
  claimNotFound: 'Claim not found',
  ownersOnly: 'Only course owner accounts can claim a course: register with the account type Course Owner.',
  verifyFirst:
    'Verify your email address first: open the link we sent you (you can send a new one from your dashboard).',
  alreadyOwner: 'You are already an owner of this course',
  alreadyOpen: 'You already have a claim for this course waiting for review',
  alreadyDecided: 'This claim has already been decided',
  notAnOwner: 'Only the owners of this course and admins can see its owners',
  approved: 'Claim approved: they are now an owner of the course',
  rejected: 'Claim rejected: they have been told why',
} as const;

async function requireCourse(db: Executor, courseId: string) {
  const course = isUuid(courseId) ? await findCourseContact(db, courseId) : undefined;
  if (!course) throw new ApiError(404, 'course_not_found', CLAIM_TEXTS.courseNotFound);
  return course;
}

export async function createClaim(
  db: Database,
  user: AuthUser,
  courseId: string,
  input: { role: string; phone: string; note?: string | undefined },
  now: Date,
): Promise<OwnClaim> {
  const course = await requireCourse(db, courseId);
  if (user.role !== 'course_owner')
    throw new ApiError(403, 'course_owner_account_required', CLAIM_TEXTS.ownersOnly);
  const account = await requireAccount(db, user.id);
  // The claim shows the reviewer a verified address: anyone could type a course's real one.
  if (!account.emailVerifiedAt) throw new ApiError(403, 'email_not_verified', CLAIM_TEXTS.verifyFirst);
  if (await isCourseOwner(db, course.id, user.id))
    throw new ApiError(409, 'already_course_owner', CLAIM_TEXTS.alreadyOwner);
  const row = await insertClaim(db, {
    courseId: course.id,
    userId: user.id,
    role: input.role,
    phone: input.phone,
    note: input.note ?? null,
    createdAt: now,
  });
  if (!row) throw new ApiError(409, 'claim_pending', CLAIM_TEXTS.alreadyOpen);
  return presentOwnClaim({ ...row, courseName: course.name });
}

export async function getOwnClaims(db: Executor, user: AuthUser): Promise<OwnClaim[]> {
  return (await listClaimsOf(db, user.id)).map(presentOwnClaim);
}

export async function getAdminClaims(db: Executor): Promise<AdminClaim[]> {
  const open = await listOpenClaims(db);
  const others = await listClaimsOfUsers(db, [...new Set(open.map((row) => row.claimant.id))]);
  const owners = await listOwnersOf(db, [...new Set(open.map((row) => row.claim.courseId))]);
  return open.map((row) => presentAdminClaim(row, others, owners));
}

export async function decideClaim(
  db: Database,
  admin: AuthUser,
  claimId: string,
  decision: ClaimDecision,
  now: Date,
): Promise<{ claim: OwnClaim; message: string }> {
  return db.transaction(async (tx) => {
    const claim = isUuid(claimId) ? await findClaimForUpdate(tx, claimId) : undefined;
    if (!claim) throw new ApiError(404, 'claim_not_found', CLAIM_TEXTS.claimNotFound);
    if (claim.status !== 'pending') throw new ApiError(409, 'claim_decided', CLAIM_TEXTS.alreadyDecided);
    const approve = decision.action === 'approve';
    const reason = decision.reason?.trim() || null;
    if (approve) await insertCourseOwner(tx, claim.courseId, claim.userId);
    const row = await setClaimDecision(tx, claim.id, {
      status: approve ? 'approved' : 'rejected',
      reason,
      decidedBy: admin.id,
      decidedAt: now,
    });
    await enqueueClaimMail(tx, {
      userId: claim.userId,
      courseId: claim.courseId,
      claimId: claim.id,
      payload: {
        decision: approve ? 'approved' : 'rejected',
        courseId: claim.courseId,
        courseName: claim.courseName,
        ...(reason ? { reason } : {}),
      },
    });
    return {
      claim: presentOwnClaim({ ...row, courseName: claim.courseName }),
      message: approve ? CLAIM_TEXTS.approved : CLAIM_TEXTS.rejected,
    };
  });
}

/** The owners of a course, for its owners (who see each other) and admins. */
export async function getCourseOwners(
  db: Executor,
  user: AuthUser,
  courseId: string,
): Promise<CourseOwner[]> {
  const course = await requireCourse(db, courseId);
  if (user.role !== 'admin' && !(await isCourseOwner(db, course.id, user.id))) {
    throw new ApiError(403, 'not_your_course', CLAIM_TEXTS.notAnOwner);
  }
  return (await listOwnersOf(db, [course.id])).map(({ id, firstName, lastName, email }) => ({
    _id: id,
    firstName,
    lastName,
    email,
  }));
}
