/**
 * Sessions = refresh-token families (docs/decisions.md §1, §2).
 * - Signing in (password or Google) starts a family: a new random token, stored hashed.
 * - Refreshing rotates: the presented token is marked used and a new one joins its family, in one
 *   transaction, so a crash between the two never leaves the user without a token.
 * - A rotated token presented again within ROTATION_GRACE_SECONDS of its rotation, while its
 *   replacement has never been used, is a retry whose answer was lost (one bar of signal on the
 *   course): the unused replacement is retired and a new one issued. Signing the golfer out there
 *   would also strand their offline writes. Later than that it counts as reuse.
 * - A session ends MAX_SESSION_AGE_SECONDS after its sign-in, however often it is refreshed.
 * - Any other re-use of a rotated or retired token is reuse: either a thief or the real client
 *   holds a stale copy, and we cannot tell which, so the whole family is revoked. A token names its
 *   family (tokens.ts), so this holds after its row is gone: rows rotated more than
 *   ROTATION_GRACE_SECONDS ago are pruned at the family's next rotation (a client refreshing all
 *   day added a row every time; issue 36).
 * - Signing out revokes the family. An account keeps at most MAX_LIVE_SESSIONS; a sign-in past
 *   them ends the oldest.
 * - Successful sign-ins and refreshes have ceilings per account (login-limits.ts) and per address.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import type { Logger } from '../logger';
import { authUserOf } from '../users/present';
import { revokeAccessTokens } from './token-revocations';
import { findUserById } from '../users/queries';
import { SESSIONS_RATE_LIMITED_MESSAGE, type AccountRules } from './login-limits';
import { hitRateLimit, tooManyRequests } from './rate-limit';
import {
  claimRefreshToken,
  deleteDeadRefreshTokens,
  endOldestSessions,
  findChildTokens,
  findRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  pruneRotatedTokens,
  revokeChildTokens,
  revokeRefreshFamily,
  rotatedWithin,
  type RefreshTokenRow,
} from './queries';
import {
  familyOfRefreshToken,
  hashRefreshToken,
  MAX_LIVE_SESSIONS,
  MAX_SESSION_AGE_SECONDS,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  ROTATION_GRACE_SECONDS,
  type AccessTokens,
  type AuthUser,
} from './tokens';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** What starting and renewing sessions needs. */
export interface SessionDeps {
  db: Database;
  accessTokens: AccessTokens;
  /** The per-account ceilings on sessions (login-limits.ts accountRules). */
  limits: AccountRules;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_MS);

export async function startSession(db: Database, tokens: AccessTokens, user: AuthUser): Promise<TokenPair> {
  const familyId = randomUUID();
  const refreshToken = newRefreshToken(familyId);
  await deleteDeadRefreshTokens(db, user.id);
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: expiry(),
  });
  await endOldestSessions(db, user.id, MAX_LIVE_SESSIONS);
  return { accessToken: await tokens.sign(user), refreshToken };
}

type Rotation =
  | { kind: 'rotated'; user: AuthUser; refreshToken: string }
  | { kind: 'reused'; userId?: string; familyId: string }
  | { kind: 'invalid' };

