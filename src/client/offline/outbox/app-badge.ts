/**
 * The number of writes waiting on the device, on the app's icon where the Badging API exists
 * (installed PWAs on Chromium, Safari 17 on a home screen), cleared when nothing waits: a golfer
 * sees from the home screen that something has not reached the server yet. The page follows the
 * outbox (page-badge.ts); the service worker sets it after a Background Sync with every tab closed
 * (background-sync.ts). Nothing here needs a window, nor loads the device store: the course screen
 * imports it through the outbox's index and must not bring Dexie to its first paint.
 */

export interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Shows `count` on the icon (nothing at zero); a browser without the API is left alone. */
export async function showOnAppBadge(count: number, nav: BadgingNavigator = navigator): Promise<void> {
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {
    // Not installed, or the permission is not granted: the in-app count says the same.
  }
}
