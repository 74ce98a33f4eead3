/**
 * Owners in the loop (docs/product.md §12): claims of a course, the notifications (e-mails)
 * waiting to be delivered, and restrooms' door signs.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userIdColumn, users } from './accounts';
import { courses, restrooms } from './courses';

const courseIdColumn = () =>
  uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

/** A course owner's claim of a course, decided by an admin (approve: they become an owner). */
export const courseClaims = pgTable(
  'course_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: courseIdColumn(),
    userId: userIdColumn(),
    /** Their role at the course ("General manager"). */
    role: text('role').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    /** Why it was rejected (mailed to them). */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open claim per user and course: a second is a 409, even between two racing requests.
    uniqueIndex('course_claims_open_idx')
      .on(t.courseId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('course_claims_user_idx').on(t.userId),
    index('course_claims_status_idx').on(t.status, t.createdAt),
    check('course_claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * Notifications waiting to go out, and those that went: one row per event, channel and target, so
 * an event is never sent twice on one channel. Workers of
 * every process claim due rows with FOR UPDATE SKIP LOCKED and a lease (notifications/worker.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** What it tells: claim (a claim's decision). */
    kind: text('kind').notNull(),
    /** "claim:<id>": with channel and target, what makes a send unique. */
    eventKey: text('event_key').notNull(),
    /** Whom it goes to (the user, for e-mail). */
    target: text('target').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Held by a worker until then (a worker that died lets it go when the lease ends). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_idx').on(t.eventKey, t.channel, t.target),
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_user_idx').on(t.userId),
    check('notifications_channel_check', sql`${t.channel} in ('email')`),
    check('notifications_kind_check', sql`${t.kind} in ('claim')`),
    check('notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
  ],
);

/**
 * A restroom's door sign (docs/product.md §12): the secret its printed QR code carries, which lets
 * a report through it in without an account. Kept as it is, not hashed: the owner prints the sign
 * again from any device at any time, so the server must be able to show it; it lets someone send
 * one report per hour to one restroom, and the owner retires it by making a new one. No row: the
 * owner has made no sign, and no report comes in without an account.
 */
export const restroomSigns = pgTable('restroom_signs', {
  restroomId: uuid('restroom_id')
    .primaryKey()
    .references(() => restrooms.id, { onDelete: 'cascade' }),
  /** 32 hex digits (128 random bits); the code shows them in base64url (shared/door-signs.ts). */
  secret: text('secret').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
});
