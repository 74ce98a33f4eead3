/**
 * SQL of the owner dashboard. Every query is limited to the moderator's scope: an admin sees every
 * course, a course owner the courses support assigned to them (docs/decisions.md §3).
 */
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { OwnerCourse, OwnerStats } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { courses, restrooms, users } from '../db/schema';
import { VISIBLE_STATUSES, type DetailColumn, type RestroomRow } from '../restrooms/queries';

/** A condition on the `courses` table: is this course in the user's scope? */
export function inScope(user: AuthUser, course: SQL | typeof courses.id = courses.id): SQL {
  if (user.role === 'admin') return sql`true`;
  return sql`${course} in (select co.course_id from course_owners co where co.user_id = ${user.id})`;
}

/** The five cards, counted from the rows: listed restrooms only, pending submissions apart. */
export async function countOwnerStats(db: Executor, user: AuthUser): Promise<OwnerStats> {
  const scoped = inScope(user, sql`rr.course_id`);
  const visible = sql`rr.status in ('pending', 'approved')`;
  const [row] = await db
    .select({
      totalCourses: sql<number>`(select count(*)::int from courses where ${inScope(user)})`,
      totalRestrooms: sql<number>`(select count(*)::int from restrooms rr where ${scoped} and ${visible})`,
      pendingSubmissions: sql<number>`(select count(*)::int from restrooms rr where ${scoped} and rr.status = 'pending')`,
      totalReviews: sql<number>`(select count(*)::int from reviews r join restrooms rr on rr.id = r.restroom_id
        where ${scoped} and ${visible})`,
      averageRating: sql<number>`(select coalesce(avg(r.rating)::float8, 0) from reviews r join restrooms rr on rr.id = r.restroom_id
        where ${scoped} and ${visible})`,
    })
    .from(sql`(select 1) as one`);
  return (
    row ?? { totalCourses: 0, totalRestrooms: 0, pendingSubmissions: 0, totalReviews: 0, averageRating: 0 }
  );
}

/** By name, case-insensitively and the same on every collation (as the course list). */
export async function listOwnerCourses(db: Executor, user: AuthUser): Promise<OwnerCourse[]> {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      averageRating: courses.averageRating,
      city: courses.city,
      state: courses.state,
      country: courses.country,
      totalRestrooms: courses.totalRestrooms,
      totalReviews: courses.totalReviews,
    })
    .from(courses)
    .where(inScope(user))
    .orderBy(sql`lower(${courses.name} collate "C")`, asc(courses.id));
  return rows.map(({ id, ...course }) => ({ _id: id, ...course }));
}

export type PendingRow = RestroomRow & {
  courseName: string;
  submitterFirstName: string | null;
  submitterLastName: string | null;
};

/** Oldest first: the queue is worked from the front. */
export async function listPendingSubmissions(db: Executor, user: AuthUser): Promise<PendingRow[]> {
  return db
    .select({
      ...getTableColumns(restrooms),
      courseName: courses.name,
      submitterFirstName: users.firstName,
      submitterLastName: users.lastName,
    })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .leftJoin(users, eq(users.id, restrooms.submittedBy))
    .where(and(eq(restrooms.status, 'pending'), inScope(user)))
    .orderBy(asc(restrooms.createdAt), asc(restrooms.id));
}

export type ReviewOutcome = Pick<
  typeof restrooms.$inferInsert,
  | 'status'
  | 'isVerified'
  | 'rejectionReason'
  | 'reviewNotes'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'ownerConfirmedAt'
  | 'lastConfirmedAt'
>;

export async function setReviewOutcome(db: Executor, id: string, outcome: ReviewOutcome): Promise<void> {
  await db.update(restrooms).set(outcome).where(eq(restrooms.id, id));
}

/** The course's listed restrooms (pending and approved), oldest first, as the set-up matches them. */
export async function listListedRooms(db: Executor, courseId: string): Promise<RestroomRow[]> {
  return db
    .select()
    .from(restrooms)
    .where(and(eq(restrooms.courseId, courseId), inArray(restrooms.status, [...VISIBLE_STATUSES])))
    .orderBy(asc(restrooms.createdAt), asc(restrooms.id));
}

export type SetupRow = Pick<
  typeof restrooms.$inferInsert,
  | 'name'
  | 'locationType'
  | 'holeNumber'
  | 'facilityType'
  | 'unstated'
  | 'status'
  | 'isVerified'
  | 'ownerConfirmedAt'
  | 'lastConfirmedAt'
  | 'reviewedBy'
  | 'reviewedAt'
  | DetailColumn
>;

/** A listed restroom as the owner's set-up says it is (owner/setup.ts). */
export async function updateSetupRow(db: Executor, id: string, fields: SetupRow): Promise<void> {
  await db.update(restrooms).set(fields).where(eq(restrooms.id, id));
}
