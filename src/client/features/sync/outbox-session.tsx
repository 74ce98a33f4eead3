/**
 * Keeps the outbox (offline/outbox) in step with the session: it sends only the signed-in user's
 * entries, and drains on start, on `online` and on focus. The outbox and Dexie load on first sign-in,
 * so a guest's first page does not pay for them.
 *
 * It also keeps this page's tokens in step with the service worker's (lib/stored-session): pairs the
 * worker refreshed during a Background Sync are adopted at start and whenever it announces one.
 *
 * And a device where this owner allowed push sends its subscription again at each launch
 * (docs/product.md §12), once the first screen has settled and from a chunk of its own
 * (features/push), never in a first paint; quietly (a console warning): nobody waits for it, and
 * the settings screen shows the device's state.
 */
import { useEffect } from 'react';
import { pushAllowedBy } from '../../lib/push-device';
import { whenSettled } from '../../lib/when-idle';
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
    if (userId && pushAllowedBy() === userId)
      whenSettled(() =>
        import('../push').then((push) => push.renewPushSubscription(userId)).catch(console.warn),
      );
  }, [userId]);

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
