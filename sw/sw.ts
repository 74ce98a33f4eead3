/// <reference lib="webworker" />
/**
 * The service worker (decisions.md §6). It precaches the built app shell so the app starts and
 * reloads offline, answers every page navigation with the precached index.html (the client router
 * takes it from there), and never touches /api: API answers are the client store's business.
 * A new version waits until the page asks it to take over ("Update available — Reload").
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // /api/* navigations (the Google sign-in redirect, say) must reach the server.
    denylist: [/^\/api(\/|$)/],
  }),
);

// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();
