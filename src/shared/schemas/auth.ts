/**
 * Accounts and sessions: sign-in, registration, tokens, the user (docs/product.md §3, §5;
 * docs/decisions.md §1).
 */
import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH, ROLES, SIGNUP_ROLES } from '../constants';
import { LANGUAGES } from '../languages';
import { idSchema, requiredText } from './common';

const roleSchema = v.picklist(ROLES);
export type Role = v.InferOutput<typeof roleSchema>;

export const emailSchema = v.optional(
  v.pipe(
    v.string('Email is required'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('Email is required'),
    v.maxLength(254, 'Email is too long'),
    v.email('Please enter a valid email address'),
  ),
  '',
);

export const loginRequestSchema = v.object({
  email: emailSchema,
  password: v.optional(
    v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(1024)),
    '',
  ),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** A password being chosen (registration, reset): the spec's minimum of 6 characters. */
export const newPasswordSchema = v.optional(
  v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    v.check((password) => password.trim() !== '', 'Password cannot be only spaces'),
    v.maxLength(1024, 'Password must be at most 1024 characters'),
  ),
  '',
);

/**
 * A person's name goes into page headings and mail greetings (docs/product.md §3): one line, and
 * no web address, since a link in a name would read as ours ("Hi Casey.\r\n\r\nURGENT: verify
 * at http://…" in a mail to someone else's address). A dot straight between letters counts as a
 * host name ("evil.example"); "St. John" and "J.R." are names.
 */
const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/u;
const WEB_ADDRESS = /:\/\/|www\.|[\p{L}\p{N}]\.\p{L}{2,}/iu;
const personName = (label: string) =>
  v.pipe(
    requiredText(`${label} is required`, 60),
    v.check((name) => !LINE_BREAK.test(name), `${label} must be on one line`),
    v.check((name) => !WEB_ADDRESS.test(name), `${label} cannot contain a web address`),
  );

export const registerRequestSchema = v.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailSchema,
  password: newPasswordSchema,
  role: v.optional(v.picklist(SIGNUP_ROLES, 'Account type must be Regular User or Course Owner'), 'regular'),
  /** The language the app spoke at sign-up (issue 39): the account's, so its first e-mail is in it. */
  language: v.optional(v.picklist(LANGUAGES)),
});
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

export const userSchema = v.object({
  _id: idSchema,
  email: v.string(),
  role: roleSchema,
  firstName: v.string(),
  lastName: v.string(),
  /** Past the spec's shape: whether the email address was proven, and whether a password is set. */
  emailVerified: v.optional(v.boolean()),
  hasPassword: v.optional(v.boolean()),
  /**
   * The language the person chose for the app (issue 39, docs/decisions.md §9): the device adopts it
   * at sign-in and the server writes their e-mails in it. Null: never chosen (English e-mails).
   */
  language: v.optional(v.nullable(v.picklist(LANGUAGES))),
});
export type User = v.InferOutput<typeof userSchema>;

export const authResultSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  user: userSchema,
});
export type AuthResult = v.InferOutput<typeof authResultSchema>;

export const tokenPairSchema = v.object({ accessToken: v.string(), refreshToken: v.string() });
export const profileResultSchema = v.object({ user: userSchema });

/** GET /api/auth/google/status: whether this server offers Google sign-in (issue 20: hide it if not). */
export const googleStatusResultSchema = v.object({ configured: v.boolean() });
