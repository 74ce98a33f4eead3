/**
 * Fixed-window rate limits kept in the database (decisions.md §2: several API processes share one
 * budget). A rule is a name, a limit and a window; a subject is what is limited (an email, an
 * address, a user id). Usage:
 *
 *   const hit = await hitRateLimit(db, RULE, subject);   // counts this request, atomically
 *   if (!hit.allowed) throw tooManyRequests('…', hit);  // 429 with Retry-After
 *   … await refundRateLimit(db, hit);                    // optional: this request should not count
 *
 * or, for a whole route, the `rateLimit(db, rule, …)` middleware. Counting first and refunding
 * later (rather than checking, then counting) is what keeps the limit exact under concurrency.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import type { AppEnv } from '../http/types';
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

export async function hitRateLimit(
  db: Executor,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitHit> {
  const key = `${rule.name}:${subject}`;
  const { count, windowStart, secondsLeft } = await incrementCounter(db, key, rule.windowSeconds);
  if (Math.random() < PRUNE_PROBABILITY) await deleteCountersBefore(db, 2 * MAX_WINDOW_SECONDS);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, secondsLeft),
    key,
    windowStart,
  };
}

export async function refundRateLimit(db: Executor, hit: RateLimitHit): Promise<void> {
  await decrementCounter(db, hit.key, hit.windowStart);
}

export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Limits a route by a subject taken from the request (e.g. the signed-in user's id); requests
 * whose subject is undefined are not limited by this rule.
 */
export function rateLimit(
  db: Executor,
  rule: RateLimitRule,
  options: { subject: (c: Context<AppEnv>) => string | undefined; message: string },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const subject = options.subject(c);
    if (subject !== undefined) {
      const hit = await hitRateLimit(db, rule, subject);
      if (!hit.allowed) throw tooManyRequests(options.message, hit.retryAfterSeconds);
    }
    await next();
  };
}
