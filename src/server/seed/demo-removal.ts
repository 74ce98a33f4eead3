/**
 * Taking the demo out of a database that must go live: the demo accounts sign in with a password
 * printed in the README (an admin among them), so a production start disables their sign-in
 * (main.ts; it still starts: refusing to would let anyone who registers a demo address on a live
 * server stop its next start), and `npm run admin -- remove-demo` removes them with the sample
 * content. Demo accounts are the rows the seed flagged (users.is_demo), never an address match.
 *
 * What goes: the three demo accounts (their reviews and feedback with them; restrooms they
 * submitted stay, anonymised), every sample review and sample restroom, and every sample course
 * nobody else has added a restroom to. What stays: everything real people wrote, with the
 * aggregates of every course touched recomputed from the rows in the same transaction.
 */
import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { revokeAccessTokens, revokeAccessTokensOfDeleted } from '../auth/token-revocations';
import type { Database, Executor } from '../db/client';
import { rewriteCourses } from '../db/consistency';
import { courses, idempotencyKeys, refreshTokens, restrooms, reviews, users } from '../db/schema';

export const DEMO_SIGN_IN_DISABLED_MESSAGE = (emails: string[]) =>
  `NODE_ENV=production: the demo accounts ${emails.join(', ')} sign in with the password ` +
  'published in the README, so their sign-in is disabled. Remove them (and the sample content) ' +
  'with `npm run admin -- remove-demo` (on the embedded database, with the server stopped).';

export interface DemoRemoval {
  accounts: number;
  reviews: number;
  restrooms: number;
  courses: number;
}

/** The demo accounts' emails that exist in this database. */
export async function demoAccountEmails(db: Executor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.isDemo, true));
  return rows.map((row) => row.email).sort();
}

/**
 * Production: the demo accounts can no longer sign in. Their password is removed (a password
 * sign-in finds no hash; Google sign-in refuses the demo's domain) and their sessions and access
 * tokens end;
 * answers the accounts' emails. Idempotent, and harmless to every other account.
 */
export async function disableDemoSignIn(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const demo = await tx
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.isDemo, true));
    const enabled = demo.filter((row) => row.passwordHash !== null).map((row) => row.id);
    if (enabled.length > 0) {
      await tx.update(users).set({ passwordHash: null }).where(inArray(users.id, enabled));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(inArray(refreshTokens.userId, enabled), isNull(refreshTokens.revokedAt)));
      for (const id of enabled) await revokeAccessTokens(tx, id);
    }
    return demo.map((row) => row.email).sort();
  });
}

export async function removeDemo(db: Database): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const demoIds = (await tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true))).map(
      (row) => row.id,
    );
    const byDemo = demoIds.length > 0 ? inArray(reviews.userId, demoIds) : sql`false`;
    const touched = async () => {
      const rows = await tx
        .selectDistinct({ id: restrooms.courseId })
        .from(restrooms)
        .leftJoin(reviews, sql`${reviews.restroomId} = ${restrooms.id}`)
        .where(or(eq(restrooms.isSample, true), eq(reviews.isSample, true), byDemo));
      return rows.map((row) => row.id);
    };
    return rewriteCourses(tx, touched, async () => {
      const removedReviews = await tx
        .delete(reviews)
        .where(or(eq(reviews.isSample, true), byDemo))
        .returning({ id: reviews.id });
      const removedRestrooms = await tx
        .delete(restrooms)
        .where(eq(restrooms.isSample, true))
        .returning({ id: restrooms.id });
      if (demoIds.length > 0) {
        // Stored answers to their writes name them; the rest goes with the rows (foreign keys).
        await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.userId, demoIds));
        await tx.delete(users).where(inArray(users.id, demoIds));
        for (const id of demoIds) await revokeAccessTokensOfDeleted(tx, id);
      }
      const removedCourses = await tx
        .delete(courses)
        .where(
          and(
            eq(courses.isSample, true),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(restrooms)
                .where(sql`${restrooms.courseId} = ${courses.id}`),
            ),
          ),
        )
        .returning({ id: courses.id });
      return {
        accounts: demoIds.length,
        reviews: removedReviews.length,
        restrooms: removedRestrooms.length,
        courses: removedCourses.length,
      };
    });
  });
}
