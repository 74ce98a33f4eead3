/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions.md §6). It precaches the built app shell so the app starts and
 * reloads offline, answers every page navigation with the precached index.html (the client router
 * takes it from there), and never touches /api: API answers are the client store's business.
 * A new version waits until the page asks it to take over ("Update available — Reload").
 *
 * Background Sync: when writes are left waiting (no signal), the page registers the tag
 * OUTBOX_SYNC_TAG; the browser fires `sync` here when the network returns, even with every tab closed,
 * and the outbox is drained with the same code as the page's (offline/outbox/drain-core.ts) and the
 * tokens the page mirrored into the device database (refreshed here if they expired). A rejected
 * `waitUntil` (writes still waiting) makes the browser try again later.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { drainForBackgroundSync } from '../src/client/offline/outbox/background-sync';
import { OUTBOX_SYNC_TAG } from '../src/client/offline/outbox/policy';
import { dashboardPath, notificationOf } from '../src/shared/push-message';
import { keepCatalogues } from './catalogue-cache';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    drainForBackgroundSync({
      origin: self.location.origin,
      fetch: (...args) => self.fetch(...args),
      locks: self.navigator.locks,
      isOnline: () => self.navigator.onLine,
      badge: self.navigator,
    }),
  );
});

// Owners' Web Push (docs/product.md §12): every push shows a notification (iOS revokes a silent
// subscription); a tap opens the owner dashboard at the report, in an open window if there is one.
self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    dashboardPath((event.notification.data as { url?: unknown } | null)?.url),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const [open] = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
keepCatalogues();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // /api/* navigations (the Google sign-in redirect, say) must reach the server.
    denylist: [/^\/api(\/|$)/],
  }),
);

// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();
