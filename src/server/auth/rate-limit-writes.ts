/**
 * Per-user write rate limits (issue 8): review writes, restroom submissions and feedback, each a
 * fixed window per user in the shared counters of rate-limit.ts, so every API process counts as
 * one. Windows and default counts are in src/shared/constants (WRITE_RATE_LIMITS); a deployment
 * changes the counts with WRITE_RATE_LIMIT_* (0 turns one off), e.g. for a benchmark or soak run.
 *
 * Only well-formed writes count: the route calls `countWrite` after validating the body, so a
 * malformed request is refused with its 400 without spending the golfer's budget. A replayed
 * Idempotency-Key never reaches the route, so an outbox resending a write is not counted twice;
 * the 429 itself is not stored with the key, so the outbox's retry after Retry-After runs afresh.
 *
 * Admins are exempt: their accounts are made by support, and correcting a course's restrooms in
 * bulk is their job.
 */
import { WRITE_RATE_LIMITS, type WriteRateLimitKind } from '../../shared/constants';
import type { WriteRateLimits } from '../config';
import type { Executor } from '../db/client';
import {
  defineRateLimit,
  hitRateLimit,
  rateLimitKey,
  rateLimitVerdict,
  tooManyRequests,
  type RateLimitRule,
} from './rate-limit';
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
export async function countWrite(
  db: Executor,
  rules: WriteRules,
  kind: WriteRateLimitKind,
  user: AuthUser,
): Promise<void> {
  const counter = writeCounter(rules, kind, user);
  if (!counter) return;
  const hit = await hitRateLimit(db, counter.rule, user.id);
  if (!hit.allowed) throw tooManyRequests(WRITE_RATE_LIMITED_MESSAGES[kind], hit.retryAfterSeconds);
}

/**
 * The counter one write of `kind` by `user` adds to, for a write that counts itself inside a
 * statement of its own (the review writes count in their course lock, db/consistency.ts: one
 * statement fewer); undefined when it does not count (an admin, or the limit is off).
 */
export interface WriteCounter {
  kind: WriteRateLimitKind;
  rule: RateLimitRule;
  /** The counter's key (auth/rate-limit.ts `rateLimitKey`) and window, for the statement. */
  key: string;
  windowSeconds: number;
}

export function writeCounter(
  rules: WriteRules,
  kind: WriteRateLimitKind,
  user: AuthUser,
): WriteCounter | undefined {
  const rule = rules[kind];
  if (!rule || user.role === 'admin') return undefined;
  return { kind, rule, key: rateLimitKey(rule, user.id), windowSeconds: rule.windowSeconds };
}

/** The 429 with Retry-After for a write counted past its window's budget. */
export function judgeWrite(counter: WriteCounter, counted: { count: number; secondsLeft: number }): void {
  const verdict = rateLimitVerdict(counter.rule, counted);
  if (!verdict.allowed)
    throw tooManyRequests(WRITE_RATE_LIMITED_MESSAGES[counter.kind], verdict.retryAfterSeconds);
}
