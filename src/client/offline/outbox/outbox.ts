/**
 * The outbox (decisions.md §6), page side. A write is stored in the device database with a
 * client-made Idempotency-Key, shown at once by its screen (optimistically, marked pending sync) and
 * sent when the network allows. The sending itself is drain-core.ts, the one drain the service worker
 * also runs on Background Sync.
 *
 * - The page drains right after a write is queued, at start, when the browser comes back online,
 *   on focus, and when a backoff expires, while it is open. Whenever writes are left waiting (no
 *   signal, a 5xx), it registers the Background Sync tag OUTBOX_SYNC_TAG, so the service worker
 *   sends them when the network returns even if every tab is closed by then. Where Background Sync
 *   is missing (Safari, Firefox), the page's own triggers are all there is.
 * - The access token is read at send time from localStorage (the spec's keys) and must belong to the
 *   entry's user (its `userId` claim); a 401 refreshes it through lib/token-refresh, which shares
 *   its Web Lock and its stored session with the service worker's refresh.
 * - Success deletes the entry and tells the `onWriteSynced` listeners in every tab (BroadcastChannel;
 *   the service worker posts on the same channel).
 */
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { trackedFetch } from '../../lib/network-status';
import { getAccessToken } from '../../lib/session-tokens';
import { refreshAccessToken, refreshWithFetch } from '../../lib/token-refresh';
import type { FairwayDatabase } from '../db';
import { observeStore, withStore } from '../load-store';
import { userIdOf } from '../session/claims';
import type { DrainEnvironment, DrainReport, LockManagerLike } from './drain-core';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelay as policyBackoffDelay,
  OUTBOX_CHANNEL,
  OUTBOX_LOCK_NAME,
  OUTBOX_SYNC_TAG,
} from './policy';
import type { OutboxEntry, OutboxInput } from './types';

// The drain, and the device store with it, loads on the first pass (load-store.ts): the screens
// that import this module paint first.
const loadDrain = () => import('./drain-core');

export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, OUTBOX_LOCK_NAME, OUTBOX_SYNC_TAG };

type SyncListener = (entry: OutboxEntry, responseData: unknown) => void;

interface OutboxConfig {
  fetch: typeof fetch;
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  now: () => number;
  random: () => number;
  locks: () => LockManagerLike | undefined;
  isOnline: () => boolean;
  /** Asks the service worker to drain when the network returns (Background Sync), if it can. */
  requestBackgroundSync: () => Promise<void>;
}

async function registerBackgroundSync(): Promise<void> {
  const container = (globalThis.navigator as Navigator | undefined)?.serviceWorker;
  const registration = await container?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  if (registration?.active && sync) await sync.register(OUTBOX_SYNC_TAG);
}

const defaults = (): OutboxConfig => ({
  fetch: trackedFetch,
  apiBase: new URL('/api/', globalThis.location?.href ?? 'http://localhost/').href,
  now: () => Date.now(),
  random: () => Math.random(),
  locks: () => (globalThis.navigator as Navigator | undefined)?.locks,
  isOnline: () => (globalThis.navigator as Navigator | undefined)?.onLine ?? true,
  requestBackgroundSync: registerBackgroundSync,
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
let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
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
  await withStore((db) => db.outbox.add(entry));
  void drainOutbox();
  return entry;
}

/**
 * Sends a failed (or waiting) entry again, now. A refused entry gets a new Idempotency-Key: under
 * its old one the server would replay the stored refusal instead of trying again.
 */
export async function retryEntry(id: string): Promise<void> {
  await withStore((db) =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(id);
      if (!entry) return;
      await db.outbox.update(id, {
        status: 'pending',
        nextAttemptAt: config.now(),
        error: undefined,
        ...(entry.status === 'failed' ? { idempotencyKey: crypto.randomUUID() } : {}),
      });
    }),
  );
  await drainOutbox();
}

export async function discardEntry(id: string): Promise<void> {
  await withStore((db) => db.outbox.delete(id));
}

/**
 * Replaces the body of an entry not yet sent (editing an offline review before it reached the server).
 * Returns false when the entry is gone or on its way; the caller then queues a new write.
 */
export async function replacePendingBody(id: string, body: unknown): Promise<boolean> {
  return withStore((db) =>
    db.transaction('rw', db.outbox, async () => {
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
    }),
  );
}

/** The signed-in user's entries, oldest first. */
async function userEntries(db: FairwayDatabase, userId: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Live list of the current user's entries, oldest first (Dexie liveQuery). */
export function observeOutbox(userId: string, callback: (entries: OutboxEntry[]) => void): () => void {
  return observeStore(async () => (db) => userEntries(db, userId), {
    next: callback,
    error: () => callback([]),
  });
}

/** Every entry on this device, any user's, oldest first (the sync screen shows other accounts' too). */
export function observeAllOutbox(callback: (entries: OutboxEntry[]) => void): () => void {
  return observeStore(
    async () => async (db) => (await db.outbox.toArray()).sort((a, b) => a.createdAt - b.createdAt),
    { next: callback, error: () => callback([]) },
  );
}

/** How many writes of `userId` have not reached the server (asked before a deliberate logout). */
export async function countUnsent(userId: string): Promise<number> {
  return withStore((db) => db.outbox.where('userId').equals(userId).count());
}

/** Forgets every unsent write of `userId` (the user chose to discard them when logging out). */
export async function discardUserEntries(userId: string): Promise<void> {
  await withStore((db) => db.outbox.where('userId').equals(userId).delete());
}

// ---- Draining -------------------------------------------------------------------------------------

export function backoffDelay(attempts: number, random = config.random()): number {
  return policyBackoffDelay(attempts, random);
}

/**
 * The page's drain environment: the signed-in user, and the token in localStorage only when it is
 * that user's (a token of another account never carries this user's writes, and the reverse).
 */
function pageEnvironment(): DrainEnvironment {
  return {
    apiBase: config.apiBase,
    fetch: config.fetch,
    timeoutMs: REQUEST_TIMEOUT_MS,
    session: () => {
      const userId = currentUserId;
      const accessToken = getAccessToken();
      if (!userId || !accessToken || userIdOf(accessToken) !== userId) return Promise.resolve(null);
      return Promise.resolve({ userId, accessToken });
    },
    refresh: (sentToken) => refreshAccessToken(sentToken, refreshWithFetch(config.apiBase, config.fetch)),
    now: config.now,
    random: config.random,
    isOnline: config.isOnline,
    onSynced: (entry, data) => {
      notify(entry, data);
      getChannel()?.postMessage({ entry, data });
    },
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleWake(at: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void drainOutbox(), Math.max(0, at - config.now()));
}

function afterPass(report: DrainReport): void {
  if (report.nextAttemptAt !== null) scheduleWake(report.nextAttemptAt);
  // Left waiting (no signal, a 5xx, offline): let the service worker send them when the network
  // returns, even if this page is closed by then.
  if (report.waiting > 0 && (report.unanswered || !config.isOnline() || report.nextAttemptAt !== null)) {
    void config.requestBackgroundSync().catch(() => undefined);
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
        const { drainPass, withDrainLock } = await loadDrain();
        const report = await withDrainLock(config.locks(), () => drainPass(pageEnvironment()));
        afterPass(report);
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
      await (await loadDrain()).makeDueNow(userId, config.now());
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
