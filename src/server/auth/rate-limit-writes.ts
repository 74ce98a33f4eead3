/**
 * Per-user write rate limits (issue 8): review writes, restroom submissions and feedback, each a
 * fixed window per user in the shared counters of rate-limit.ts, so every API process counts as
 * one. Windows and default counts are in src/shared/constants (WRITE_RATE_LIMITS); a deployment
 * changes the counts with WRITE_RATE_LIMIT_* (0 turns one off), e.g. for a benchmark or soak run.
 *
 * Only well-formed writes count: the route calls `countedWrite` after validating the body, so a
 * malformed request is refused with its 400 without spending the golfer's budget. A replayed
 * Idempotency-Key never reaches the route, so an outbox resending a write is not counted twice;
 * the 429 itself is not stored with the key, so the outbox's retry after Retry-After runs afresh.
 *
 * Admins are exempt: their accounts are made by support, and correcting a course's restrooms in
 * bulk is their job.
 */
import { WRITE_RATE_LIMITS, type WriteRateLimitKind } from '../../shared/constants';
import type { WriteRateLimits } from '../config';
import type { Executor, Transaction } from '../db/client';
import { defineRateLimit, hitRateLimit, tooManyRequests, type RateLimitRule } from './rate-limit';
import type { AuthUser } from './tokens';

export const WRITE_RATE_LIMITED_MESSAGES: Record<WriteRateLimitKind, string> = {
  reviews: 'You are posting reviews too quickly. Please wait a few minutes and try again.',
  restrooms: 'You have added many restrooms in a short time. Please wait a while and try again.',
  feedback: 'You are sending feedback too quickly. Please wait a few minutes and try again.',
  reports: 'You have sent many status reports in a short time. Please wait a while and try again.',
};

const DEFAULT_WRITE_RATE_LIMITS: WriteRateLimits = {
  reviews: WRITE_RATE_LIMITS.reviews.limit,
  restrooms: WRITE_RATE_LIMITS.restrooms.limit,
  feedback: WRITE_RATE_LIMITS.feedback.limit,
  reports: WRITE_RATE_LIMITS.reports.limit,
};

/** The rule of each kind with the configured count; undefined where the count is 0 (off). */
export type WriteRules = Partial<Record<WriteRateLimitKind, RateLimitRule>>;

export function writeRules(limits: Partial<WriteRateLimits> = {}): WriteRules {
  const rules: WriteRules = {};
  for (const kind of Object.keys(WRITE_RATE_LIMITS) as WriteRateLimitKind[]) {
    const limit = limits[kind] ?? DEFAULT_WRITE_RATE_LIMITS[kind];
    if (limit > 0) {
      rules[kind] = defineRateLimit({
        name: `write:${kind}`,
        limit,
        windowSeconds: WRITE_RATE_LIMITS[kind].windowSeconds,
      });
    }
  }
  return rules;
}

/** Counts one write of `kind` by `user`; a 429 with Retry-After once the window's budget is spent. */
async function countWrite(
  db: Executor,
  rules: WriteRules,
  kind: WriteRateLimitKind,
  user: AuthUser,
): Promise<void> {
  const rule = rules[kind];
  if (!rule || user.role === 'admin') return;
  const hit = await hitRateLimit(db, rule, user.id);
  if (!hit.allowed)
    throw tooManyRequests('write_rate_limited', WRITE_RATE_LIMITED_MESSAGES[kind], hit.retryAfterSeconds);
}

/**
 * Counts one write of `kind` by `user` and runs `write` beside the count in the request's
 * transaction (docs/performance.md, "A write's count sent with its first statement"): the write's
 * first statement leaves before the count has answered, in the same socket write on PostgreSQL
 * (postgres-js writes what a connection queued before its next turn together) and right behind it
 * into the embedded database's thread, so the count costs no round trip of its own.
 *
 * The count is judged first, whatever the write did: over the budget, the answer is the 429 it was
 * before, and the write is undone with it, because a 429 rolls the request's whole transaction
 * back (idempotency/transaction.ts). Hence a `Transaction`: on a database that commits each
 * statement, a refused write would stay written.
 */
export async function countedWrite<T>(
  tx: Transaction,
  rules: WriteRules,
  kind: WriteRateLimitKind,
  user: AuthUser,
  write: () => Promise<T>,
): Promise<T> {
  const [counted, written] = await Promise.allSettled([countWrite(tx, rules, kind, user), write()]);
  if (counted.status === 'rejected') throw counted.reason;
  if (written.status === 'rejected') throw written.reason;
  return written.value;
}