export async function refreshSession(
  { db, accessTokens: tokens, limits }: SessionDeps,
  presented: string,
  logger: Logger,
): Promise<TokenPair> {
  const tokenHash = hashRefreshToken(presented);
  // Counted outside the rotation's transaction, which a refusal must not roll back.
  const known = limits.refreshes ? await findRefreshToken(db, tokenHash) : undefined;
  if (known && limits.refreshes) {
    const hit = await hitRateLimit(db, limits.refreshes, known.userId);
    if (!hit.allowed)
      throw tooManyRequests('sessions_rate_limited', SESSIONS_RATE_LIMITED_MESSAGE, hit.retryAfterSeconds);
  }
  // The transaction returns the outcome instead of throwing: a reuse must commit its revocation.
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const issueReplacement = async (parent: {
      id: string;
      userId: string;
      familyId: string;
      sessionStartedAt: Date;
    }) => {
      // Re-read the user: a role changed since sign-in is picked up at the next refresh.
      const user = await findUserById(tx, parent.userId);
      if (!user) return undefined;
      const refreshToken = newRefreshToken(parent.familyId);
      await pruneRotatedTokens(tx, parent.familyId, ROTATION_GRACE_SECONDS);
      await insertRefreshToken(tx, {
        userId: user.id,
        familyId: parent.familyId,
        parentId: parent.id,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: expiry(),
        sessionStartedAt: parent.sessionStartedAt,
      });
      // The sign-in's time, not the refresh's: "signed in recently" must mean a real sign-in.
      const authTime = Math.floor(parent.sessionStartedAt.getTime() / 1000);
      return { kind: 'rotated' as const, user: { ...authUserOf(user), authTime }, refreshToken };
    };

    const claimed = await claimRefreshToken(tx, tokenHash, MAX_SESSION_AGE_SECONDS);
    if (claimed) return (await issueReplacement(claimed)) ?? { kind: 'invalid' };

    const existing = await lockRefreshToken(tx, tokenHash);
    if (!existing) {
      // Pruned after its rotation (or never ours): a live family it names was reused.
      const familyId = familyOfRefreshToken(presented);
      return familyId && (await revokeRefreshFamily(tx, familyId))
        ? { kind: 'reused', familyId }
        : { kind: 'invalid' };
    }
    const tooOld = (token: RefreshTokenRow) =>
      token.sessionStartedAt.getTime() <= Date.now() - MAX_SESSION_AGE_SECONDS * 1000;
    if (existing.expiresAt.getTime() <= Date.now() || tooOld(existing)) return { kind: 'invalid' };
    if (!existing.revokedAt && (await answerWasLost(tx, existing))) {
      await revokeChildTokens(tx, existing.id);
      return (await issueReplacement(existing)) ?? { kind: 'invalid' };
    }
    // A rotated token whose replacement was used, or a retired one: revoke whatever still lives.
    await revokeRefreshFamily(tx, existing.familyId);
    return { kind: 'reused', userId: existing.userId, familyId: existing.familyId };
  });

  if (outcome.kind === 'rotated') {
    return { accessToken: await tokens.sign(outcome.user), refreshToken: outcome.refreshToken };
  }
  if (outcome.kind === 'reused') {
    logger.warn(
      { userId: outcome.userId, familyId: outcome.familyId },
      'refresh token reused; session family revoked',
    );
  }
  throw new ApiError(401, 'session_expired', SESSION_EXPIRED_MESSAGE);
}

/** True when the token was rotated moments ago and every replacement issued for it is unused. */
async function answerWasLost(tx: Executor, token: RefreshTokenRow): Promise<boolean> {
  if (!token.rotatedAt || !(await rotatedWithin(tx, token.id, ROTATION_GRACE_SECONDS))) return false;
  const children = await findChildTokens(tx, token.id);
  return children.every((child) => !child.rotatedAt);
}

/**
 * Sign-out: revokes the family of the given refresh token and ends the access tokens of its account
 * (and of the account of the access token sent along): the access token the client forgets may
 * have been copied. The account's other sessions keep their refresh tokens: their next request is
 * refused once, and their client refreshes. Unknown or missing tokens are a no-op.
 */
export async function endSession(
  db: Database,
  presented: string | undefined,
  bearer: AuthUser | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = presented ? await findRefreshToken(tx, hashRefreshToken(presented)) : undefined;
    if (existing) await revokeRefreshFamily(tx, existing.familyId);
    const accounts = new Set([existing?.userId, bearer?.id].filter((id) => id !== undefined));
    for (const userId of accounts) await revokeAccessTokens(tx, userId);
  });
}
