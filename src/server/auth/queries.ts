/** SQL on refresh_tokens. Tokens are looked up by their SHA-256, never stored in the clear. */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  token: {
    userId: string;
    familyId: string;
    parentId?: string;
    tokenHash: string;
    expiresAt: Date;
    sessionStartedAt?: Date;
  },
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
  maxSessionAgeSeconds: number,
): Promise<{ id: string; userId: string; familyId: string; sessionStartedAt: Date } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        sessionYoungerThan(maxSessionAgeSeconds),
      ),
    )
    .returning({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      sessionStartedAt: refreshTokens.sessionStartedAt,
    });
  return row;
}

const sessionYoungerThan = (seconds: number) =>
  sql`${refreshTokens.sessionStartedAt} > now() - make_interval(secs => ${seconds})`;

/** Whether the token was rotated within the last `seconds` (database clock). */
export async function rotatedWithin(db: Executor, tokenId: string, seconds: number): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, tokenId),
        sql`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${seconds})`,
      ),
    );
  return rows.length > 0;
}

/** Revokes every session of the user (a password reset, an account takeover by Google). */
export async function revokeUserTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The same lookup, holding the row lock until the transaction ends (serialises retries of one token). */
export async function lockRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

/** The tokens issued in exchange for this one (normally one; more after retried refreshes). */
export async function findChildTokens(db: Executor, parentId: string): Promise<RefreshTokenRow[]> {
  return db.select().from(refreshTokens).where(eq(refreshTokens.parentId, parentId));
}

/** Retires the unused replacements of a token whose refresh is being retried. */
export async function revokeChildTokens(db: Executor, parentId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.parentId, parentId), isNull(refreshTokens.revokedAt)));
}

/** Ends a session: every token of the family stops working. Answers whether it was live. */
export async function revokeRefreshFamily(db: Executor, familyId: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * A session's rows rotated more than `seconds` ago: past the retry window nothing reads them (a
 * reuse of their token is recognised by the session id it carries), and a client refreshing all
 * day would otherwise add a row every time.
 */
export async function pruneRotatedTokens(db: Executor, familyId: string, seconds: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        sql`${refreshTokens.rotatedAt} < now() - make_interval(secs => ${seconds})`,
      ),
    );
}

/** Ends the account's live sessions past the newest `keep` (by sign-in): the oldest go. */
export async function endOldestSessions(db: Executor, userId: string, keep: number): Promise<void> {
  const surplus = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(refreshTokens.sessionStartedAt), desc(refreshTokens.createdAt))
    .offset(keep);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        inArray(refreshTokens.familyId, surplus),
      ),
    );
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
