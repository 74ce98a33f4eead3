/**
 * DELETE /api/users/me: who may delete the account behind a token. A stolen access token alone
 * must not be enough, so the request needs the account's password, or a session whose sign-in
 * (the token's auth_time) is at most RECENT_SIGN_IN_SECONDS old: how a Google-only account, which
 * has no password, confirms. A wrong password counts against the sign-in limits like a failed
 * sign-in from that address, so this is no side door for guessing.
 */
import type { AuthUser } from '../auth/tokens';
import { LOGIN_ACCOUNT_ADDRESS_LIMIT, LOGIN_RATE_LIMITED_MESSAGE } from '../auth/login-limits';
import { verifyPassword } from '../auth/passwords';
import { hitRateLimit, refundRateLimit, tooManyRequests } from '../auth/rate-limit';
import type { Database } from '../db/client';
import { addressKey } from '../http/client-address';
import { ApiError } from '../http/envelope';
import { eraseAccount } from './account-data';
import { requireAccount } from './service';

const RECENT_SIGN_IN_SECONDS = 10 * 60;
const WRONG_PASSWORD_MESSAGE = 'That password is not right.';
const CONFIRM_WITH_PASSWORD_MESSAGE = 'Please enter your password to delete your account.';
const SIGN_IN_AGAIN_MESSAGE =
  'For your safety, please sign in again, then delete your account within 10 minutes.';

export async function deleteOwnAccount(
  db: Database,
  caller: AuthUser,
  password: string | undefined,
  address: string,
): Promise<void> {
  const user = await requireAccount(db, caller.id);
  if (password !== undefined && password !== '') {
    if (!user.passwordHash) throw new ApiError(403, 'sign_in_again', SIGN_IN_AGAIN_MESSAGE);
    const hit = await hitRateLimit(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, `${user.email}|${addressKey(address)}`);
    if (!hit.allowed)
      throw tooManyRequests('sign_in_rate_limited', LOGIN_RATE_LIMITED_MESSAGE, hit.retryAfterSeconds);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new ApiError(403, 'wrong_password', WRONG_PASSWORD_MESSAGE);
    await refundRateLimit(db, hit);
  } else {
    const recent =
      caller.authTime !== undefined && Date.now() / 1000 - caller.authTime <= RECENT_SIGN_IN_SECONDS;
    if (!recent) {
      throw user.passwordHash
        ? new ApiError(403, 'password_required', CONFIRM_WITH_PASSWORD_MESSAGE)
        : new ApiError(403, 'sign_in_again', SIGN_IN_AGAIN_MESSAGE);
    }
  }
  await eraseAccount(db, user);
}
