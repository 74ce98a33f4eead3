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
import type { MiddlewareHandler } from 'hono';
import { isUuid } from '../../shared/schemas';
import { bearerUser } from '../auth/guards';
import { defineRateLimit, hitRateLimit, tooManyRequests } from '../auth/rate-limit';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import type { RouteMatcher } from '../http/route-table';
import type { AppEnv } from '../http/types';
import { abandonKey, claimKey, completeKey, type KeyedRequest } from './service';

const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MALFORMED_KEY_MESSAGE = 'Idempotency-Key must be a UUID';
export const KEY_BUSY_MESSAGE = 'A request with this Idempotency-Key is still being processed';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isExempt = (path: string) => path === '/api/auth' || path.startsWith('/api/auth/');
/** Client errors that mean "try again", not "this request is refused". */
const RETRYABLE_CLIENT_ERRORS = new Set([401, 429]);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

const shouldStore = (status: number) => status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status);

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

export function idempotency(db: Executor, isRoute: RouteMatcher): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined || !WRITE_METHODS.has(c.req.method) || isExempt(c.req.path)) return next();
    const user = await bearerUser(c);
    if (!user || !isRoute(c.req.method, c.req.path)) return next();
    const key = header.trim().toLowerCase();
    if (!isUuid(key)) throw new ApiError(400, MALFORMED_KEY_MESSAGE);

    const url = new URL(c.req.url);
    const path = url.pathname + url.search;
    if (path.length > MAX_KEYED_URL_LENGTH) throw new ApiError(414, KEYED_URL_TOO_LONG_MESSAGE);
    const request: KeyedRequest = {
      key,
      userId: user.id,
      method: c.req.method,
      path,
      // Hono keeps the body it read, so the handler can still read it (as JSON) after us.
      requestHash: createHash('sha256')
        .update(new Uint8Array(await c.req.arrayBuffer()))
        .digest('hex'),
    };

    const claim = await claimKey(db, request);
    if (claim.kind === 'mismatch') throw new ApiError(422, KEY_REUSED_MESSAGE);
    if (claim.kind === 'busy') throw new ApiError(409, KEY_BUSY_MESSAGE, undefined, { 'Retry-After': '1' });
    if (claim.kind === 'replay') {
      const { statusCode, contentType, responseBody } = claim.answer;
      return new Response(NULL_BODY_STATUSES.has(statusCode) ? null : responseBody, {
        status: statusCode,
        headers: { ...(contentType ? { 'Content-Type': contentType } : {}), [REPLAYED_HEADER]: 'true' },
      });
    }

    const quota = await hitRateLimit(db, KEYS_PER_USER, user.id);
    if (!quota.allowed) {
      await abandonKey(db, request);
      throw tooManyRequests(TOO_MANY_KEYS_MESSAGE, quota.retryAfterSeconds);
    }

    c.set('requestKey', key);
    try {
      // Hono turns an error thrown by the handler into c.res (the error envelope) before this
      // returns; the catch is for anything that escapes even that.
      await next();
    } catch (error) {
      await abandonKey(db, request);
      throw error;
    }
    const status = c.res.status;
    const responseBody = shouldStore(status) ? await c.res.clone().text() : '';
    if (!shouldStore(status) || Buffer.byteLength(responseBody) > MAX_STORED_ANSWER_BYTES) {
      await abandonKey(db, request);
      return;
    }
    try {
      await completeKey(db, request, {
        statusCode: status,
        contentType: c.res.headers.get('content-type'),
        responseBody,
      });
    } catch (error) {
      // The write itself is done and its answer is ready: send it. The key stays in progress
      // until its lease lapses; a resend meanwhile is a 409, then runs afresh.
      c.get('logger')?.error({ err: error, key }, 'could not store the idempotent answer');
    }
  };
}
