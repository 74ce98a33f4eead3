/**
 * Background Sync from a test: Chromium fires `sync` by itself only when it sees the machine's network
 * come back (Playwright's offline switch is emulation), so the tests fire it through the DevTools
 * protocol, exactly as the browser would: ServiceWorker.dispatchSyncEvent on the app's registration.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './servers';
import type { NetworkGuard } from './test';

export const OUTBOX_SYNC_TAG = 'fairway-outbox';

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** Waits until the service worker controls `page` (its first install claims the page). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Fires the outbox's sync event in the app's service worker; `via` is any page of the context. */
export async function fireBackgroundSync(
  context: BrowserContext,
  via: Page,
  lastChance = false,
): Promise<void> {
  const cdp = await context.newCDPSession(via);
  try {
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => {
        const found = event.registrations.find(
          (registration) => !registration.isDeleted && registration.scopeURL === `${BASE_URL}/`,
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: BASE_URL,
      registrationId: await registrationId,
      tag: OUTBOX_SYNC_TAG,
      lastChance,
    });
  } finally {
    await cdp.detach();
  }
}

/** The outbox entries stored on this device (IndexedDB 'fairway-relief', table 'outbox'). */
export function storedOutbox(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ id: string; userId: string; status: string; label: string }[]>((resolve, reject) => {
        const open = indexedDB.open('fairway-relief');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const read = database.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            resolve(read.result as { id: string; userId: string; status: string; label: string }[]);
            database.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

export async function expectStoredOutbox(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await storedOutbox(page)).length).toBe(count);
}

/**
 * Map style requests made while the context is offline fail inside Chromium before the network
 * guard's route can answer them from the fixtures, so the guard records them as leaving the machine
 * though nothing did. Tests that switch the network off drop exactly those from the record.
 */
export function forgiveOfflineMapStyles(network: NetworkGuard): void {
  const styles = /^https:\/\/tiles\.openfreemap\.org\/styles\/(positron|dark)$/;
  const kept = network.leaked.filter((url) => !styles.test(url));
  network.leaked.splice(0, network.leaked.length, ...kept);
}
