/**
 * The outbox (decisions.md §6). A write is stored in the device database with a client-made
 * Idempotency-Key, shown at once by its screen (optimistically, marked pending sync) and sent when the
 * network allows: right after it is queued, when the app starts, when the browser comes back online
 * and when the window regains focus.
 *
 * - One drainer at a time across tabs (Web Lock 'fairway-outbox-drain'; an in-tab flag where the
 *   Web Locks API is missing) and FIFO per `resourceKey`: an entry waits while an older one for the
 *   same resource is still queued (or failed, until the user retries or discards it).
 * - The access token is attached at send time by lib/api (which also refreshes it on a 401); an entry
 *   is sent only while its own user is signed in on this device.
 * - No answer, a time-out, 5xx, 408, 429, or a 401 the refresh could not cure: the entry goes back to
 *   pending with exponential backoff and jitter (capped at 5 minutes). Any other 4xx (409 on a second
 *   review, 422, 403, 404…) fails the entry with the server's message; it stays visible until the user
 *   retries or discards it. Nothing vanishes on its own.
 * - Success deletes the entry and tells the `onWriteSynced` listeners (in every tab).
 */
import { liveQuery } from 'dexie';
import { HTTPError, type KyInstance } from 'ky';
import { api, apiErrorMessage } from '../../lib/api';
import { db } from '../db';
import type { OutboxEntry, OutboxInput } from './types';

export const OUTBOX_LOCK_NAME = 'fairway-outbox-drain';
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

type SyncListener = (entry: OutboxEntry, responseData: unknown) => void;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

interface OutboxConfig {
  client: KyInstance;
  now: () => number;
  random: () => number;
  locks: () => LockManagerLike | undefined;
  isOnline: () => boolean;
}

const defaults = (): OutboxConfig => ({
  client: api,
  now: () => Date.now(),
  random: () => Math.random(),
  locks: () => (globalThis.navigator as Navigator | undefined)?.locks,
  isOnline: () => (globalThis.navigator as Navigator | undefined)?.onLine ?? true,
});

let config = defaults();

/** For tests: a fake server, clock, random source, lock manager or connectivity. */
export function configureOutbox(overrides: Partial<OutboxConfig> | null): void {
  config = overrides ? { ...config, ...overrides } : defaults();
}

// ---- The signed-in user ---------------------------------------------------------------------------

let currentUserId: string | null = null;
const userListeners = new Set<() => void>();

/** Set by the app when the session changes (features/sync); entries of other users are never sent. */
export function setOutboxUser(userId: string | null): void {
  if (userId === currentUserId) return;
  currentUserId = userId;
  for (const listener of userListeners) listener();
  if (userId) void drainOutbox();
}

export function getOutboxUser(): string | null {
  return currentUserId;
}

export function subscribeOutboxUser(listener: () => void): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

// ---- Synced notifications -------------------------------------------------------------------------

const syncListeners = new Set<SyncListener>();
const CHANNEL_NAME = 'fairway-outbox';
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', (event: MessageEvent<{ entry: OutboxEntry; data: unknown }>) => {
      notify(event.data.entry, event.data.data);
    });
  }
  return channel;
}

function notify(entry: OutboxEntry, data: unknown): void {
  for (const listener of syncListeners) {
    try {
      listener(entry, data);
    } catch {
      // One listener's failure must not stop the others.
    }
  }
}

/** Called after the server accepted an entry (in this tab or another); returns the unsubscribe. */
export function onWriteSynced(listener: SyncListener): () => void {
  getChannel();
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}

// ---- Queue operations -----------------------------------------------------------------------------

export async function enqueueWrite(input: OutboxInput): Promise<OutboxEntry> {
  const userId = currentUserId;
  if (!userId) throw new Error('Sign in to save changes.');
  const now = config.now();
  const entry: OutboxEntry = {
    ...input,
    id: crypto.randomUUID(),
    userId,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  await db.outbox.add(entry);
  void drainOutbox();
  return entry;
}

/**
 * Sends a failed (or waiting) entry again, now. A refused entry gets a new Idempotency-Key: under
 * its old one the server would replay the stored refusal instead of trying again.
 */
export async function retryEntry(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    await db.outbox.update(id, {
      status: 'pending',
      nextAttemptAt: config.now(),
      error: undefined,
      ...(entry.status === 'failed' ? { idempotencyKey: crypto.randomUUID() } : {}),
    });
  });
  await drainOutbox();
}

export async function discardEntry(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/**
 * Replaces the body of an entry not yet sent (editing an offline review before it reached the server).
 * Returns false when the entry is gone or on its way; the caller then queues a new write.
 */
export async function replacePendingBody(id: string, body: unknown): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.status === 'sending') return false;
    // Once an attempt may have reached the server, the old key is bound to the old body (422).
    const newKey = entry.attempts > 0 ? { idempotencyKey: crypto.randomUUID() } : {};
    await db.outbox.update(id, {
      body,
      status: 'pending',
      error: undefined,
      nextAttemptAt: config.now(),
      ...newKey,
    });
    return true;
  });
}

