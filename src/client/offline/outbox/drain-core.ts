/**
 * The one drain of the outbox (decisions.md §6), used by the page (outbox.ts) and by the service
 * worker's Background Sync (sw/sw.ts). Environment-neutral: no window, no localStorage, no React;
 * the caller passes how to read the current session, how to refresh a token, fetch and a clock.
 *
 * - One drainer at a time across tabs and the service worker: the caller holds the Web Lock
 *   OUTBOX_LOCK_NAME around `drainPass` (`withDrainLock`).
 * - FIFO per `resourceKey`: only the oldest entry of a resource is sent; the next waits for it (a
 *   failed head blocks its resource until the user retries or discards it).
 * - The session is read again before every send, so the token attached is the current one (never
 *   one frozen at enqueue), and only entries of the user that token belongs to are sent: another
 *   account's writes stay queued for when that account signs in again.
 * - A 401 asks `refresh` once and resends once. No answer, a time-out, 5xx, 408, 429, a 409 with
 *   Retry-After (an earlier attempt still running) or an uncured 401: back to pending with
 *   exponential backoff and jitter. Any other 4xx fails the entry with the server's message.
 */
import { db } from '../db';
import { backoffDelay, OUTBOX_LOCK_NAME } from './policy';
import type { OutboxEntry } from './types';

export interface DrainSession {
  userId: string;
  accessToken: string;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface DrainEnvironment {
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** The signed-in user and their current access token, or null (nothing is sent). */
  session: () => Promise<DrainSession | null>;
  /** After a 401 with `sentToken`: a token to resend with, or null. */
  refresh: (sentToken: string) => Promise<string | null>;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
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
}

type Outcome =
  { ok: true; data: unknown } | { ok: false; retry: boolean; unanswered: boolean; message: string };

function isTransient(response: Response): boolean {
  const { status } = response;
  if (status === 409) return response.headers.has('Retry-After');
  return status >= 500 || status === 408 || status === 429 || status === 401;
}

async function request(env: DrainEnvironment, entry: OutboxEntry, token: string): Promise<Response> {
  const headers = new Headers({
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': entry.idempotencyKey ?? entry.id,
  });
  if (entry.body !== undefined) headers.set('Content-Type', 'application/json');
  return env.fetch(new URL(entry.path, env.apiBase), {
    method: entry.method,
    headers,
    body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    signal: AbortSignal.timeout(env.timeoutMs),
  });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null; // An empty body is an answer too.
  }
}

/** Sends one entry with the current token; on a 401, refreshes once and resends once. */
async function send(env: DrainEnvironment, entry: OutboxEntry, token: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await request(env, entry, token);
    if (response.status === 401) {
      const fresh = await env.refresh(token);
      if (fresh) response = await request(env, entry, fresh);
    }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const message = timedOut ? `timeout of ${env.timeoutMs} ms exceeded` : 'Network Error';
    return { ok: false, retry: true, unanswered: true, message };
  }
  const body = await readJson(response);
  if (response.ok) return { ok: true, data: body?.data ?? null };
  const serverMessage = typeof body?.message === 'string' ? body.message.trim() : '';
  const message = serverMessage || `Request failed with status code ${response.status}`;
  return { ok: false, retry: isTransient(response), unanswered: false, message };
}

async function entriesOf(userId: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Makes the user's waiting entries due now: the network is back, their backoff was about the old one. */
export async function makeDueNow(userId: string, now: number): Promise<void> {
  await db.outbox
    .where('userId')
    .equals(userId)
    .filter((entry) => entry.status !== 'failed' && entry.nextAttemptAt > now)
    .modify({ nextAttemptAt: now });
}

/**
 * One drain: sends every due entry of the session's user, FIFO per resource, until nothing is due.
 * The caller holds the drain lock. An entry left 'sending' by a drainer that died (a closed tab, a
 * killed worker) is due again: its Idempotency-Key makes a second send harmless.
 */
export async function drainPass(env: DrainEnvironment): Promise<DrainReport> {
  let unanswered = false;
  for (;;) {
    const session = await env.session();
    if (!session) return { waiting: 0, nextAttemptAt: null, unanswered };
    const entries = await entriesOf(session.userId);
    const heads = new Map<string, OutboxEntry>();
    for (const entry of entries) if (!heads.has(entry.resourceKey)) heads.set(entry.resourceKey, entry);
    const waiting = [...heads.values()].filter((entry) => entry.status !== 'failed');
    const now = env.now();
    const due = waiting.filter((entry) => entry.nextAttemptAt <= now);
    const blocked = new Set(
      [...heads.values()].filter((entry) => entry.status === 'failed').map((entry) => entry.resourceKey),
    );
    const report = (): DrainReport => ({
      waiting: entries.filter((entry) => entry.status !== 'failed' && !blocked.has(entry.resourceKey)).length,
      nextAttemptAt: waiting.length > 0 ? Math.min(...waiting.map((entry) => entry.nextAttemptAt)) : null,
      unanswered,
    });
    if (due.length === 0 || !env.isOnline()) return report();
    for (const head of due) {
      // The token is read at send time: it may have been refreshed, or the user may have changed.
      const current = await env.session();
      if (!current || current.userId !== session.userId) return report();
      const fresh = await db.outbox.get(head.id);
      if (!fresh || fresh.status === 'failed' || fresh.userId !== current.userId) continue;
      await db.outbox.update(fresh.id, { status: 'sending' });
      const outcome = await send(env, fresh, current.accessToken);
      if (outcome.ok) {
        await db.outbox.delete(fresh.id);
        env.onSynced(fresh, outcome.data);
      } else if (outcome.retry) {
        unanswered ||= outcome.unanswered;
        const attempts = fresh.attempts + 1;
        await db.outbox.update(fresh.id, {
          status: 'pending',
          attempts,
          error: outcome.message,
          nextAttemptAt: env.now() + backoffDelay(attempts, env.random()),
        });
      } else {
        await db.outbox.update(fresh.id, {
          status: 'failed',
          attempts: fresh.attempts + 1,
          error: outcome.message,
        });
      }
      if (!env.isOnline()) return { ...report(), unanswered: true };
    }
  }
}

/** Runs `work` as the only drainer (Web Lock); without Web Locks, the caller's own guard applies. */
export function withDrainLock<T>(locks: LockManagerLike | undefined, work: () => Promise<T>): Promise<T> {
  return locks ? locks.request(OUTBOX_LOCK_NAME, work) : work();
}
