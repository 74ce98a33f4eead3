/**
 * Under /api/auth: POST /verify-email, /resend-verification, /forgot-password, /reset-password and
 * /reset-password/check (a POST, so the token stays out of URLs and logs).
 * Each counts against the caller's address budget for account mail (auth/address-limits.ts); the
 * mail goes out after the answer is decided (a failure is logged: the person can ask again).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  forgotPasswordRequestSchema,
  resetLinkRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../shared/schemas';
import type { AuthDeps } from '../auth/context';
import { requireUser } from '../auth/guards';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import type { MailMessage } from '../mail/mailer';
import { presentOwnAccount } from '../users/present';
import {
  checkResetLink,
  EMAIL_VERIFIED,
  PASSWORD_RESET,
  countPasswordResetRequest,
  passwordResetMailFor,
  resendVerification,
  resetPassword,
  RESET_REQUESTED,
  verifyEmail,
} from './service';

/** Sends after the answer: the answer never waits on, or varies with, the mail server. */
export function sendLater(
  c: Pick<Context<AppEnv>, 'var'>,
  deps: Pick<AuthDeps, 'mailer' | 'afterAnswer'>,
  mail: MailMessage | undefined,
) {
  if (!mail) return;
  deps.afterAnswer.run(`sending "${mail.subject}"`, c.var.logger, () => deps.mailer.send(mail));
}

export function accountRoutes(deps: AuthDeps) {
  const { db, config, limiter } = deps;
  return new Hono<AppEnv>()
    .post('/verify-email', async (c) => {
      const { token } = validate(verifyEmailRequestSchema, await readJson(c));
      await limiter.count(c, 'accountEmails');
      const user = await verifyEmail(db, token);
      return ok(c, { message: EMAIL_VERIFIED, user: presentOwnAccount(user) });
    })
    .post('/resend-verification', requireUser, async (c) => {
      await limiter.count(c, 'accountEmails');
      const { message, mail } = await resendVerification(db, config.publicUrl, c.var.user.id);
      sendLater(c, deps, mail);
      return ok(c, { message });
    })
    .post('/forgot-password', async (c) => {
      const { email } = validate(forgotPasswordRequestSchema, await readJson(c));
      await limiter.count(c, 'accountEmails');
      await countPasswordResetRequest(db, email);
      // The same answer at the same time for any address: the account's part comes after it.
      deps.afterAnswer.run('preparing a password reset', c.var.logger, async () =>
        sendLater(c, deps, await passwordResetMailFor(db, config.publicUrl, email)),
      );
      return ok(c, { message: RESET_REQUESTED });
    })
    .post('/reset-password/check', async (c) => {
      const { token } = validate(resetLinkRequestSchema, await readJson(c));
      await limiter.count(c, 'accountEmails');
      return ok(c, await checkResetLink(db, token));
    })
    .post('/reset-password', async (c) => {
      const { token, password } = validate(resetPasswordRequestSchema, await readJson(c));
      await limiter.count(c, 'accountEmails');
      await resetPassword(db, token, password);
      await deps.revocations.sync();
      return ok(c, { message: PASSWORD_RESET });
    });
}