/** The signed-in user's entries, oldest first. */
async function userEntries(userId: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Live list of the current user's entries, oldest first (Dexie liveQuery). */
export function observeOutbox(userId: string, callback: (entries: OutboxEntry[]) => void): () => void {
  const subscription = liveQuery(() => userEntries(userId)).subscribe({
    next: callback,
    error: () => callback([]),
  });
  return () => subscription.unsubscribe();
}

// ---- Draining -------------------------------------------------------------------------------------

export function backoffDelay(attempts: number, random = config.random()): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random * 0.5));
}

type Outcome = { ok: true; data: unknown } | { ok: false; retry: boolean; message: string };

/**
 * Answers worth sending again later. A 409 with Retry-After is the server still processing an
 * earlier attempt under the same key (our time-out fired first); other 409s are real conflicts.
 */
function isTransient(response: Response): boolean {
  const { status } = response;
  if (status === 409) return response.headers.has('Retry-After');
  return status >= 500 || status === 408 || status === 429 || status === 401;
}

async function send(entry: OutboxEntry): Promise<Outcome> {
  try {
    const response = await config.client(entry.path, {
      method: entry.method,
      headers: { 'Idempotency-Key': entry.idempotencyKey ?? entry.id },
      ...(entry.body === undefined ? {} : { json: entry.body }),
    });
    let data: unknown = null;
    try {
      const body = (await response.json()) as { data?: unknown } | null;
      data = body?.data ?? null;
    } catch {
      // An empty body is an answer too.
    }
    return { ok: true, data };
  } catch (error) {
    const message = apiErrorMessage(error, 'Could not reach the server.');
    if (error instanceof HTTPError && !isTransient(error.response)) {
      return { ok: false, retry: false, message };
    }
    return { ok: false, retry: true, message };
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleWake(at: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void drainOutbox(), Math.max(0, at - config.now()));
}

/** One pass: sends every due entry of the current user, FIFO per resource; returns the next wake. */
async function drainPass(): Promise<void> {
  for (;;) {
    const userId = currentUserId;
    if (!userId || !config.isOnline()) return;
    const entries = await userEntries(userId);
    const heads = new Map<string, OutboxEntry>();
    for (const entry of entries) if (!heads.has(entry.resourceKey)) heads.set(entry.resourceKey, entry);
    const now = config.now();
    const due = [...heads.values()].filter(
      (entry) => entry.status !== 'failed' && entry.nextAttemptAt <= now,
    );
    if (due.length === 0) {
      const waiting = [...heads.values()].filter((entry) => entry.status !== 'failed');
      if (waiting.length > 0) scheduleWake(Math.min(...waiting.map((entry) => entry.nextAttemptAt)));
      return;
    }
    for (const head of due) {
      if (currentUserId !== userId) return;
      // Still there and unchanged (discarded or edited while we looked)?
      const fresh = await db.outbox.get(head.id);
      if (!fresh || fresh.status === 'failed') continue;
      await db.outbox.update(fresh.id, { status: 'sending' });
      const outcome = await send(fresh);
      if (outcome.ok) {
        await db.outbox.delete(fresh.id);
        notify(fresh, outcome.data);
        getChannel()?.postMessage({ entry: fresh, data: outcome.data });
      } else if (outcome.retry) {
        const attempts = fresh.attempts + 1;
        await db.outbox.update(fresh.id, {
          status: 'pending',
          attempts,
          error: outcome.message,
          nextAttemptAt: config.now() + backoffDelay(attempts),
        });
      } else {
        await db.outbox.update(fresh.id, {
          status: 'failed',
          attempts: fresh.attempts + 1,
          error: outcome.message,
        });
      }
      if (!config.isOnline()) return;
    }
  }
}

let running: Promise<void> | null = null;
let again = false;

/** Sends what is due. Concurrent calls share one run (and ask for one more pass if needed). */
export function drainOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const locks = config.locks();
        await (locks ? locks.request(OUTBOX_LOCK_NAME, drainPass) : drainPass());
      } while (again);
    } catch {
      // The device store failed (quota, private mode): the next trigger tries again.
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The network is back: waiting entries are due now (their backoff was about the old network). */
export async function wakeOutbox(): Promise<void> {
  const userId = currentUserId;
  if (userId) {
    try {
      const now = config.now();
      await db.outbox
        .where('userId')
        .equals(userId)
        .filter((entry) => entry.status === 'pending' && entry.nextAttemptAt > now)
        .modify({ nextAttemptAt: now });
    } catch {
      // See drainOutbox.
    }
  }
  await drainOutbox();
}

/** Drains on start, on `online` and on focus; returns the stop function. */
export function startOutbox(): () => void {
  const onOnline = () => void wakeOutbox();
  const onFocus = () => void drainOutbox();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void drainOutbox();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  getChannel();
  void drainOutbox();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(timer);
  };
}
