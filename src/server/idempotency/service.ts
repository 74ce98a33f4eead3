/**
 * The idempotency rules (docs/decisions.md §2): a key names one request of one user for 24 hours.
 *
 *   claim → 'claimed'   the caller runs the write, then stores its answer (or releases the key)
 *         → 'replay'    the same request already has an answer: send it again, write nothing
 *         → 'busy'      the same request is running right now (in this process or another)
 *         → 'mismatch'  the key was used for a different method, path or body
 *
 * The claim is an advisory lock on the key plus an INSERT … ON CONFLICT, so of two identical
 * requests racing (a double tap, a retry while the first is still running) exactly one runs the
 * write. Nothing lives in process memory: any process behind the load balancer answers a retry the
 * same way.
 */
import { rateLimitKey, rateLimitVerdict, type RateLimitRule } from '../auth/rate-limit';
import type { Executor } from '../db/client';
import {
  claimRow,
  deleteExpiredKeys,
  releaseKey,
  storeAnswer,
  type KeyedRequest,
  type StoredAnswer,
} from './queries';

export type { KeyedRequest, StoredAnswer };

/** docs/decisions.md §2: answers are kept at least 24 h. */
const KEY_TTL_SECONDS = 24 * 60 * 60;
/**
 * An in-progress row older than this belongs to a request whose process died before storing the
 * answer (requests take well under a second; shutdown waits at most 10 s), and may be taken over.
 */
const LEASE_SECONDS = 60;
/**
 * Expired rows are swept lazily by writes: about one claim in 100 deletes up to 1,000 of the
 * oldest. That removes ten times faster than claims add, so the table holds about a day of keys,
 * with no timer in every process. Correctness never waits for the sweep: an expired row is
 * taken over when its key comes back.
 */
const SWEEP_PROBABILITY = 1 / 100;
const SWEEP_BATCH = 1000;

export type Claim =
  | { kind: 'claimed'; quota: { allowed: boolean; retryAfterSeconds: number } }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'busy' }
  | { kind: 'mismatch' };

/**
 * Claims the key and counts the claim against `quota` in one statement (queries.ts `claimRow`).
 * Inside a transaction the claim lasts until it ends: committed with the write and its answer, or
 * rolled back with them (the request's one transaction, docs/architecture.md). Alone, it commits
 * at once and the in-progress row is the lease.
 */
export async function claimKey(db: Executor, request: KeyedRequest, quota: RateLimitRule): Promise<Claim> {
  const counter = { key: rateLimitKey(quota, request.userId ?? ''), windowSeconds: quota.windowSeconds };
  // Twice at most: a row committed after the first statement's snapshot (a duplicate that just
  // finished) conflicts without being seen; the second statement sees it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const row = await claimRow(
      db,
      request,
      { ttlSeconds: KEY_TTL_SECONDS, leaseSeconds: LEASE_SECONDS },
      counter,
    );
    if (row.claimed) {
      const counted = { count: row.quotaCount ?? 0, secondsLeft: row.quotaSecondsLeft ?? 0 };
      return { kind: 'claimed', quota: rateLimitVerdict(quota, counted) };
    }
    const existing = row.existing;
    // No answer to judge by: another transaction holds the key (it is running the request, or
    // taking over an expired row), or the row is newer than this statement's snapshot.
    if (existing.method === null || existing.expired) {
      if (!row.free) return { kind: 'busy' };
      continue;
    }
    // A committed, unexpired row is judged as it is, whoever holds the key meanwhile (a resend
    // being answered): the same answer for a replay, 422 for another request.
    if (
      existing.method !== request.method ||
      existing.path !== request.path ||
      existing.requestHash !== request.requestHash
    ) {
      return { kind: 'mismatch' };
    }
    const { statusCode, contentType, responseBody } = existing;
    if (existing.state === 'done' && statusCode !== null && responseBody !== null) {
      return { kind: 'replay', answer: { statusCode, contentType, responseBody } };
    }
    return { kind: 'busy' };
  }
  return { kind: 'busy' };
}

/** About one claim in 100 sweeps expired keys first, outside the request's transaction. */
export async function maybeSweepExpiredKeys(db: Executor): Promise<void> {
  if (Math.random() < SWEEP_PROBABILITY) await sweepExpiredKeys(db);
}

export const completeKey = (db: Executor, request: KeyedRequest, answer: StoredAnswer) =>
  storeAnswer(db, request, answer);

export const abandonKey = (db: Executor, request: KeyedRequest) => releaseKey(db, request);

/** Deletes expired keys, a bounded batch at a time; answers how many went. */
export const sweepExpiredKeys = (db: Executor, batch = SWEEP_BATCH) =>
  deleteExpiredKeys(db, KEY_TTL_SECONDS, batch);
