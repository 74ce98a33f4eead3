/**
 * The service worker's registration (register-service-worker.ts loads this once the page has
 * settled): workbox-window, the update offer, the reload when a new worker takes over.
 */
import { Workbox } from 'workbox-window';
import { KEEP_CATALOGUE } from '../../../shared/catalogue-cache';
import { activeCatalogueUrl, languageReady } from '../i18n/language';
import { setUpdateAvailable } from './update-store';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export async function register(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    setUpdateAvailable(() => workbox.messageSkipWaiting());
  });
  reloadWhenReplaced();
  await workbox.register();
  // The golfer's catalogue came before this worker did: it is asked to keep it for offline starts
  // (a later choice passes through its route and is kept there).
  await languageReady();
  const url = activeCatalogueUrl();
  if (url) (await navigator.serviceWorker.ready).active?.postMessage({ type: KEEP_CATALOGUE, url });

  // An installed PWA can stay open for days; look for a new version hourly and when it comes back.
  const check = () => void workbox.update();
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * A page whose worker is replaced reloads, in every open tab, not only the one where Reload was
 * tapped: the old page's code would otherwise ask the new worker for chunks it no longer has (a
 * half-updated app). The first install taking control of an uncontrolled page is not a replacement.
 */
function reloadWhenReplaced(): void {
  let controlled = navigator.serviceWorker.controller !== null;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      window.location.reload();
    }
    controlled = true;
  });
}
