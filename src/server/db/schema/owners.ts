/**
 * Owners in the loop (docs/product.md §12): claims of a course and restrooms' door signs (the
 * notifications are notifications.ts's).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    // A deleted admin's name leaves the claims they decided (set null).
    index('course_claims_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`${t.decidedBy} is not null`),
    index('course_claims_status_idx').on(t.status, t.createdAt),
    check('course_claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A restroom's door sign (docs/product.md §12): the secret its printed QR code carries, which lets
 * a report through it in without an account. Kept as it is, not hashed: the owner prints the sign
 * again from any device at any time, so the server must be able to show it; it lets someone send
 * one report per hour to one restroom, and the owner retires it by making a new one. No row: the
 * owner has made no sign, and no report comes in without an account.
 */
export const restroomSigns = pgTable(
  'restroom_signs',
  {
    restroomId: uuid('restroom_id')
      .primaryKey()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    /** 32 hex digits (128 random bits); the code shows them in base64url (shared/door-signs.ts). */
    secret: text('secret').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // A deleted account's name leaves the signs it made (set null).
  (t) => [index('restroom_signs_issued_by_idx').on(t.issuedBy)],
);
