/**
 * Fixed-window rate limits kept in the database (docs/decisions.md §2: several API processes share one
 * budget). A rule is a name, a limit and a window; a subject is what is limited (an email, an
 * address, a user id). Usage:
 *
 *   const hit = await hitRateLimit(db, RULE, subject);   // counts this request, atomically
 *   if (!hit.allowed) throw tooManyRequests('…', hit);  // 429 with Retry-After
 *   … await refundRateLimit(db, hit);                    // optional: this request should not count
 *
 * Counting first and refunding later (rather than checking, then counting) is what keeps the limit exact under concurrency.
 */
import type { ErrorCode } from '../../shared/error-codes';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { decrementCounter, deleteCountersBefore, incrementCounter } from './rate-limit-queries';

export interface RateLimitRule {
  /** Part of the counter key; unique per rule. */
  name: string;
  /** Requests allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  key: string;
  windowStart: Date;
}

/** Counters older than this are garbage; no rule may use a longer window. */
const MAX_WINDOW_SECONDS = 24 * 60 * 60;
/** About one request in 200 sweeps old windows: cheap, and no timer to run in every process. */
const PRUNE_PROBABILITY = 1 / 200;

export function defineRateLimit(rule: RateLimitRule): RateLimitRule {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS) throw new Error(`rate limit window of ${rule.name} too long`);
  return rule;
}

/** Counts a request against the rule; `weight` lets a costly request count as several. */
export async function hitRateLimit(
  db: Executor,
  rule: RateLimitRule,
  subject: string,
  weight = 1,
): Promise<RateLimitHit> {
  const key = rateLimitKey(rule, subject);
  const { count, windowStart, secondsLeft } = await incrementCounter(db, key, rule.windowSeconds, weight);
  await maybePruneCounters(db);
  return { ...rateLimitVerdict(rule, { count, secondsLeft }), count, key, windowStart };
}

/** Now and then, a hit sweeps windows that ended long ago. */
async function maybePruneCounters(db: Executor): Promise<void> {
  if (Math.random() < PRUNE_PROBABILITY) await deleteCountersBefore(db, 2 * MAX_WINDOW_SECONDS);
}

/** The counter a rule keeps for a subject. */
export const rateLimitKey = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

export function rateLimitVerdict(
  rule: RateLimitRule,
  counted: { count: number; secondsLeft: number },
): Pick<RateLimitHit, 'allowed' | 'retryAfterSeconds'> {
  return { allowed: counted.count <= rule.limit, retryAfterSeconds: Math.max(1, counted.secondsLeft) };
}

export async function refundRateLimit(db: Executor, hit: RateLimitHit): Promise<void> {
  await decrementCounter(db, hit.key, hit.windowStart);
}

export function tooManyRequests(code: ErrorCode, message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, code, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
