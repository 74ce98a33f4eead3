/**
 * Registers sw/sw.ts (built to /sw.js) in production builds. A new version never takes over on its
 * own (docs/decisions.md §6): when one is waiting, the update banner offers "Reload", which tells the
 * waiting worker to activate; every open page reloads once it controls them.
 */
import { whenSettled } from '../when-idle';
import { setUpdateAvailable } from './update-store';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const REGISTER_DELAY_MS = 2_000;

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
  // Once the page has settled (load event, a few seconds, an idle moment): installing precaches every
  // asset (megabytes), which must not compete with the first screen's lazy chunk and API answer,
  // and on a slow phone those still arrive after the load event.
  const start = () => {
    register().catch(() => {
      // No service worker (blocked, private mode, unsupported): the app still works online.
    });
  };
  whenSettled(start, REGISTER_DELAY_MS);
}
