/**
 * Account upkeep past the spec: email verification, password reset, a person's own data (export,
 * deletion) and settings (the language, issue 39). Tokens travel in links (`/verify-email?token=…`, `/reset-password?token=…`).
 */
import * as v from 'valibot';
import { emailSchema, newPasswordSchema, userSchema } from './auth';
import { isoDateSchema } from './common';
import { LANGUAGES } from '../languages';

const INCOMPLETE_LINK_MESSAGE = 'This link is incomplete. Please open the link from the email again.';

const linkTokenSchema = v.optional(
  v.pipe(
    v.string(INCOMPLETE_LINK_MESSAGE),
    v.trim(),
    v.nonEmpty(INCOMPLETE_LINK_MESSAGE),
    v.maxLength(256, INCOMPLETE_LINK_MESSAGE),
  ),
  '',
);

export const verifyEmailRequestSchema = v.object({ token: linkTokenSchema });
export const forgotPasswordRequestSchema = v.object({ email: emailSchema });
export type ForgotPasswordRequest = v.InferInput<typeof forgotPasswordRequestSchema>;
export const resetPasswordRequestSchema = v.object({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPasswordRequest = v.InferInput<typeof resetPasswordRequestSchema>;
/** Whether a reset link still works (checked when its page opens), and until when. */
export const resetLinkRequestSchema = v.object({ token: linkTokenSchema });
export const resetLinkResultSchema = v.object({ expiresAt: isoDateSchema });

/** Deleting an account: the password, unless the session's sign-in was within the last minutes. */
export const deleteAccountRequestSchema = v.object({
  password: v.optional(v.pipe(v.string('Password must be text'), v.maxLength(1024))),
});
export type DeleteAccountRequest = v.InferInput<typeof deleteAccountRequestSchema>;

/** Answers that only say what happened, in words for the person. */
export const messageResultSchema = v.object({ message: v.string() });
export const verifiedResultSchema = v.object({ message: v.string(), user: userSchema });

/** GET /api/users/me/export: everything the service holds about the person. */
const accountExportSchema = v.object({
  exportedAt: v.string(),
  account: v.object({
    _id: v.string(),
    email: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    role: v.string(),
    emailVerifiedAt: v.nullable(v.string()),
    signsInWith: v.array(v.picklist(['password', 'google'])),
    /** The language chosen for the app and its e-mails (issue 39), null when never chosen. */
    language: v.optional(v.nullable(v.string())),
    createdAt: v.string(),
  }),
  reviews: v.array(v.record(v.string(), v.unknown())),
  feedback: v.array(v.record(v.string(), v.unknown())),
  submissions: v.array(v.record(v.string(), v.unknown())),
  courseOwnerships: v.array(v.record(v.string(), v.unknown())),
  /** Status reports and "Still here and OK" confirmations (docs/product.md §10). */
  reports: v.optional(v.array(v.record(v.string(), v.unknown())), []),
  confirmations: v.optional(v.array(v.record(v.string(), v.unknown())), []),
  /** Claims of a course, with the phone and note given (docs/product.md §12). */
  claims: v.optional(v.array(v.record(v.string(), v.unknown())), []),
  /** Answers to courses' quick questions (docs/product.md §13). */
  answers: v.optional(v.array(v.record(v.string(), v.unknown())), []),
  sessions: v.array(v.record(v.string(), v.unknown())),
});
export type AccountExport = v.InferOutput<typeof accountExportSchema>;
export const accountExportResultSchema = v.object({ export: accountExportSchema });

/**
 * PATCH /api/users/profile: the account's own settings (docs/decisions.md §9). `language` null
 * forgets the choice; the field is required, so a body always says what it changes.
 */
export const profileUpdateSchema = v.object({
  language: v.nullable(v.picklist(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`)),
});
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;
