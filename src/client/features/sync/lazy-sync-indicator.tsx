/**
 * The sync badge, loaded with the outbox (Dexie) only for a signed-in user. Through lazyComponent,
 * not React.lazy: a chunk that cannot be fetched (offline before the service worker cached it) must
 * leave the plain Offline badge for now, not take the app down; it is tried again when the browser is back
 * online.
 */
import { useEffect } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { OfflineIndicator } from './offline-indicator';

const indicator = lazyComponent(() => import('./sync-indicator').then((module) => module.SyncIndicator));

export function LazySyncIndicator() {
  const SyncIndicator = indicator.useLoaded();
  useEffect(() => {
    if (SyncIndicator) return;
    const load = () => void indicator.load().catch(() => undefined);
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [SyncIndicator]);
  // Until it loads (or if it cannot, offline), the plain Offline badge holds its place.
  return SyncIndicator ? <SyncIndicator /> : <OfflineIndicator />;
}
