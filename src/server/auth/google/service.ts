/**
 * Who a Google sign-in is: the account already linked to this Google subject; else the account
 * with the same (Google-verified) email, which gets linked; else a new regular account.
 */
import type { IDToken } from 'openid-client';
import type { AuthResult } from '../../../shared/schemas';
import type { Executor } from '../../db/client';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUserIfEmailFree,
  linkGoogleSubject,
  type UserRow,
} from '../../users/queries';
import { signIn, type AuthServiceDeps } from '../service';

/** A failure whose message is meant for the person signing in (shown on /auth/error). */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

export const UNVERIFIED_EMAIL_MESSAGE =
  'Your Google account has no verified email address. Verify it with Google, or register with email and password.';
export const OTHER_GOOGLE_ACCOUNT_MESSAGE =
  'This email address is already linked to a different Google account.';

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
  if (!email || !verified) throw new GoogleSignInError(UNVERIFIED_EMAIL_MESSAGE);
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
  if (created) return created;
  // Another sign-in created this email a moment ago (a double click, a registration): use it.
  const raced = await findUserByEmail(db, identity.email);
  if (!raced) throw new Error('user vanished while signing in with Google');
  return link(db, raced, identity.subject);
}

async function link(db: Executor, user: UserRow, subject: string): Promise<UserRow> {
  if (user.googleSubject === subject) return user;
  if (user.googleSubject) throw new GoogleSignInError(OTHER_GOOGLE_ACCOUNT_MESSAGE);
  const linked = await linkGoogleSubject(db, user.id, subject);
  if (linked) return linked;
  // Linked concurrently: fine if it was to this same Google account.
  const again = await findUserByGoogleSubject(db, subject);
  if (again?.id === user.id) return again;
  throw new GoogleSignInError(OTHER_GOOGLE_ACCOUNT_MESSAGE);
}
