/**
 * Proving an email address and resetting a forgotten password (docs/architecture.md, Accounts).
 *
 * - Verification: registration sends a link (24 h, single use); opening it marks the address
 *   verified. The signed-in person may ask for a new one, three an hour.
 * - Reset: "Forgot password?" answers the same words at the same time whether or not the email has
 *   an account (the lookup comes after the answer), and mails a link (1 h, single use) only when it
 *   has; at most three an hour per email.
 * - A registration of a taken address is refused (409), and its owner told by mail, once an hour. Using it sets
 *   the new password, revokes every refresh and access token of the account (every device signs in again) and,
 *   since the link proved the address, marks it verified. The page checks the link on arrival
 *   (read only), so a used or expired one is said before a password is typed.
 *
 * Services decide and write; they return the mail to send, and the routes send it after answering,
 * so no request waits on (or reveals anything through) the SMTP server.
 */
import { and, eq, sql } from 'drizzle-orm';
import { revokeUserTokens } from '../auth/queries';
import { revokeAccessTokens } from '../auth/token-revocations';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../shared/constants';
import { refuseWeakPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/passwords';
import { defineRateLimit, hitRateLimit, tooManyRequests } from '../auth/rate-limit';
import type { Database, Executor } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { MailMessage } from '../mail/mailer';
import { findUserByEmail, findUserById, type UserRow } from '../users/queries';
import { claimEmailToken, issueEmailToken, readEmailToken, retireEmailTokens } from './email-tokens';
import { passwordResetMail, takenAddressMail, verificationMail } from './messages';

const VERIFY_LINK_INVALID =
  'This verification link has expired or was already used. Sign in and ask for a new one on your dashboard.';
const RESET_LINK_INVALID =
  'This password reset link has expired or was already used. Please ask for a new one.';
export const EMAIL_VERIFIED = 'Thank you: your email address is verified.';
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to reset the password. The link works for one hour.';
export const PASSWORD_RESET =
  'Your password has been changed and every device was signed out. Sign in with your new password.';
const VERIFICATION_SENT = 'We have sent you a new link. Please check your email.';
const ALREADY_VERIFIED = 'Your email address is already verified.';
const TOO_MANY_MAILS = 'We have sent several emails already. Please wait a while and try again.';

/** Per email address (whether or not it has an account, so a 429 reveals nothing either). */
const RESET_MAILS_PER_EMAIL = defineRateLimit({
  name: 'reset-mail:email',
  limit: 3,
  windowSeconds: 3600,
});
/** Registering a taken address mails its owner once an hour at most: no inbox can be sprayed. */
const TAKEN_ADDRESS_MAILS = defineRateLimit({
  name: 'taken-mail:email',
  limit: 1,
  windowSeconds: 3600,
});
const VERIFICATION_MAILS_PER_ACCOUNT = defineRateLimit({
  name: 'verify-mail:account',
  limit: 3,
  windowSeconds: 3600,
});

/** A new verification link for the account (earlier ones stop working). */
export async function verificationFor(db: Executor, publicUrl: string, user: UserRow): Promise<MailMessage> {
  return verificationMail(user, publicUrl, await issueEmailToken(db, user, 'verify_email'));
}

/** Marks the address the link was sent to verified, if it is still the account's address. */
async function markVerified(tx: Executor, userId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  return row;
}

export async function verifyEmail(db: Database, token: string): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const claimed = await claimEmailToken(tx, token, 'verify_email');
    return claimed && (await markVerified(tx, claimed.userId, claimed.email));
  });
  if (!user) throw new ApiError(400, 'verify_link_invalid', VERIFY_LINK_INVALID);
  return user;
}

export async function resendVerification(
  db: Database,
  publicUrl: string,
  userId: string,
): Promise<{ message: string; mail?: MailMessage }> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(401, 'account_gone', 'Your account no longer exists. Please sign in again.');
  if (user.emailVerifiedAt) return { message: ALREADY_VERIFIED };
  const hit = await hitRateLimit(db, VERIFICATION_MAILS_PER_ACCOUNT, user.id);
  if (!hit.allowed) throw tooManyRequests('mail_rate_limited', TOO_MANY_MAILS, hit.retryAfterSeconds);
  return { message: VERIFICATION_SENT, mail: await verificationFor(db, publicUrl, user) };
}

/** Counts a reset request against the email's budget, known or not (a 429 past it). */
export async function countPasswordResetRequest(db: Database, email: string): Promise<void> {
  const hit = await hitRateLimit(db, RESET_MAILS_PER_EMAIL, email);
  if (!hit.allowed) throw tooManyRequests('mail_rate_limited', TOO_MANY_MAILS, hit.retryAfterSeconds);
}

/**
 * The mail to send, or undefined when the email has no account. Run after the answer (routes.ts):
 * looking the account up and issuing its link took twice as long as finding none, which told
 * anyone timing the answer which addresses have an account.
 */
export async function passwordResetMailFor(
  db: Database,
  publicUrl: string,
  email: string,
): Promise<MailMessage | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  return passwordResetMail(user, publicUrl, await issueEmailToken(db, user, 'reset_password'));
}

/**
 * The mail telling an address's owner that someone tried to register it, or undefined within the
 * hour after the last one. Run before the 409 is answered: a new registration's account, link and
 * session cost about what this counter and lookup do, beside the password hash both pay.
 */
export async function takenAddressMailFor(
  db: Database,
  publicUrl: string,
  email: string,
): Promise<MailMessage | undefined> {
  const hit = await hitRateLimit(db, TAKEN_ADDRESS_MAILS, email);
  const user = await findUserByEmail(db, email);
  return hit.allowed && user ? takenAddressMail(user, publicUrl) : undefined;
}

/**
 * Whether a reset link still works, so the page says "used or expired" on arrival rather than after
 * a new password was typed. The same refusal as the reset's: it tells a stranger nothing more.
 */
export async function checkResetLink(db: Executor, token: string): Promise<{ expiresAt: string }> {
  const row = await readEmailToken(db, token, 'reset_password');
  if (!row) throw new ApiError(400, 'reset_link_invalid', RESET_LINK_INVALID);
  return { expiresAt: row.expiresAt.toISOString() };
}

export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  // Checked before the link is used, so a refused password leaves it working for a second try
  // (the staff length once the account is known: the refusal rolls the claim back).
  refuseWeakPassword(password, 'regular');
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const claimed = await claimEmailToken(tx, token, 'reset_password');
    const user = claimed && (await markVerified(tx, claimed.userId, claimed.email));
    if (!user) return false;
    if (password.length < MIN_STAFF_PASSWORD_LENGTH) refuseWeakPassword(password, user.role);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, user.id);
    await revokeAccessTokens(tx, user.id);
    await retireEmailTokens(tx, user.id, 'reset_password');
    return true;
  });
  if (!done) throw new ApiError(400, 'reset_link_invalid', RESET_LINK_INVALID);
}
