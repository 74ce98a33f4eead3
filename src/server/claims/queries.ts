/** SQL of course claims and owners (docs/product.md §12). */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseClaims, courseOwners, courses, users } from '../db/schema';

export type ClaimRow = typeof courseClaims.$inferSelect;
export type ClaimWithCourse = ClaimRow & { courseName: string };

const withCourse = { ...{ claim: courseClaims }, courseName: courses.name };

/** The new claim, or undefined when the user already has an open one for the course. */
export async function insertClaim(
  db: Executor,
  fields: Pick<ClaimRow, 'courseId' | 'userId' | 'role' | 'phone' | 'note' | 'createdAt'>,
): Promise<ClaimRow | undefined> {
  // The partial unique index (one pending claim per user and course) is the conflict.
  const [row] = await db.insert(courseClaims).values(fields).onConflictDoNothing().returning();
  return row;
}

export async function listClaimsOf(db: Executor, userId: string): Promise<ClaimWithCourse[]> {
  const rows = await db
    .select(withCourse)
    .from(courseClaims)
    .innerJoin(courses, eq(courses.id, courseClaims.courseId))
    .where(eq(courseClaims.userId, userId))
    .orderBy(desc(courseClaims.createdAt), asc(courseClaims.id));
  return rows.map(({ claim, courseName }) => ({ ...claim, courseName }));
}

export async function findClaimForUpdate(db: Executor, id: string): Promise<ClaimWithCourse | undefined> {
  const [row] = await db
    .select(withCourse)
    .from(courseClaims)
    .innerJoin(courses, eq(courses.id, courseClaims.courseId))
    .where(eq(courseClaims.id, id))
    .for('update', { of: courseClaims });
  return row && { ...row.claim, courseName: row.courseName };
}

export async function setClaimDecision(
  db: Executor,
  id: string,
  decision: Pick<ClaimRow, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>,
): Promise<ClaimRow> {
  const [row] = await db.update(courseClaims).set(decision).where(eq(courseClaims.id, id)).returning();
  if (!row) throw new Error('claim vanished inside its own transaction');
  return row;
}

/** The admins' queue: open claims, oldest first, with the claimant and the course. */
export async function listOpenClaims(db: Executor) {
  return db
    .select({
      claim: courseClaims,
      course: {
        name: courses.name,
        phone: courses.phone,
        website: courses.website,
        city: courses.city,
        state: courses.state,
      },
      claimant: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
      },
    })
    .from(courseClaims)
    .innerJoin(courses, eq(courses.id, courseClaims.courseId))
    .innerJoin(users, eq(users.id, courseClaims.userId))
    .where(eq(courseClaims.status, 'pending'))
    .orderBy(asc(courseClaims.createdAt), asc(courseClaims.id));
}

/** Every claim of these users (the queue shows each claimant's others). */
export async function listClaimsOfUsers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: courseClaims.id,
      userId: courseClaims.userId,
      courseId: courseClaims.courseId,
      courseName: courses.name,
      status: courseClaims.status,
    })
    .from(courseClaims)
    .innerJoin(courses, eq(courses.id, courseClaims.courseId))
    .where(inArray(courseClaims.userId, userIds))
    .orderBy(desc(courseClaims.createdAt));
}

export async function listOwnersOf(db: Executor, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseOwners.courseId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(courseOwners)
    .innerJoin(users, eq(users.id, courseOwners.userId))
    .where(inArray(courseOwners.courseId, courseIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function findCourseContact(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}
