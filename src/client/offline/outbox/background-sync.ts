/**
 * The service worker's side of the outbox: on a Background Sync event with OUTBOX_SYNC_TAG, the
 * same drain as the page's (drain-core.ts), with the session the page mirrored into the device
 * database and the refresh of offline/session (same Web Lock as the page's). Imports nothing that
 * needs a window.
 */
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { readSession } from '../../session/device-session';
import { refreshStoredSession } from '../../session/worker-refresh';
import { drainPass, makeDueNow, resolveSession, type DrainEnvironment } from './drain-core';
import { withDrainLock, type LockManagerLike } from './drain-lock';
import { db } from '../db';
import { showOnAppBadge, type BadgingNavigator } from './app-badge';
import { OUTBOX_CHANNEL } from './policy';

export interface WorkerDrainOptions {
  /** The worker's origin, e.g. self.location.origin. */
  origin: string;
  fetch: typeof fetch;
  locks: LockManagerLike | undefined;
  isOnline: () => boolean;
  /** Where the app icon's badge is set (the worker's navigator); none: left alone. */
  badge?: BadgingNavigator;
}

/**
 * Drains the signed-in user's writes. Resolves when nothing of theirs is left waiting; rejects
 * when some are (no signal, a 5xx), which tells the browser to fire the sync again later, with its
 * own backoff. Failed (refused) entries wait for the user and do not count.
 */
export async function drainForBackgroundSync(options: WorkerDrainOptions): Promise<void> {
  const apiBase = new URL('/api/', options.origin).href;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  const environment = (holdsDrain: () => Promise<boolean>): DrainEnvironment => ({
    apiBase,
    fetch: options.fetch,
    timeoutMs: REQUEST_TIMEOUT_MS,
    // The worker's idea of who is signed in is the stored token's claim (null when unreadable: then
    // the token is refreshed and the new one's claim decides).
    session: async () => {
      const stored = await readSession();
      return { userId: stored?.userId ?? null, accessToken: stored?.accessToken ?? null };
    },
    refresh: (sentToken) =>
      refreshStoredSession(sentToken, {
        apiBase,
        fetch: options.fetch,
        timeoutMs: REQUEST_TIMEOUT_MS,
        locks: options.locks,
      }),
    now: () => Date.now(),
    random: () => Math.random(),
    isOnline: options.isOnline,
    holdsDrain,
    onSynced: (entry, data) => channel?.postMessage({ entry, data }),
  });
  try {
    const report = await withDrainLock(options.locks, async (holdsDrain) => {
      const env = environment(holdsDrain);
      // The browser fires this sync because the network is back: earlier backoff no longer applies.
      const session = await resolveSession(env);
      if ('userId' in session) await makeDueNow(session.userId, env.now());
      return drainPass(env);
    });
    if (report.waiting > 0) throw new Error(`${report.waiting} writes still waiting for the server`);
  } finally {
    channel?.close();
    // With every tab closed, the icon is all that tells the golfer writes are still waiting.
    if (options.badge) await showOnAppBadge(await db.outbox.count(), options.badge).catch(() => undefined);
  }
}
