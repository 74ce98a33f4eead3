/**
 * The one drain of the outbox (docs/decisions.md §6), used by the page (outbox.ts) and by the service
 * worker's Background Sync (sw/sw.ts). Environment-neutral: no window, no localStorage, no React;
 * the caller passes how to read the current session, how to refresh a token, fetch and a clock.
 *
 * - One drainer at a time across tabs and the service worker: the caller holds the drain lock around
 *   `drainPass` (drain-lock.ts), and the pass stops as soon as it no longer holds it.
 * - FIFO per `resourceKey`: only the oldest entry of a resource is sent; the next waits for it (a
 *   failed head blocks its resource until the user retries or discards it).
 * - The session is read again before every send, so the token attached is the current one (never
 *   one frozen at enqueue), and only entries of the user that token belongs to are sent: another
 *   account's writes stay queued for when that account signs in again. A token whose owner cannot be
 *   read (garbage in storage) is refreshed first instead of silently sending nothing (issue 21).
 * - A 401 asks `refresh` once and resends once. No answer, a time-out, 5xx, 408, 429, a 409 with
 *   Retry-After (an earlier attempt still running) or an uncured 401: back to pending with
 *   exponential backoff and jitter. Any other 4xx fails the entry with the server's message.
 * - A pass that sends nothing says why (`DrainReport.blocked`), so the sync screen can tell the
 *   golfer instead of claiming everything is synced.
 */
import { db } from '../db';
import { userIdOf } from '../../session/claims';
import { UNREADABLE_ENTRY } from './migrations';
import { backoffDelay, networkRetryDelay } from './policy';
import { changesOf, pathOf } from './entry-meaning';
import { applyToDeviceCopies, resolveDependents } from './reconcile';
import { send, type Outcome } from './send';
import type { OutboxEntry } from './types';
import { isPendingRef, isWriteKind } from './writes';

export interface DrainSession {
  userId: string;
  accessToken: string;
}

/** Why a pass sent nothing although entries wait: shown on the sync screen. */
export type DrainBlock =
  /** No tokens on this device: the entries wait for their account to sign in. */
  | 'signed-out'
  /** The stored token belongs to another account than the one whose writes are due. */
  | 'other-account'
  /** The tokens could not be renewed for lack of an answer: tried again with the network. */
  | 'session-unanswered'
  /** The network is off. */
  | 'offline'
  /** Another drainer (a tab, the service worker) holds the drain: it sends them. */
  | 'busy';

export interface DrainEnvironment {
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /**
   * The current access token and whose writes it may carry: `userId` is the signed-in user (the
   * page), or null when the token's own claim decides (the service worker, which has no other idea
   * of who is signed in).
   */
  session: () => Promise<{ userId: string | null; accessToken: string | null }>;
  /** After a 401 with `sentToken` (or an unreadable token): a token to send with, or null. */
  refresh: (sentToken: string) => Promise<string | null>;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
  /** Whether this drainer still holds the drain (drain-lock.ts); a pass stops when it does not. */
  holdsDrain?: () => Promise<boolean>;
  /** The server accepted `entry`; `data` is its answer's `data`. */
  onSynced: (entry: OutboxEntry, data: unknown) => void;
}

export interface DrainReport {
  /** Entries of the user still to be sent (not failed, nor queued behind a failed one). */
  waiting: number;
  /** When the earliest waiting entry is due, if any. */
  nextAttemptAt: number | null;
  /** Whether some attempt got no answer (offline, time-out): worth a Background Sync. */
  unanswered: boolean;
  /** Set when the pass could not send what was due, and why. */
  blocked?: DrainBlock;
}

/**
 * The session to send with, or why there is none. An unreadable token is refreshed first: its owner
 * cannot be told, and without this the queue waited, unsent and unexplained, until something else
 * happened to renew the token.
 */
