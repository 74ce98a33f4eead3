/**
 * The single-use links sent by mail (email_tokens): 32 random bytes, only their SHA-256 stored.
 * Issuing one retires the person's earlier unused links of the same purpose, so only the newest
 * works; using one is a single UPDATE that checks it is unused and unexpired, so of two clicks
 * racing each other exactly one succeeds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A verification link works for a day; a reset link, which sets a password, for an hour. */
const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function issueEmailToken(
  db: Executor,
  user: { id: string; email: string },
  purpose: EmailTokenPurpose,
): Promise<string> {
  await retireEmailTokens(db, user.id, purpose);
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId: user.id,
    purpose,
    email: user.email,
    tokenHash: hashOf(token),
    expiresAt: sql`now() + make_interval(secs => ${EMAIL_TOKEN_TTL_SECONDS[purpose]})`,
  });
  return token;
}

/** The token's row while it still works: this purpose, not used, not expired. */
const usable = (token: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, hashOf(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );

/** Uses the token: whose it was and the address it was sent to, or undefined if it cannot be used. */
export async function claimEmailToken(
  db: Executor,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** When the token stops working, if it works now (read only: the link stays usable). */
export async function readEmailToken(
  db: Executor,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<{ expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row;
}

/** Makes every unused link of this purpose unusable (a newer one was sent, or the job is done). */
export async function retireEmailTokens(db: Executor, userId: string, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
