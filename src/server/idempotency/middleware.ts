/**
 * `Idempotency-Key` on writes (docs/decisions.md §2, §6): what makes the client's offline outbox safe
 * to resend. For every POST, PUT, PATCH and DELETE under /api that carries the header, from a
 * signed-in caller (a valid bearer token), to a route that exists:
 *
 * - the key must be a UUID (400 otherwise);
 * - the first request with it runs normally, and its answer is stored with the key: 2xx, and 4xx
 *   too, so a resent refused write is refused the same way. Not stored: 5xx and thrown errors
 *   (our failure: the client retries and the write runs afresh), 401 (the client refreshes its
 *   token and retries) and 429 (retry after the wait);
 * - the same user resending the same method, path and body gets the stored answer again, marked
 *   `Idempotent-Replayed: true`, and nothing is written;
 * - while the first is still running, a resend is a 409 with Retry-After: 1 (try again shortly);
 * - the same key with a different method, path or body is a 422.
 *
 * For a route that runs in the request's transaction (transaction.ts: the review writes), the claim,
 * its quota count, the route's write and the stored answer are one transaction with one commit
 * (docs/architecture.md, write path), and an answer that is not kept rolls all of it back. Around
 * any other route the claim (with its quota count) and the stored answer commit on their own.
 *
 * /api/auth is left alone: its answers are access and refresh tokens, which must not be kept in
 * plain text (only their hashes are stored), and a session call is never queued in the outbox.
 *
 * What is stored is capped (a finding of the attack on the landed build: 2,000 anonymous posts to
 * made-up paths, each kept 24 h with its path and query, grew the data directory by 48 MB). So:
 * anonymous requests and unknown paths keep nothing (the header is ignored; the outbox only ever
 * sends signed-in writes to real routes); a keyed URL may be at most MAX_KEYED_URL_LENGTH long; an
 * answer over MAX_STORED_ANSWER_BYTES is sent but not kept; and each user may claim at most
 * KEYS_PER_USER_PER_HOUR keys an hour (then 429, which the outbox waits out).
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { isUuid } from '../../shared/schemas';
import { bearerUser } from '../auth/guards';
import { defineRateLimit, tooManyRequests } from '../auth/rate-limit';
import type { Database, Executor } from '../db/client';
import { ApiError, okText } from '../http/envelope';
import type { RouteMatcher } from '../http/route-table';
import type { AppEnv } from '../http/types';
import {
  abandonKey,
  claimKey,
  completeKey,
  maybeSweepExpiredKeys,
  type Claim,
  type KeyedRequest,
} from './service';
import { isFinalAnswer, runsInRequestTransaction, withRequestTransaction } from './transaction';

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MALFORMED_KEY_MESSAGE = 'Idempotency-Key must be a UUID';
export const KEY_BUSY_MESSAGE = 'A request with this Idempotency-Key is still being processed';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isExempt = (path: string) => path === '/api/auth' || path.startsWith('/api/auth/');
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Longest path and query a keyed request may have (the app's own are under 100 characters). */
export const MAX_KEYED_URL_LENGTH = 1024;
/** Larger answers are sent but not kept (the app's writes answer a few hundred bytes). */
export const MAX_STORED_ANSWER_BYTES = 32 * 1024;
/** An outbox drained after a day offline sends far fewer; a script filling the table is stopped. */
export const KEYS_PER_USER = defineRateLimit({
  name: 'idempotency:user',
  limit: 300,
  windowSeconds: 60 * 60,
});

const KEYED_URL_TOO_LONG_MESSAGE = 'The address of a request with an Idempotency-Key is too long';
const TOO_MANY_KEYS_MESSAGE =
  'Too many writes with an Idempotency-Key in the last hour. Please wait and try again.';

/** The request under its key, or undefined when the middleware leaves it alone. */
async function keyedRequest(c: Context<AppEnv>, isRoute: RouteMatcher): Promise<KeyedRequest | undefined> {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined || !WRITE_METHODS.has(c.req.method) || isExempt(c.req.path)) return undefined;
  const user = await bearerUser(c);
  if (!user || !isRoute(c.req.method, c.req.path)) return undefined;
  // The route's guard takes the token as checked (auth/guards.ts) rather than verifying it again.
  c.set('user', user);
  const key = header.trim().toLowerCase();
  if (!isUuid(key)) throw new ApiError(400, 'idempotency_key_malformed', MALFORMED_KEY_MESSAGE);

  const url = new URL(c.req.url);
  const path = url.pathname + url.search;
  if (path.length > MAX_KEYED_URL_LENGTH)
    throw new ApiError(414, 'idempotency_url_too_long', KEYED_URL_TOO_LONG_MESSAGE);
  return {
    key,
    userId: user.id,
    method: c.req.method,
    path,
    // As text, which Hono keeps: the handler's JSON is then parsed from it. Read as bytes, the
    // handler's read made a second Response of them to decode (web streams, a third of what a
    // post allocated). The hash is of the text the handler parses (UTF-8; the bytes themselves
    // for any valid body).
    requestHash: createHash('sha256')
      .update(await c.req.text())
      .digest('hex'),
  };
}

