/** SQL on refresh_tokens. Tokens are looked up by their SHA-256, never stored in the clear. */
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks a live token as used and answers who it belongs to, in one statement. The WHERE clause is
 * the concurrency guard: of two requests presenting the same token at once, PostgreSQL lets exactly
 * one UPDATE match (the other waits for the row lock, re-checks rotated_at and matches nothing).
 */
export async function claimRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; familyId: string } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row;
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Ends a session: every token of the family stops working. */
export async function revokeRefreshFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Housekeeping at sign-in: drops this user's rows that can never be accepted again (expired or
 * revoked). Rotated rows of live sessions stay until they expire: they are what detects reuse.
 */
export async function deleteDeadRefreshTokens(db: Executor, userId: string): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        or(lt(refreshTokens.expiresAt, sql`now()`), isNotNull(refreshTokens.revokedAt)),
      ),
    );
}
