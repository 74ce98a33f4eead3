import type { User } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { presentUser } from './present';
import { findUserById, type UserRow } from './queries';

export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists. Please sign in again.';

/**
 * The signed-in user's own record. A valid token for a deleted account is a 401, not a 404: the
 * client then signs out (spec §4: a failed profile load clears the session).
 */
export async function getProfile(db: Executor, userId: string): Promise<User> {
  return presentUser(await requireAccount(db, userId));
}

/**
 * The account behind a verified token. Writes that store the user's id call it first: a token
 * outlives a deleted account by up to its TTL, and the foreign key would otherwise fail as a 500.
 */
export async function requireAccount(db: Executor, userId: string): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw new ApiError(401, ACCOUNT_GONE_MESSAGE);
  return row;
}
