/**
 * A person's own data, all of it: GET /api/users/me/export and DELETE /api/users/me.
 *
 * Deleting an account removes, in one transaction: the person's reviews (the aggregates of every
 * restroom and course they touched recomputed from the rows, under the course locks, as every
 * review write does), their helpful/invalid feedback, sessions, mailed links, course ownerships,
 * stored idempotent answers (they hold the person's writes) and sign-in counters keyed by their
 * email; then the account itself, with which their status reports, confirmations and answers to
 * courses' questions go (ON DELETE CASCADE; a restroom keeps the date it was last confirmed). Restrooms they submitted stay listed for other golfers, with the
 * submitter removed (restrooms.submitted_by becomes null: "a deleted account").
 */
import { and, asc, desc, eq, getTableColumns, inArray, like, or, sql } from 'drizzle-orm';
import type { AccountExport } from '../../shared/schemas';
import type { Database, Executor } from '../db/client';
import { revokeAccessTokensOfDeleted } from '../auth/token-revocations';
import { rewriteCourses } from '../db/consistency';
import {
  courseClaims,
  courseAnswers,
  courseOwners,
  courses,
  idempotencyKeys,
  rateLimitCounters,
  refreshTokens,
  restroomConfirmations,
  restroomFeedback,
  restroomReports,
  restrooms,
  reviews,
  users,
} from '../db/schema';
import type { UserRow } from './queries';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function exportAccount(db: Executor, user: UserRow): Promise<AccountExport> {
  const [
    reviewRows,
    feedbackRows,
    submissionRows,
    ownershipRows,
    sessionRows,
    reportRows,
    confirmationRows,
    claimRows,
    answerRows,
  ] = await Promise.all([
    db
      .select({ ...getTableColumns(reviews), restroomName: restrooms.name, courseName: courses.name })
      .from(reviews)
      .innerJoin(restrooms, eq(restrooms.id, reviews.restroomId))
      .innerJoin(courses, eq(courses.id, restrooms.courseId))
      .where(eq(reviews.userId, user.id))
      .orderBy(desc(reviews.createdAt)),
    db
      .select({
        restroomId: restroomFeedback.restroomId,
        kind: restroomFeedback.kind,
        createdAt: restroomFeedback.createdAt,
        restroomName: restrooms.name,
      })
      .from(restroomFeedback)
      .innerJoin(restrooms, eq(restrooms.id, restroomFeedback.restroomId))
      .where(eq(restroomFeedback.userId, user.id)),
    db
      .select({ ...getTableColumns(restrooms), courseName: courses.name })
      .from(restrooms)
      .innerJoin(courses, eq(courses.id, restrooms.courseId))
      .where(eq(restrooms.submittedBy, user.id))
      .orderBy(desc(restrooms.createdAt)),
    db
      .select({ courseId: courses.id, courseName: courses.name })
      .from(courseOwners)
      .innerJoin(courses, eq(courses.id, courseOwners.courseId))
      .where(eq(courseOwners.userId, user.id))
      .orderBy(asc(courses.name)),
    db
      .select({
        startedAt: sql<Date>`min(${refreshTokens.sessionStartedAt})`,
        lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`,
        revoked: sql<boolean>`bool_or(${refreshTokens.revokedAt} is not null)`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id))
      .groupBy(refreshTokens.familyId),
    db
      .select({
        _id: restroomReports.id,
        restroomId: restroomReports.restroomId,
        restroomName: restrooms.name,
        kind: restroomReports.kind,
        note: restroomReports.note,
        createdAt: restroomReports.createdAt,
        expiresAt: restroomReports.expiresAt,
        resolution: restroomReports.resolution,
      })
      .from(restroomReports)
      .innerJoin(restrooms, eq(restrooms.id, restroomReports.restroomId))
      .where(eq(restroomReports.userId, user.id))
      .orderBy(desc(restroomReports.createdAt)),
    db
      .select({
        restroomId: restroomConfirmations.restroomId,
        restroomName: restrooms.name,
        createdAt: restroomConfirmations.createdAt,
      })
      .from(restroomConfirmations)
      .innerJoin(restrooms, eq(restrooms.id, restroomConfirmations.restroomId))
      .where(eq(restroomConfirmations.userId, user.id))
      .orderBy(desc(restroomConfirmations.createdAt)),
    db
      .select({
        _id: courseClaims.id,
        courseId: courseClaims.courseId,
        courseName: courses.name,
        role: courseClaims.role,
        phone: courseClaims.phone,
        note: courseClaims.note,
        status: courseClaims.status,
        reason: courseClaims.reason,
        createdAt: courseClaims.createdAt,
        decidedAt: courseClaims.decidedAt,
      })
      .from(courseClaims)
      .innerJoin(courses, eq(courses.id, courseClaims.courseId))
      .where(eq(courseClaims.userId, user.id))
      .orderBy(desc(courseClaims.createdAt)),
    db
      .select({
        courseId: courseAnswers.courseId,
        courseName: courses.name,
        questionId: courseAnswers.questionId,
        answer: courseAnswers.answer,
        latitude: courseAnswers.latitude,
        longitude: courseAnswers.longitude,
        answeredAt: courseAnswers.answeredAt,
      })
      .from(courseAnswers)
      .innerJoin(courses, eq(courses.id, courseAnswers.courseId))
      .where(eq(courseAnswers.userId, user.id))
      .orderBy(desc(courseAnswers.answeredAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      _id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      signsInWith: [
        ...(user.passwordHash ? ['password' as const] : []),
        ...(user.googleSubject ? ['google' as const] : []),
      ],
      language: user.language,
      createdAt: user.createdAt.toISOString(),
    },
    reviews: reviewRows.map((row) => ({
      _id: row.id,
      restroomId: row.restroomId,
      restroomName: row.restroomName,
      courseName: row.courseName,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    feedback: feedbackRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    submissions: submissionRows.map((row) => ({
      _id: row.id,
      courseId: row.courseId,
      courseName: row.courseName,
      name: row.name,
      locationType: row.locationType,
      holeNumber: row.holeNumber,
      facilityType: row.facilityType,
      gender: row.gender,
      accessibility: row.accessibility,
      status: row.status,
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
    })),
    courseOwnerships: ownershipRows,
    // Claims of a course (docs/product.md §12): the phone number and note the person gave.
    claims: claimRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    })),
    reports: reportRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: iso(row.expiresAt),
    })),
    confirmations: confirmationRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    answers: answerRows.map((row) => ({ ...row, answeredAt: row.answeredAt.toISOString() })),
    sessions: sessionRows.map((row) => ({
      startedAt: new Date(row.startedAt).toISOString(),
      lastUsedAt: new Date(row.lastUsedAt).toISOString(),
      active: !row.revoked,
    })),
  };
}

/** `%` and `_` are LIKE wildcards; an email may hold either. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function eraseAccount(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const touched = async () =>
      (
        await tx
          .selectDistinct({ id: restrooms.courseId })
          .from(reviews)
          .innerJoin(restrooms, eq(restrooms.id, reviews.restroomId))
          .where(eq(reviews.userId, user.id))
      ).map((row) => row.id);
    await rewriteCourses(tx, touched, async () => {
      await tx.delete(reviews).where(eq(reviews.userId, user.id));
      await tx.delete(restroomFeedback).where(eq(restroomFeedback.userId, user.id));
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
      const email = likeLiteral(user.email);
      await tx
        .delete(rateLimitCounters)
        .where(
          or(
            inArray(rateLimitCounters.key, [`login:account:${user.email}`, `reset-mail:email:${user.email}`]),
            like(rateLimitCounters.key, `login:account-address:${email}|%`),
          ),
        );
      // Sessions, mailed links and ownerships go with the row; submissions lose their submitter;
      // its access tokens end in every process.
      await tx.delete(users).where(and(eq(users.id, user.id)));
      await revokeAccessTokensOfDeleted(tx, user.id);
    });
  });
}