export async function resolveSession(env: DrainEnvironment): Promise<DrainSession | { blocked: DrainBlock }> {
  const { userId, accessToken } = await env.session();
  if (!accessToken) return { blocked: 'signed-out' };
  let token = accessToken;
  let owner = userIdOf(token);
  if (!owner) {
    let fresh: string | null;
    try {
      fresh = await env.refresh(token);
    } catch {
      return { blocked: 'session-unanswered' };
    }
    if (!fresh) return { blocked: 'signed-out' };
    token = fresh;
    owner = userIdOf(fresh);
  }
  if (!owner) return { blocked: 'signed-out' };
  if (userId && owner !== userId) return { blocked: 'other-account' };
  return { userId: owner, accessToken: token };
}

export async function entriesOf(userId: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** Makes the user's waiting entries due now: the network is back, their backoff was about the old one. */
export async function makeDueNow(userId: string, now: number): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .filter((entry) => entry.status !== 'failed' && entry.nextAttemptAt > now)
    .modify({ nextAttemptAt: now });
}

/** The heads of each resource (the only entries that may be sent) and what waits behind failed ones. */
function plan(entries: OutboxEntry[], now: number) {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of entries) if (!heads.has(entry.resourceKey)) heads.set(entry.resourceKey, entry);
  const waiting = [...heads.values()].filter((entry) => entry.status !== 'failed');
  const blocked = new Set(
    [...heads.values()].filter((entry) => entry.status === 'failed').map((entry) => entry.resourceKey),
  );
  return {
    due: waiting.filter((entry) => entry.nextAttemptAt <= now),
    waitingCount: entries.filter((entry) => entry.status !== 'failed' && !blocked.has(entry.resourceKey))
      .length,
    nextAttemptAt: waiting.length > 0 ? Math.min(...waiting.map((entry) => entry.nextAttemptAt)) : null,
  };
}

/** Records one attempt's outcome on the entry; an accepted one also updates the device's copies. */
async function settle(env: DrainEnvironment, entry: OutboxEntry, outcome: Outcome): Promise<void> {
  if (outcome.ok) {
    // The open pages hear of the answer before the entry leaves the outbox: they fold it into what
    // they show first, so no frame shows the old answer with the entry's overlay already gone (a
    // card flashed its feedback from before the write, chaos e2e). Laid over an answer that already
    // holds it, the entry changes nothing.
    env.onSynced(entry, outcome.data);
    const tables = [db.outbox, db.outboxReceipts, db.courseRestrooms, db.restroomReviews];
    await db.transaction('rw', tables, async () => {
      await db.outbox.delete(entry.id);
      await resolveDependents(entry, outcome.data, env.now());
      await applyToDeviceCopies(changesOf(entry, outcome.data));
    });
  } else if (outcome.retry) {
    // A server that says when to come back (429, 503) is not asked again sooner: each early retry
    // would only spend the golfer's budget again. No answer at all is the network's doing, not the
    // server's: tried again within seconds (policy.ts), so a returning signal is noticed at once.
    const attempts = entry.attempts + 1;
    const delay = outcome.unanswered ? networkRetryDelay : backoffDelay;
    const wait = Math.max(delay(attempts, env.random()), outcome.retryAfterMs ?? 0);
    await db.outbox.update(entry.id, {
      status: 'pending',
      attempts,
      error: outcome.message,
      errorCode: outcome.code,
      nextAttemptAt: env.now() + wait,
      ...(outcome.unanswered ? { mayHaveArrived: true } : {}),
    });
  } else {
    await db.outbox.update(entry.id, {
      status: 'failed',
      attempts: entry.attempts + 1,
      error: outcome.message,
      errorCode: outcome.code,
    });
  }
}

const refused = (message: string, code: string): Outcome => ({
  ok: false,
  retry: false,
  unanswered: false,
  message,
  code,
});

/**
 * The path to send `entry` to, or why it cannot go: a kind this build does not know (an entry
 * migrations.ts could not read), or an id from an earlier entry that never reached the server.
 * Null while that earlier entry is still queued (it goes first: the same resource).
 */
