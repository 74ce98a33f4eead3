/**
 * "Update available — Reload" (docs/decisions.md §6). A banner of its own rather than a toast: it must
 * stay until the user acts, and a toast would be replaced by the next one. Its drawing is a chunk of
 * its own, fetched when an update is waiting (the worker has cached it by then): no first page pays
 * for a banner it seldom shows (issue 39's room in the first chunk).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { getApplyUpdate, subscribeToUpdates } from '../lib/pwa/update-store';

const banner = lazyComponent(() => import('./update-banner-view').then((module) => module.UpdateBannerView));

export function UpdateBanner() {
  const applyUpdate = useSyncExternalStore(subscribeToUpdates, getApplyUpdate, getApplyUpdate);
  const View = banner.useLoaded();
  useEffect(() => {
    if (applyUpdate) void banner.load().catch(() => undefined);
  }, [applyUpdate]);
  return applyUpdate && View ? <View applyUpdate={applyUpdate} /> : null;
}
