import type { User } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { presentUser } from './present';
import { findUserById } from './queries';

export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists. Please sign in again.';

/**
 * The signed-in user's own record. A valid token for a deleted account is a 401, not a 404: the
 * client then signs out (spec §4: a failed profile load clears the session).
 */
export async function getProfile(db: Executor, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new ApiError(401, ACCOUNT_GONE_MESSAGE);
  return presentUser(row);
}
