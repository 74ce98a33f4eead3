/**
 * Live status and freshness of restrooms (issue 15, docs/product.md §10): golfers' reports, which
 * expire by themselves (except "gone"), and "Still here and OK" confirmations.
 */
import { REPORT_KINDS } from '../../../shared/report-kinds';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userIdColumn, users } from './accounts';
import { restrooms } from './courses';

export const restroomReports = pgTable(
  'restroom_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restroomId: uuid('restroom_id')
      .notNull()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    // A person's reports go with their account (docs/product.md §10: delete my data); null for a
    // report through a restroom's door sign, made without an account (docs/product.md §12).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Sent through the restroom's door sign (/r/:code) without an account: one voice of its own. */
    viaSign: boolean('via_sign').notNull().default(false),
    kind: text('kind').notNull(),
    note: text('note'),
    /** By an owner of the course or an admin: one such voice makes a blocking kind "not usable". */
    byOwner: boolean('by_owner').notNull().default(false),
    createdAt: createdAt(),
    /** null: never by itself ("gone" waits for an owner or admin). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** fixed / dismissed / removed (an owner or admin), confirmed (a later "Still here and OK"). */
    resolution: text('resolution'),
    /**
     * The Idempotency-Key it was sent with: a resend that runs afresh (its first answer was lost with
     * a dead process) finds it even after a confirmation settled it, and does not report twice.
     */
    requestKey: uuid('request_key'),
  },
  (t) => [
    // The open reports of a restroom (every restroom answer reads them).
    index('restroom_reports_open_idx')
      .on(t.restroomId, t.kind)
      .where(sql`${t.resolvedAt} is null`),
    index('restroom_reports_user_idx').on(t.userId),
    // A deleted account's name leaves the reports it resolved (set null).
    index('restroom_reports_resolved_by_idx')
      .on(t.resolvedBy)
      .where(sql`${t.resolvedBy} is not null`),
    // A restroom's reports over time, resolved ones included: the owner's analytics series
    // (docs/product.md §12) read a course's reports by restroom and date, and a restroom's deletion
    // cascades to its reports through it (docs/performance.md).
    index('restroom_reports_restroom_created_idx').on(t.restroomId, t.createdAt),
    uniqueIndex('restroom_reports_request_key_idx')
      .on(t.userId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    check(
      'restroom_reports_kind_check',
      // The kinds of shared/report-kinds.ts, as the migration spells them (tests/api/report-kinds.test.ts).
      sql`${t.kind} in (${sql.raw(REPORT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check('restroom_reports_reporter_check', sql`(${t.userId} is null) = ${t.viaSign}`),
    check(
      'restroom_reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('fixed', 'dismissed', 'removed', 'confirmed')`,
    ),
  ],
);

export const restroomConfirmations = pgTable(
  'restroom_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restroomId: uuid('restroom_id')
      .notNull()
      .references(() => restrooms.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    /** By an owner of the course or an admin: shown as the owner's confirmation. */
    byOwner: boolean('by_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('restroom_confirmations_restroom_idx').on(t.restroomId, t.createdAt),
    index('restroom_confirmations_user_idx').on(t.userId),
  ],
);
