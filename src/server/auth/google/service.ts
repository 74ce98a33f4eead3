/**
 * Who a Google sign-in is: the account already linked to this Google subject; else the account
 * with the same (Google-verified) email; else a new regular account, verified (Google proved it).
 *
 * An existing account with that email is linked only if its address was verified. An unverified
 * one was made by someone who typed the address and never proved they read its mail: perhaps the
 * owner, perhaps someone who registered it first to share the owner's account later (a
 * "pre-account takeover"). Google has now proved the address, so the account is taken over: its
 * password is removed and every session of it is revoked, and it is then linked and verified.
 * Whoever registered it cannot sign in any more; the owner can set a password again through
 * "Forgot password?". (docs/architecture.md, Accounts.)
 */
import type { IDToken } from 'openid-client';
import type { ErrorCode } from '../../../shared/error-codes';
import type { AuthResult } from '../../../shared/schemas';
import type { Executor } from '../../db/client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUserIfEmailFree,
  linkGoogleSubject,
  type UserRow,
} from '../../users/queries';
import { retireEmailTokens } from '../../accounts/email-tokens';
import { revokeUserTokens } from '../queries';
import { revokeAccessTokens } from '../token-revocations';
import { isDemoAddress } from '../../seed/demo-data';
import { DEMO_ADDRESS_MESSAGE, signIn, type AuthServiceDeps } from '../service';

/** A failure whose message is meant for the person signing in (shown on /auth/error, by its code). */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const UNVERIFIED_EMAIL_MESSAGE =
  'Your Google account has no verified email address. Verify it with Google, or register with email and password.';
const OTHER_GOOGLE_ACCOUNT_MESSAGE = 'This email address is already linked to a different Google account.';

/** Same limit as the registration form. */
const NAME_MAX = 60;

interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export async function signInWithGoogle(deps: AuthServiceDeps, claims: IDToken): Promise<AuthResult> {
  const identity = identityOf(claims);
  const user = await deps.db.transaction((tx) => findOrCreateUser(tx, identity));
  return signIn(deps, user);
}

function identityOf(claims: IDToken): GoogleIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  // Google sends a boolean; some issuers send the string "true".
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) throw new GoogleSignInError('google_email_unverified', UNVERIFIED_EMAIL_MESSAGE);
  if (isDemoAddress(email)) throw new GoogleSignInError('demo_address', DEMO_ADDRESS_MESSAGE);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [nameFirst = '', ...nameRest] = text(claims.name).split(/\s+/);
  const firstName = text(claims.given_name) || nameFirst || email.split('@')[0] || 'Golfer';
  const lastName = text(claims.family_name) || nameRest.join(' ');
  return {
    subject: claims.sub,
    email,
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
  };
}

async function findOrCreateUser(db: Executor, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) return linked;

  const existing = await findUserByEmail(db, identity.email);
  if (existing) return link(db, existing, identity.subject);

  const created = await insertUserIfEmailFree(db, {
    email: identity.email,
    passwordHash: null,
    firstName: identity.firstName,
    lastName: identity.lastName,
    role: 'regular',
    googleSubject: identity.subject,
  });
  if (created) {
    const [verified] = await db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, created.id))
      .returning();
    return verified ?? created;
  }
  // Another sign-in created this email a moment ago (a double click, a registration): use it.
  const raced = await findUserByEmail(db, identity.email);
  if (!raced) throw new Error('user vanished while signing in with Google');
  return link(db, raced, identity.subject);
}

async function link(db: Executor, user: UserRow, subject: string): Promise<UserRow> {
  if (user.googleSubject === subject) return user;
  if (user.googleSubject)
    throw new GoogleSignInError('google_account_conflict', OTHER_GOOGLE_ACCOUNT_MESSAGE);
  if (!user.emailVerifiedAt) await takeOver(db, user);
  const linked = await linkGoogleSubject(db, user.id, subject);
  if (linked) return linked;
  // Linked concurrently: fine if it was to this same Google account.
  const again = await findUserByGoogleSubject(db, subject);
  if (again?.id === user.id) return again;
  throw new GoogleSignInError('google_account_conflict', OTHER_GOOGLE_ACCOUNT_MESSAGE);
}

/** An unverified password account whose address Google just proved: the prover gets it alone. */
async function takeOver(db: Executor, user: UserRow): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  await revokeUserTokens(db, user.id);
  await revokeAccessTokens(db, user.id);
  await retireEmailTokens(db, user.id, 'verify_email');
  await retireEmailTokens(db, user.id, 'reset_password');
}
