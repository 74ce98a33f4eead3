/**
 * Support tasks (docs/decisions.md §3): creating admins and assigning course owners. One service for
 * the admin API and the `npm run admin` command line, so both follow the same rules.
 */
import { isUuid, type User } from '../../shared/schemas';
import { createPasswordUser } from '../auth/service';
import type { Database } from '../db/client';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { presentUser } from '../users/present';
import { findUserByEmail, findUserById, type UserRow } from '../users/queries';
import { deleteCourseOwner, findCourse, insertCourseOwner, listOwnerships } from './queries';
import type { CreateAdminRequest } from './schemas';

const COURSE_NOT_FOUND_MESSAGE = 'Course not found';
const USER_NOT_FOUND_MESSAGE = 'User not found';
const NO_ACCOUNT_WITH_EMAIL_MESSAGE = 'No account exists with that email';

export interface CourseRef {
  _id: string;
  name: string;
}

export interface CourseOwnership {
  course: CourseRef;
  owner: User;
}

/** Support vouches for the address of an admin it creates: the account starts verified. */
export async function createAdmin(db: Database, input: CreateAdminRequest): Promise<User> {
  const user = await createPasswordUser(db, { ...input, role: 'admin' });
  const [verified] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return presentUser(verified ?? user);
}

/** Assigns the account with this email as an owner of the course. Idempotent. */
export async function assignOwner(
  db: Database,
  courseId: string,
  email: string,
): Promise<CourseOwnership & { created: boolean }> {
  const course = await requireCourse(db, courseId);
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiError(404, 'account_not_found', NO_ACCOUNT_WITH_EMAIL_MESSAGE);
  if (user.role === 'regular') {
    throw new ApiError(
      400,
      'not_course_owner_account',
      `${user.email} is a regular user account. Only course owner accounts can be assigned to a course: ask them to register with the account type Course Owner.`,
    );
  }
  if (!user.emailVerifiedAt) {
    // A course's owner answers for it in public: the address must be proven to be theirs, or
    // anyone could register a course's real email first and be handed the course.
    throw new ApiError(
      400,
      'email_not_verified',
      `${user.email} has not verified their email address yet. Ask them to open the link we sent them (they can send a new one from their dashboard), then assign them again.`,
    );
  }
  const created = await insertCourseOwner(db, course._id, user.id);
  return { course, owner: presentUser(user), created };
}

/** Removes the assignment; `removed` is false when it did not exist (nothing to do). */
export async function unassignOwner(
  db: Database,
  courseId: string,
  user: { id: string } | { email: string },
): Promise<CourseOwnership & { removed: boolean }> {
  const course = await requireCourse(db, courseId);
  const owner = await requireUser(db, user);
  const removed = await deleteCourseOwner(db, course._id, owner.id);
  return { course, owner: presentUser(owner), removed };
}

/** Courses that have owners, each with its owners; ordered by course name. */
export async function listCourseOwners(
  db: Database,
): Promise<{ courses: (CourseRef & { owners: User[] })[] }> {
  const byCourse = new Map<string, CourseRef & { owners: User[] }>();
  for (const row of await listOwnerships(db)) {
    let entry = byCourse.get(row.courseId);
    if (!entry) {
      entry = { _id: row.courseId, name: row.courseName, owners: [] };
      byCourse.set(row.courseId, entry);
    }
    entry.owners.push(presentUser(row.owner));
  }
  return { courses: [...byCourse.values()] };
}

async function requireCourse(db: Database, courseId: string): Promise<CourseRef> {
  const course = isUuid(courseId) ? await findCourse(db, courseId) : undefined;
  if (!course) throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND_MESSAGE);
  return { _id: course.id, name: course.name };
}

async function requireUser(db: Database, user: { id: string } | { email: string }): Promise<UserRow> {
  if ('email' in user) {
    const row = await findUserByEmail(db, user.email);
    if (!row) throw new ApiError(404, 'account_not_found', NO_ACCOUNT_WITH_EMAIL_MESSAGE);
    return row;
  }
  const row = isUuid(user.id) ? await findUserById(db, user.id) : undefined;
  if (!row) throw new ApiError(404, 'user_not_found', USER_NOT_FOUND_MESSAGE);
  return row;
}