async function target(entry: OutboxEntry): Promise<{ path: string } | Outcome | null> {
  if (!isWriteKind(entry.kind)) return refused(UNREADABLE_ENTRY, 'unreadable');
  const path = pathOf(entry);
  if (path) return { path };
  const refs = Object.values(entry.params as Record<string, unknown>).filter(isPendingRef);
  const waiting = await Promise.all(refs.map((ref) => db.outbox.get(ref.fromEntry)));
  return waiting.every(Boolean) ? null : refused(BASE_DISCARDED, 'base_discarded');
}

/**
 * Reads the entry and marks it 'sending' in one transaction, so the page cannot discard it or change
 * its body in between: the page does both only to an entry not 'sending' (outbox.ts), and a read then
 * a separate mark let a review the golfer had just deleted ("it never left the device") reach the
 * server anyway, or an edit of it be lost (chaos e2e, issue 21). Null when there is nothing to send.
 */
async function claim(
  id: string,
  userId: string,
): Promise<{ fresh: OutboxEntry; to: { path: string } | Outcome } | null> {
  return db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(id);
    if (!fresh || fresh.status === 'failed' || fresh.userId !== userId) return null;
    const to = await target(fresh);
    if (to === null) return null;
    if ('path' in to) await db.outbox.update(fresh.id, { status: 'sending' });
    return { fresh, to };
  });
}

/** The message of a write whose base (the review it edits) was discarded before it was sent. */
export const BASE_DISCARDED = 'The change it builds on was discarded before it reached the server.';

/**
 * One drain: sends every due entry of the session's user, FIFO per resource, until nothing is due.
 * The caller holds the drain lock. An entry left 'sending' by a drainer that died (a closed tab, a
 * killed worker) is due again: its Idempotency-Key makes a second send harmless.
 */
export async function drainPass(env: DrainEnvironment): Promise<DrainReport> {
  let unanswered = false;
  for (;;) {
    // Nothing due, nothing to do: no refresh of an unreadable token just to send nothing. With no
    // expected user (an unreadable token in the worker), any due entry is worth resolving the session.
    const expected = (await env.session()).userId;
    const candidates = plan(expected ? await entriesOf(expected) : await db.outbox.toArray(), env.now());
    const idle = (blocked?: DrainBlock): DrainReport => ({
      waiting: expected && blocked !== 'signed-out' ? candidates.waitingCount : 0,
      nextAttemptAt: expected ? candidates.nextAttemptAt : null,
      unanswered,
      ...(blocked ? { blocked } : {}),
    });
    if (candidates.due.length === 0) return idle();
    if (!env.isOnline()) return idle('offline');
    const session = await resolveSession(env);
    if ('blocked' in session) return idle(session.blocked);
    const entries = await entriesOf(session.userId);
    const { due, waitingCount, nextAttemptAt } = plan(entries, env.now());
    const report = (blocked?: DrainBlock): DrainReport => ({
      waiting: waitingCount,
      nextAttemptAt,
      unanswered,
      ...(blocked ? { blocked } : {}),
    });
    if (due.length === 0) return report();
    for (const head of due) {
      if (env.holdsDrain && !(await env.holdsDrain())) return report('busy');
      // The token is read at send time: it may have been refreshed, or the user may have changed.
      const current = await resolveSession(env);
      if ('blocked' in current) return report(current.blocked);
      if (current.userId !== session.userId) return report('other-account');
      const claimed = await claim(head.id, current.userId);
      if (!claimed) continue;
      const { fresh, to } = claimed;
      if (!('path' in to)) {
        await settle(env, fresh, to);
        continue;
      }
      const outcome = await send(env, fresh, to.path, current.accessToken);
      if (!outcome.ok) unanswered ||= outcome.unanswered;
      await settle(env, fresh, outcome);
      if (!env.isOnline()) return { ...report('offline'), unanswered: true };
    }
  }
}
