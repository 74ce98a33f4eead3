/**
 * Registration and password sign-in (docs/product.md §4, §5; docs/decisions.md §1, §3). Tokens and sessions
 * are sessions.ts's business; this file holds the account rules.
 */
import type * as v from 'valibot';
import type { AuthResult, loginRequestSchema, registerRequestSchema } from '../../shared/schemas';
import type { Database } from '../db/client';
import { ApiError } from '../http/envelope';
import type { Logger } from '../logger';
import { addressKey, UNKNOWN_ADDRESS } from '../http/client-address';
import { authUserOf, presentOwnAccount } from '../users/present';
import { findUserByEmail, insertUserIfEmailFree, type UserRow } from '../users/queries';
import {
  LOGIN_ACCOUNT_ADDRESS_LIMIT,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_RATE_LIMITED_MESSAGE,
  SESSIONS_RATE_LIMITED_MESSAGE,
  UNDER_ATTACK_PAIR_LIMIT,
} from './login-limits';
import { isDemoAddress } from '../seed/demo-data';
import { refuseWeakPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';
import { hitRateLimit, refundRateLimit, tooManyRequests, type RateLimitHit } from './rate-limit';
import { startSession, type SessionDeps } from './sessions';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const DEMO_ADDRESS_MESSAGE = 'This address belongs to the demo. Please use your own email address.';
/**
 * The one answer to every failed sign-in: unknown email, wrong password, or an account without a
 * password (Google only). A distinct message told an attacker which emails have accounts and how
 * they sign in; such people find their way through "Continue with Google" or "Forgot password?".
 */
const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type AuthServiceDeps = SessionDeps;

/** Output of the shared schemas: email already trimmed and lower-cased, role defaulted. */
type ValidRegistration = v.InferOutput<typeof registerRequestSchema>;
type ValidLogin = v.InferOutput<typeof loginRequestSchema>;

/** Shared with the admin service: a password account with the given role, or a 409. */
export async function createPasswordUser(
  db: Database,
  input: Omit<ValidRegistration, 'role'> & { role: UserRow['role'] },
): Promise<UserRow> {
  // Only the seed makes demo accounts: a live server's demo addresses are free, not up for grabs.
  if (isDemoAddress(input.email)) {
    throw new ApiError(400, 'demo_address', DEMO_ADDRESS_MESSAGE, [
      { path: 'email', message: DEMO_ADDRESS_MESSAGE },
    ]);
  }
  refuseWeakPassword(input.password, input.role);
  const row = await insertUserIfEmailFree(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    language: input.language ?? null,
  });
  if (!row) throw new ApiError(409, 'email_taken', EMAIL_TAKEN_MESSAGE);
  return row;
}

/** A new session for the account (password, registration, Google), within its ceiling. */
export async function signIn(deps: AuthServiceDeps, user: UserRow): Promise<AuthResult> {
  if (deps.limits.signIns) {
    const hit = await hitRateLimit(deps.db, deps.limits.signIns, user.id);
    if (!hit.allowed)
      throw tooManyRequests('sessions_rate_limited', SESSIONS_RATE_LIMITED_MESSAGE, hit.retryAfterSeconds);
  }
  const pair = await startSession(deps.db, deps.accessTokens, authUserOf(user));
  return { ...pair, user: presentOwnAccount(user) };
}

/**
 * Password sign-in. Every attempt is counted against the account and the address before the
 * password is checked (so parallel guesses cannot slip past the limit); a success is refunded.
 * The account's own ceiling only tightens the pair limit (login-limits.ts).
 */
export async function login(
  deps: AuthServiceDeps,
  input: ValidLogin,
  address: string,
  logger: Logger,
): Promise<AuthResult> {
  const hits = await countAttempt(deps.db, input.email, address, logger);
  const user = await checkCredentials(deps.db, input);
  await Promise.all(hits.map((hit) => refundRateLimit(deps.db, hit)));
  return signIn(deps, user);
}

async function countAttempt(
  db: Database,
  email: string,
  address: string,
  logger: Logger,
): Promise<RateLimitHit[]> {
  const key = addressKey(address);
  const pair = await hitRateLimit(db, LOGIN_ACCOUNT_ADDRESS_LIMIT, `${email}|${key}`);
  const account = await hitRateLimit(db, LOGIN_ACCOUNT_LIMIT, email);
  const hits = [pair, account];
  // Without a socket (tests' app.request) every request would share one "unknown" bucket.
  if (address !== UNKNOWN_ADDRESS) hits.push(await hitRateLimit(db, LOGIN_ADDRESS_LIMIT, key));
  if (account.count === LOGIN_ACCOUNT_LIMIT.limit + 1) {
    logger.warn(
      { account: email },
      'sign-in failures on one account from many addresses: a few tries each now',
    );
  }
  const blocked = hits.filter((hit) => hit !== account && !hit.allowed);
  if (pair.allowed && !account.allowed && pair.count > UNDER_ATTACK_PAIR_LIMIT) blocked.push(pair);
  if (blocked.length === 0) return hits;
  // A refused attempt checks no password, so it must not eat into the budget of the other limits.
  await Promise.all(hits.filter((hit) => hit.allowed).map((hit) => refundRateLimit(db, hit)));
  throw tooManyRequests(
    'sign_in_rate_limited',
    LOGIN_RATE_LIMITED_MESSAGE,
    Math.max(...blocked.map((hit) => hit.retryAfterSeconds)),
  );
}

/** Every failure costs one argon2 verification, so timing tells no more than the message. */
async function checkCredentials(db: Database, input: ValidLogin): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user?.passwordHash || !valid)
    throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  return user;
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('fairway-relief timing equaliser'));