/** The answer to a claim that did not take the key, or undefined when it did and may proceed. */
function answerWithoutRunning(claim: Claim): Response | undefined {
  if (claim.kind === 'mismatch') throw new ApiError(422, 'idempotency_key_reused', KEY_REUSED_MESSAGE);
  if (claim.kind === 'busy')
    throw new ApiError(409, 'idempotency_key_busy', KEY_BUSY_MESSAGE, undefined, { 'Retry-After': '1' });
  if (claim.kind === 'replay') {
    const { statusCode, contentType, responseBody } = claim.answer;
    return new Response(NULL_BODY_STATUSES.has(statusCode) ? null : responseBody, {
      status: statusCode,
      headers: { ...(contentType ? { 'Content-Type': contentType } : {}), [REPLAYED_HEADER]: 'true' },
    });
  }
  if (!claim.quota.allowed)
    throw tooManyRequests('idempotency_rate_limited', TOO_MANY_KEYS_MESSAGE, claim.quota.retryAfterSeconds);
  return undefined;
}

/**
 * Keeps the route's answer with the key (or gives the key back when the answer is not kept).
 * False when the answer is not final: the caller rolls back, or has nothing to keep.
 */
async function settleKey(db: Executor, c: Context<AppEnv>, request: KeyedRequest): Promise<boolean> {
  const status = c.res.status;
  if (!isFinalAnswer(status)) return false;
  // The text ok() wrote, when it made the answer; a copy of the body otherwise (a tee of its stream).
  const responseBody = okText(c) ?? (await c.res.clone().text());
  if (Buffer.byteLength(responseBody) > MAX_STORED_ANSWER_BYTES) await abandonKey(db, request);
  else
    await completeKey(db, request, {
      statusCode: status,
      contentType: c.res.headers.get('content-type'),
      responseBody,
    });
  return true;
}

/** Thrown inside the request's transaction to roll it back; `refusal` is then answered. */
class RollBack extends Error {
  constructor(readonly refusal?: ApiError) {
    super('rolled back');
  }
}

/**
 * The route runs in the request's transaction (transaction.ts): claim, quota, the route's write
 * and the kept answer commit together, or, for an answer that is not final, roll back together.
 */
async function inOneTransaction(db: Database, c: Context<AppEnv>, next: Next, request: KeyedRequest) {
  let early: Response | undefined;
  try {
    await db.transaction(async (tx) => {
      const claim = await claimKey(tx, request, KEYS_PER_USER);
      try {
        early = answerWithoutRunning(claim);
      } catch (error) {
        // Nothing was written but the quota count of a refused claim: roll that back too.
        if (error instanceof ApiError && claim.kind === 'claimed') throw new RollBack(error);
        throw error;
      }
      if (early) return;
      await withRequestTransaction(c, tx, next);
      if (!(await settleKey(tx, c, request))) throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    if (error.refusal) throw error.refusal;
  }
  return early;
}

/** Any other route: the claim and the kept answer commit on their own, around the route's own. */
async function aroundTheRoute(db: Database, c: Context<AppEnv>, next: Next, request: KeyedRequest) {
  const claim = await claimKey(db, request, KEYS_PER_USER);
  try {
    const early = answerWithoutRunning(claim);
    if (early) return early;
  } catch (error) {
    if (claim.kind === 'claimed') await abandonKey(db, request);
    throw error;
  }
  try {
    // Hono turns an error thrown by the handler into c.res (the error envelope) before this
    // returns; the catch is for anything that escapes even that.
    await next();
  } catch (error) {
    await abandonKey(db, request);
    throw error;
  }
  try {
    if (!(await settleKey(db, c, request))) await abandonKey(db, request);
  } catch (error) {
    // The write itself is done and its answer is ready: send it. The key stays in progress
    // until its lease lapses; a resend meanwhile is a 409, then runs afresh.
    c.get('logger')?.error({ err: error, key: request.key }, 'could not store the idempotent answer');
  }
  return undefined;
}

export function idempotency(db: Database, isRoute: RouteMatcher): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = await keyedRequest(c, isRoute);
    if (!request) return next();
    await maybeSweepExpiredKeys(db);
    c.set('requestKey', request.key);
    const run = runsInRequestTransaction(c) ? inOneTransaction : aroundTheRoute;
    return run(db, c, next, request);
  };
}
