/**
 * Registers sw/sw.ts (built to /sw.js) in production builds. A new version never takes over on its
 * own (docs/decisions.md §6): when one is waiting, the update banner offers "Reload", which tells the
 * waiting worker to activate; every open page reloads once it controls them.
 */
import { whenSettled } from '../when-idle';

const REGISTER_DELAY_MS = 2_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Once the page has settled (load event, a few seconds, an idle moment): installing precaches every
  // asset (megabytes), which must not compete with the first screen's lazy chunk and API answer,
  // and on a slow phone those still arrive after the load event.
  // The registration's code comes with workbox-window, after the first screen (issue 39's room in
  // the first chunk).
  const start = () => {
    import('./service-worker-start')
      .then((module) => module.register())
      .catch(() => {
        // No service worker (blocked, private mode, unsupported): the app still works online.
      });
  };
  whenSettled(start, REGISTER_DELAY_MS);
}
