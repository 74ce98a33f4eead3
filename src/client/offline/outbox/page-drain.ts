/**
 * The page's side of the drain (docs/decisions.md §6): when it runs, with which session, and what it
 * found. The sending itself is drain-core.ts, the one drain the service worker also runs.
 *
 * Triggers, while the page is open: a write queued, start, `online`, focus and visibility, a backoff
 * expiring, the session's tokens changing (here or in another tab), and the outbox table changing
 * (another tab queued a write). Dexie's cross-tab notices and a tab's own triggers die with the tab,
 * so a slow poll (POLL_MS) backs them up while writes wait: a write that is due is never left
 * waiting for an event that will not come (issue 21).
 *
 * Whenever writes are left waiting (no signal, a 5xx), the page registers the Background Sync tag,
 * so the service worker sends them when the network returns even if every tab is closed by then.
 * Where Background Sync is missing (Safari, Firefox), the page's own triggers are all there is.
 */
import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../../../shared/constants';
import { getAccessToken } from '../../session';
import { onStorageChange } from '../../lib/storage';
import { refreshAccessToken, refreshWithFetch } from '../../session';
import { observeStore } from '../load-store';
import { outboxConfig } from './config';
import type { DrainBlock, DrainEnvironment, DrainReport } from './drain-core';
import { changeOutboxUser, getOutboxUser } from './outbox-user';
import { OUTBOX_CHANNEL } from './policy';
import type { OutboxEntry } from './types';

// The drain, and the device store with it, loads on the first pass (load-store.ts): the screens
// that import this module paint first.
const loadDrain = () => Promise.all([import('./drain-core'), import('./drain-lock')]);

/** How often an open page looks for due writes that no event announced. */
const POLL_MS = 15_000;
/** The soonest a pass schedules the next one (a floor against tight loops). */
const MIN_WAKE_MS = 1_000;
/** How soon a pass that found another drainer at work looks again. */
const BUSY_RECHECK_MS = 2_000;

type SyncListener = (entry: OutboxEntry, responseData: unknown) => void;

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

// ---- What the last pass found ---------------------------------------------------------------------

export interface DrainStatus {
  /** Why the last pass could not send what was due, or null. */
  blocked: DrainBlock | null;
  /** When the last pass ended (ms), or null before the first. */
  at: number | null;
}

let status: DrainStatus = { blocked: null, at: null };
const statusListeners = new Set<() => void>();

export function getDrainStatus(): DrainStatus {
  return status;
}

export function subscribeDrainStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

function setStatus(blocked: DrainBlock | null): void {
  if (blocked === status.blocked && status.at !== null) {
    status.at = outboxConfig().now();
    return;
  }
  status = { blocked, at: outboxConfig().now() };
  for (const listener of statusListeners) listener();
}

// ---- Draining -------------------------------------------------------------------------------------

/**
 * The page's drain environment: the signed-in user, and the token in localStorage; the drain sends
 * only when that token is the user's (a token of another account never carries this user's writes).
 */
function pageEnvironment(holdsDrain: () => Promise<boolean>): DrainEnvironment {
  const config = outboxConfig();
  return {
    apiBase: config.apiBase,
    fetch: config.fetch,
    timeoutMs: REQUEST_TIMEOUT_MS,
    session: () => {
      const userId = getOutboxUser();
      return Promise.resolve({ userId, accessToken: userId ? getAccessToken() : null });
    },
    refresh: (sentToken) => refreshAccessToken(sentToken, refreshWithFetch(config.apiBase, config.fetch)),
    now: config.now,
    random: config.random,
    isOnline: config.isOnline,
    holdsDrain,
    onSynced: (entry, data) => {
      notify(entry, data);
      getChannel()?.postMessage({ entry, data });
    },
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleWake(at: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void drainOutbox(), Math.max(0, at - outboxConfig().now()));
}

function afterPass(report: DrainReport): void {
  const config = outboxConfig();
  setStatus(report.blocked ?? null);
  // A blocked pass waits for what unblocks it (`online`, new tokens, the poll), never spins: waking
  // at once for an entry that is due but cannot go would loop without pause while offline.
  if (report.blocked === 'busy') scheduleWake(config.now() + BUSY_RECHECK_MS);
  else if (!report.blocked && report.nextAttemptAt !== null) {
    scheduleWake(Math.max(report.nextAttemptAt, config.now() + MIN_WAKE_MS));
  }
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
        const [{ drainPass }, { withDrainLock }] = await loadDrain();
        const config = outboxConfig();
        const report = await withDrainLock(
          config.locks(),
          (holdsDrain) => drainPass(pageEnvironment(holdsDrain)),
          config.now,
        );
        afterPass(report);
      } while (again);
    } catch {
      // The device store failed (quota, private mode), or another drainer took the drain over from
      // this one: the next trigger tries again.
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The network is back: waiting entries are due now (their backoff was about the old network). */
export async function wakeOutbox(): Promise<void> {
  const userId = getOutboxUser();
  if (userId) {
    try {
      const [{ makeDueNow }] = await loadDrain();
      await makeDueNow(userId, outboxConfig().now());
    } catch {
      // See drainOutbox.
    }
  }
  await drainOutbox();
}

/** Set by the app when the session changes (features/sync); a new user's writes are sent at once. */
export function setOutboxUser(userId: string | null): void {
  if (changeOutboxUser(userId) && userId) void drainOutbox();
}

/** Whether some entry of the user is due and not refused (worth a pass). */
function hasDue(entries: OutboxEntry[], now: number): boolean {
  return entries.some((entry) => entry.status !== 'failed' && entry.nextAttemptAt <= now);
}

/** Drains whenever the user's entries change (in any tab) and something is due. */
function followOutboxTable(): () => void {
  let stop: (() => void) | undefined;
  const follow = () => {
    stop?.();
    const userId = getOutboxUser();
    stop = userId
      ? observeStore(
          async () => {
            const { entriesOf } = await import('./drain-core');
            return () => entriesOf(userId);
          },
          {
            next: (entries) => {
              if (hasDue(entries, outboxConfig().now())) void drainOutbox();
            },
            error: () => undefined,
          },
        )
      : undefined;
  };
  follow();
  return () => stop?.();
}

/**
 * Drains on start, on `online`, on focus and visibility, on token changes, on outbox changes and on
 * a slow poll; returns the stop function.
 */
export function startOutbox(): () => void {
  const onOnline = () => void wakeOutbox();
  const onFocus = () => void drainOutbox();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void drainOutbox();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  const stopTokens = onStorageChange(STORAGE_KEYS.accessToken, () => void drainOutbox());
  const stopTable = followOutboxTable();
  const poll = setInterval(() => void drainOutbox(), POLL_MS);
  getChannel();
  void drainOutbox();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
    stopTokens();
    stopTable();
    clearInterval(poll);
    clearTimeout(timer);
  };
}
