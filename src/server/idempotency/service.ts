/**
 * The idempotency rules (docs/decisions.md §2): a key names one request of one user for 24 hours.
 *
 *   claim → 'claimed'   the caller runs the write, then stores its answer (or releases the key)
 *         → 'replay'    the same request already has an answer: send it again, write nothing
 *         → 'busy'      the same request is running right now (in this process or another)
 *         → 'mismatch'  the key was used for a different method, path or body
 *
 * The claim is an INSERT … ON CONFLICT DO NOTHING, so of two identical requests racing (a double
 * tap, a retry while the first is still running) exactly one runs the write. Nothing lives in
 * process memory: any process behind the load balancer answers a retry the same way.
 */
import type { Executor } from '../db/client';
import {
  deleteExpiredKey,
  deleteExpiredKeys,
  findKey,
  insertKey,
  releaseKey,
  storeAnswer,
  takeOverStaleKey,
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
 * ignored (and deleted) when its key comes back.
 */
const SWEEP_PROBABILITY = 1 / 100;
const SWEEP_BATCH = 1000;

export type Claim =
  { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'busy' } | { kind: 'mismatch' };

export async function claimKey(db: Executor, request: KeyedRequest): Promise<Claim> {
  if (Math.random() < SWEEP_PROBABILITY) await sweepExpiredKeys(db);
  // Twice at most: the row we conflicted with may vanish (released, or expired and deleted)
  // between our INSERT and our SELECT; then the second INSERT normally takes the key.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await insertKey(db, request)) return { kind: 'claimed' };
    const row = await findKey(db, request, KEY_TTL_SECONDS, LEASE_SECONDS);
    if (!row) continue;
    if (row.expired) {
      await deleteExpiredKey(db, request, KEY_TTL_SECONDS);
      continue;
    }
    if (
      row.method !== request.method ||
      row.path !== request.path ||
      row.requestHash !== request.requestHash
    ) {
      return { kind: 'mismatch' };
    }
    if (row.state === 'done' && row.statusCode !== null && row.responseBody !== null) {
      return {
        kind: 'replay',
        answer: { statusCode: row.statusCode, contentType: row.contentType, responseBody: row.responseBody },
      };
    }
    if (row.stale && (await takeOverStaleKey(db, request, LEASE_SECONDS))) return { kind: 'claimed' };
    return { kind: 'busy' };
  }
  return { kind: 'busy' };
}

export const completeKey = (db: Executor, request: KeyedRequest, answer: StoredAnswer) =>
  storeAnswer(db, request, answer);

export const abandonKey = (db: Executor, request: KeyedRequest) => releaseKey(db, request);

/** Deletes expired keys, a bounded batch at a time; answers how many went. */
export const sweepExpiredKeys = (db: Executor, batch = SWEEP_BATCH) =>
  deleteExpiredKeys(db, KEY_TTL_SECONDS, batch);
