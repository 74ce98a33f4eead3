/** SQL on users. Emails are stored trimmed and lower-cased (the schemas normalise them first). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'googleSubject'
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
