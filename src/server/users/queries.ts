/** SQL on users. Emails are stored trimmed and lower-cased (the schemas normalise them first). */
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { UserStats } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { courses, restrooms, reviews, users } from '../db/schema';
import type { ReviewWithAuthor } from '../reviews/queries';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'googleSubject' | 'language'
>;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/**
 * Inserts the user, or returns undefined when the email is taken. ON CONFLICT instead of a lookup
 * first: two sign-ups racing for one email get exactly one account and one clean 409.
 */
export async function insertUserIfEmailFree(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** Sets the account's language (null: not chosen); undefined when the account no longer exists. */
export async function setUserLanguage(
  db: Executor,
  userId: string,
  language: Language | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Links a Google account to an existing user that has none yet; undefined if it already had one. */
export async function linkGoogleSubject(
  db: Executor,
  userId: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ googleSubject: subject })
    .where(and(eq(users.id, userId), isNull(users.googleSubject)))
    .returning();
  return row;
}

// ── The user dashboard (docs/product.md §2): own numbers, own reviews, own submissions ───────────
// Reviews and helpful votes count on listed restrooms only, like every other total
// (docs/decisions.md §4); the submissions list is the exception and shows rejected ones with the reason.

const onVisible = sql`rr.status in ('pending', 'approved')`;

/** One round trip; `::int` because PostgreSQL answers count(*) as bigint (text in JS). */
export async function countUserStats(db: Executor, userId: string): Promise<UserStats> {
  const [row] = await db
    .select({
      totalReviews: sql<number>`(select count(*)::int from reviews r join restrooms rr on rr.id = r.restroom_id
        where r.user_id = ${userId} and ${onVisible})`,
      averageRating: sql<number>`(select coalesce(avg(r.rating)::float8, 0) from reviews r join restrooms rr on rr.id = r.restroom_id
        where r.user_id = ${userId} and ${onVisible})`,
      restroomsAdded: sql<number>`(select count(*)::int from restrooms rr
        where rr.submitted_by = ${userId} and ${onVisible})`,
      // docs/decisions.md §1: helpful feedback *received*, so a vote on your own restroom is not counted.
      helpfulVotes: sql<number>`(select count(*)::int from restroom_feedback f join restrooms rr on rr.id = f.restroom_id
        where rr.submitted_by = ${userId} and ${onVisible} and f.kind = 'helpful' and f.user_id <> ${userId})`,
      // docs/product.md §13: quick questions answered (skips with "Not sure" included) and settled.
      answersGiven: sql<number>`(select count(*)::int from course_answers a where a.user_id = ${userId})`,
      factsSettled: sql<number>`(select count(*)::int from course_answers a where a.user_id = ${userId} and a.settled)`,
    })
    .from(sql`(select 1) as one`);
  return (
    row ?? {
      totalReviews: 0,
      averageRating: 0,
      restroomsAdded: 0,
      helpfulVotes: 0,
      answersGiven: 0,
      factsSettled: 0,
    }
  );
}

export type UserReviewRow = ReviewWithAuthor & { restroomName: string; courseName: string; courseId: string };

/** The user's reviews, newest first, each with its restroom's and course's names. */
export async function listUserReviews(db: Executor, userId: string): Promise<UserReviewRow[]> {
  return db
    .select({
      ...getTableColumns(reviews),
      firstName: users.firstName,
      lastName: users.lastName,
      restroomName: restrooms.name,
      courseName: courses.name,
      courseId: courses.id,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(restrooms, eq(restrooms.id, reviews.restroomId))
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(and(eq(reviews.userId, userId), inArray(restrooms.status, ['pending', 'approved'])))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type SubmissionRow = typeof restrooms.$inferSelect & { courseName: string };

/** Every restroom the user submitted, whatever its status, newest first. */
export async function listUserSubmissions(db: Executor, userId: string): Promise<SubmissionRow[]> {
  return db
    .select({ ...getTableColumns(restrooms), courseName: courses.name })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(eq(restrooms.submittedBy, userId))
    .orderBy(desc(restrooms.createdAt), desc(restrooms.id));
}
