/**
 * Registers sw/sw.ts (built to /sw.js) in production builds. A new version never takes over on its
 * own (decisions.md §6): when one is waiting, the update banner offers "Reload", which tells the
 * waiting worker to activate; every open page reloads once it controls them.
 */
import { setUpdateAvailable } from './update-store';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    setUpdateAvailable(() => workbox.messageSkipWaiting());
  });
  reloadWhenReplaced();
  await workbox.register();

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

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: installing precaches every asset, which must not compete with first paint.
  const start = () => {
    register().catch(() => {
      // No service worker (blocked, private mode, unsupported): the app still works online.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
