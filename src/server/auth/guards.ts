/**
 * Route guards. A route that needs a signed-in user lists the guard before its handler; the
 * handler then sees `c.var.user` as set:
 *
 *   .get('/profile', requireUser, (c) => … c.var.user.id …)
 *   .use('*', requireRole('admin'))
 *   .get('/courses', optionalUser, (c) => … c.var.user?.id …)   // browsable anonymously
 *
 * The bearer token is verified (signature, algorithm, expiry, claims) and its session checked
 * (not ended by a logout, a reset, a take-over or a deletion: token-revocations.ts) without a
 * database round trip. requireRole reads the account's current role from the database: what an
 * admin or a course's moderator may do is decided by the account as it is now, not as it was
 * when the token was signed; it reads in the request's transaction when the route runs in one
 * (idempotency/transaction.ts). Other routes that must know the account exists look it up themselves.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../../shared/schemas';
import { ApiError } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { requestTransaction } from '../idempotency/transaction';
import { findUserById } from '../users/queries';
import type { BearerChecks } from './bearer-checks';
import type { AuthUser } from './tokens';

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';

export function provideBearerChecks(checks: BearerChecks): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('bearer', checks);
    await next();
  };
}

type SignedInEnv = AppEnv & { Variables: { user: AuthUser } };

const challenge = (error?: string) => ({
  'WWW-Authenticate': error ? `Bearer error="${error}"` : 'Bearer',
});

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is an invalid token, not a missing one.
  return match?.[1] ?? '';
}

/** undefined: no token sent. null: a token was sent and is not valid, or its session ended. */
async function authenticate(
  header: string | undefined,
  { tokens, revocations }: BearerChecks,
): Promise<AuthUser | null | undefined> {
  const token = bearerToken(header);
  if (token === undefined) return undefined;
  if (token === '') return null;
  const user = await tokens.verify(token);
  if (!user || !(await revocations.stands(user.id, user.generation ?? 0))) return null;
  return user;
}

/**
 * The user a valid bearer token speaks for, else undefined (no token, or one that is not valid).
 * Never answers 401 itself: for middleware that only needs to know who is asking (idempotency
 * keys are kept per user); the route's own guard still decides whether the request may proceed.
 */
export async function bearerUser(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  return (await authenticate(c.req.header('authorization'), c.var.bearer)) ?? undefined;
}

/**
 * The signed-in user, or a 401: requireUser's check, for a route that needs a user only for some
 * bodies (a door sign's report needs none, reports/routes.ts).
 */
export async function signedInUser(c: Context<SignedInEnv>): Promise<AuthUser> {
  // Already checked by an earlier guard on the same request (requireUser, then requireRole).
  if (c.get('user') as AuthUser | undefined) return c.var.user;
  const user = await authenticate(c.req.header('authorization'), c.var.bearer);
  if (user === undefined)
    throw new ApiError(401, 'auth_required', AUTH_REQUIRED_MESSAGE, undefined, challenge());
  if (user === null)
    throw new ApiError(401, 'invalid_token', INVALID_TOKEN_MESSAGE, undefined, challenge('invalid_token'));
  c.set('user', user);
  return user;
}

export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  await signedInUser(c);
  await next();
};

export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists. Please sign in again.';

/** The signed-in user with the role their account has now (a deleted account is a 401). */
async function currentRole(c: Context<SignedInEnv>): Promise<AuthUser> {
  const user = await signedInUser(c);
  const row = await findUserById(requestTransaction(c) ?? c.var.bearer.db, user.id);
  if (!row)
    throw new ApiError(401, 'account_gone', ACCOUNT_GONE_MESSAGE, undefined, challenge('invalid_token'));
  const current = { ...user, role: row.role as Role };
  c.set('user', current);
  return current;
}

export function requireRole(...roles: Role[]): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await currentRole(c);
    if (!roles.includes(user.role)) throw new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
    await next();
  };
}

/**
 * Sets c.var.user when a valid token came along. An invalid or expired token still answers 401:
 * the client then refreshes and retries (docs/decisions.md §1) instead of silently seeing the
 * anonymous view.
 */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await authenticate(c.req.header('authorization'), c.var.bearer);
  if (user === null)
    throw new ApiError(401, 'invalid_token', INVALID_TOKEN_MESSAGE, undefined, challenge('invalid_token'));
  if (user) c.set('user', user);
  await next();
};
