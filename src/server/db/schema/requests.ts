/** Bookkeeping of requests, kept in the database so every process shares it (docs/architecture.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Fixed-window rate-limit counters (sign-in attempts now, writes later). They live in the database,
 * not in process memory, so several API processes behind a load balancer share one budget.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Idempotency keys (docs/decisions.md §2): the first answer to a write sent with an `Idempotency-Key`,
 * kept at least 24 h so the client's offline outbox can resend a write whose answer it never saw
 * and get that answer back instead of a second write. A key belongs to the user who sent it
 * (user_scope: their id, or '' without a valid token), so nobody can read another user's answer.
 * `in_progress` rows are a lease taken before the handler runs; see src/server/idempotency/.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').notNull(),
    userId: uuid('user_id'),
    // A nullable column cannot be part of a primary key; the generated scope can, and can't drift.
    userScope: text('user_scope')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(user_id::text, '')`),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request body as UTF-8 text: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull().default('in_progress'),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    /** The answer's bytes as sent (text, not jsonb, so a replay is byte-for-byte the same). */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.userScope] }),
    // The expiry sweep deletes the oldest rows first.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress', 'done')`),
  ],
);
