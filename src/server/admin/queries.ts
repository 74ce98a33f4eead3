/** SQL for support tasks: course ownership. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseOwners, courses, users } from '../db/schema';

export async function findCourse(
  db: Executor,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** True when the assignment is new; false when it already existed (assigning is idempotent). */
export async function insertCourseOwner(db: Executor, courseId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(courseOwners)
    .values({ courseId, userId })
    .onConflictDoNothing()
    .returning({ courseId: courseOwners.courseId });
  return rows.length > 0;
}

export async function deleteCourseOwner(db: Executor, courseId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(courseOwners)
    .where(and(eq(courseOwners.courseId, courseId), eq(courseOwners.userId, userId)))
    .returning({ courseId: courseOwners.courseId });
  return rows.length > 0;
}

export interface OwnershipRow {
  courseId: string;
  courseName: string;
  owner: { id: string; email: string; firstName: string; lastName: string; role: string };
}

export async function listOwnerships(db: Executor): Promise<OwnershipRow[]> {
  return db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      owner: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      },
    })
    .from(courseOwners)
    .innerJoin(courses, eq(courses.id, courseOwners.courseId))
    .innerJoin(users, eq(users.id, courseOwners.userId))
    .orderBy(asc(courses.name), asc(courses.id), asc(users.email));
}
