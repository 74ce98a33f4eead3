/**
 * Owners' notifications (docs/product.md §12): the queue of notifications waiting to go out (and
 * those that went), and each owner's settings per course.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt, updatedAt } from './columns';
import { courses } from './courses';

/**
 * Notifications waiting to go out, and those that went: one row per event, channel and target, so
 * an event is never sent twice on one channel. Workers of every process claim due rows with
 * FOR UPDATE SKIP LOCKED and a lease (notifications/worker.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** What it tells: claim (a claim's decision), report (a blocking report), digest (a day's other events). */
    kind: text('kind').notNull(),
    /**
     * "claim:<id>", "report:<id>", "digest:<course id>:<day>": with channel and target, what makes a
     * send unique.
     */
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
    // A deleted course's notifications go with it (cascade).
    index('notifications_course_idx')
      .on(t.courseId)
      .where(sql`${t.courseId} is not null`),
    check('notifications_channel_check', sql`${t.channel} in ('email', 'push')`),
    check('notifications_kind_check', sql`${t.kind} in ('claim', 'report', 'digest')`),
    check('notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
  ],
);

/**
 * What an owner of a course wants to hear about it, per channel. No row: everything on (an owner
 * hears about their course until they say otherwise). Kept when they stop owning it, inert.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userIdColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Blocking reports (shared/report-kinds.ts), e-mailed at once. */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    /** The day's other reports, submissions and reviews, e-mailed the next morning. */
    emailDigest: boolean('email_digest').notNull().default(true),
    /** Blocking reports, pushed at once to each of the owner's subscribed devices. */
    pushAlerts: boolean('push_alerts').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    // A deleted course's settings go with it (cascade); the key leads with the user.
    index('notification_settings_course_idx').on(t.courseId),
  ],
);

/**
 * A device's Web Push subscription (docs/product.md §12): where its push service takes messages for
 * it, and the keys they are encrypted with. One row per endpoint: the app sends it again at every
 * launch, and a device signed in as someone else moves to them. Removed when the push service
 * answers 404 or 410 (it lapsed), or when the device unsubscribes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and auth secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The newest time the device sent it (every launch with permission granted). */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
