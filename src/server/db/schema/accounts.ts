/** Accounts and what signs them in: sessions (refresh tokens) and mailed links. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../shared/languages';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-case so the unique constraint is case-insensitive in practice.
    email: text('email').notNull().unique(),
    // Null for accounts that only ever signed in with Google.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('regular'),
    googleSubject: text('google_subject').unique(),
    /**
     * When the person proved they read mail at `email` (a verification or reset link, or Google's
     * verified claim); null until then. Unverified accounts write reviews, but support cannot make
     * them a course's owner, and a Google sign-in takes them over (auth/google/service.ts).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * One of the demo's accounts (seed/demo.ts sets it; nothing else does). Their password is
     * published, so a production start disables their sign-in (seed/demo-removal.ts). Recognised by
     * this flag, never by address: anyone may type an address, nobody but the seed sets the flag.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Access tokens carry the generation they were signed at (the `gen` claim); moving it on ends
     * every access token of the account signed before: logout, password reset, a Google take-over,
     * production's lock on the demo accounts (auth/token-revocations.ts, which also logs the move in
     * token_revocations for every process to learn).
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /**
     * The language the person chose for the app (shared/languages.ts): their device adopts it at
     * sign-in and their e-mails are written in it. Null until chosen: e-mails in English.
     */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('regular', 'course_owner', 'admin')`),
    check(
      'users_language_check',
      sql`${t.language} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '))})`,
    ),
  ],
);

/** The account a row belongs to; the row goes with the account (ON DELETE CASCADE). */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Refresh tokens (docs/decisions.md §1, §2). Only the SHA-256 of the random token is stored, so a leaked
 * table cannot be replayed. Every use rotates: the used row gets rotated_at and a new row joins the
 * same family. A second use of a rotated token is reuse (a stolen copy racing the real client), and
 * revokes the whole family; logout revokes the family too.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    familyId: uuid('family_id').notNull(),
    /** The token this one replaced; lets a retried refresh whose answer was lost be told from reuse. */
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the session (the family) began with a sign-in; copied to every rotation. A session ends
     * this long after it, however often it was used (MAX_SESSION_AGE in auth/tokens.ts).
     */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
);

/**
 * Single-use links sent by mail: email verification (24 h) and password reset (1 h). Only the
 * SHA-256 of the random token is stored; using one sets used_at in the same statement that checks
 * it is unused and unexpired, so a link works once however often it is clicked.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to: it proves that address, not whatever the account has now. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * Access-token revocations, for every process of the app to learn (auth/token-revocations.ts): a
 * row says the account's tokens of a lower generation are void. Each process reads the rows its
 * last look may have missed, by the inserting transaction's id (`txid`, compared with the oldest
 * transaction still running then, so a row committed late is never skipped). No foreign key: a
 * deleted account's row outlives it. Rows matter for an access token's lifetime and are pruned.
 */
export const tokenRevocations = pgTable(
  'token_revocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    generation: integer('generation').notNull(),
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    createdAt: createdAt(),
  },
  (t) => [index('token_revocations_txid_idx').on(t.txid)],
);
