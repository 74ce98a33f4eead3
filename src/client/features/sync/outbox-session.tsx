/**
 * Keeps the outbox (offline/outbox) in step with the session: it sends only the signed-in user's
 * entries, and drains on start, on `online` and on focus. The outbox and Dexie load on first sign-in,
 * so a guest's first page does not pay for them.
 *
 * It also keeps this page's tokens in step with the service worker's (lib/stored-session): pairs the
 * worker refreshed during a Background Sync are adopted at start and whenever it announces one.
 */
import { useEffect } from 'react';
import { adoptRotatedTokens, followServiceWorkerTokens } from '../../session';
import { useSession } from '../auth';

let outboxLoaded = false;
const loadOutbox = async () => {
  const outbox = await import('../../offline/outbox');
  outboxLoaded = true;
  return outbox;
};

export function OutboxSession() {
  const { user, isLoading } = useSession();
  const userId = user?._id ?? null;

  useEffect(() => followServiceWorkerTokens(), []);

  useEffect(() => {
    if (isLoading) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // A guest who never signed in here has no outbox to follow: the outbox starts with no user, so
    // Dexie (~30 KB gzip) stays off a guest's first page. After a logout it is loaded: tell it.
    if (!userId && !outboxLoaded) return;
    void (async () => {
      if (userId) await adoptRotatedTokens();
      const outbox = await loadOutbox();
      if (cancelled) return;
      outbox.setOutboxUser(userId);
      if (userId) {
        const stopDrain = outbox.startOutbox();
        // The number of unsent writes on the app's icon (offline/outbox/app-badge.ts).
        const stopBadge = outbox.followAppBadge();
        stop = () => {
          stopDrain();
          stopBadge();
        };
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, isLoading]);

  return null;
}
