/**
 * Sessions = refresh-token families (decisions.md §1, §2).
 * - Signing in (password or Google) starts a family: a new random token, stored hashed.
 * - Refreshing rotates: the presented token is marked used and a new one joins its family, in one
 *   transaction, so a crash between the two never leaves the user without a token.
 * - Presenting a token that was already rotated is reuse: either a thief or the real client holds
 *   a stale copy, and we cannot tell which, so the whole family is revoked and both must sign in.
 * - Signing out revokes the family.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { ApiError } from '../http/envelope';
import type { Logger } from '../logger';
import { authUserOf } from '../users/present';
import { findUserById } from '../users/queries';
import {
  claimRefreshToken,
  deleteDeadRefreshTokens,
  findRefreshToken,
  insertRefreshToken,
  revokeRefreshFamily,
} from './queries';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  type AccessTokens,
  type AuthUser,
} from './tokens';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_MS);

export async function startSession(db: Database, tokens: AccessTokens, user: AuthUser): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await deleteDeadRefreshTokens(db, user.id);
  await insertRefreshToken(db, {
    userId: user.id,
    familyId: randomUUID(),
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: expiry(),
  });
  return { accessToken: await tokens.sign(user), refreshToken };
}

type Rotation =
  | { kind: 'rotated'; user: AuthUser; refreshToken: string }
  | { kind: 'reused'; userId: string; familyId: string }
  | { kind: 'invalid' };

export async function refreshSession(
  db: Database,
  tokens: AccessTokens,
  presented: string,
  logger: Logger,
): Promise<TokenPair> {
  const tokenHash = hashRefreshToken(presented);
  // The transaction returns the outcome instead of throwing: a reuse must commit its revocation.
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const claimed = await claimRefreshToken(tx, tokenHash);
    if (claimed) {
      // Re-read the user: a role changed since sign-in is picked up at the next refresh.
      const user = await findUserById(tx, claimed.userId);
      if (!user) return { kind: 'invalid' };
      const refreshToken = newRefreshToken();
      await insertRefreshToken(tx, {
        userId: user.id,
        familyId: claimed.familyId,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: expiry(),
      });
      return { kind: 'rotated', user: authUserOf(user), refreshToken };
    }
    const existing = await findRefreshToken(tx, tokenHash);
    if (existing?.rotatedAt && !existing.revokedAt) {
      await revokeRefreshFamily(tx, existing.familyId);
      return { kind: 'reused', userId: existing.userId, familyId: existing.familyId };
    }
    return { kind: 'invalid' };
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
  throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
}

/** Sign-out: revokes the family of the given token; unknown or missing tokens are a no-op. */
export async function endSession(db: Database, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const existing = await findRefreshToken(db, hashRefreshToken(presented));
  if (existing) await revokeRefreshFamily(db, existing.familyId);
}
