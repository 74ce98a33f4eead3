/**
 * For the chaos runs' failure report: once, after an online reload, the course screen's chunk
 * could not be imported ("Failed to fetch dynamically imported module") although the service
 * worker precaches it. What was asked of the network for /assets/ and how it failed, whether the
 * page is controlled, and which caches hold the screen chunks say next time where it broke.
 */
import type { BrowserContext, Page } from '@playwright/test';

const KEEP = 20;

export function watchAssets(context: BrowserContext): (page: Page) => Promise<string> {
  const trouble: string[] = [];
  const note = (line: string) => {
    trouble.push(`${new Date().toISOString()} ${line}`);
    if (trouble.length > KEEP) trouble.shift();
  };
  context.on('requestfailed', (request) => {
    if (request.url().includes('/assets/')) note(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  context.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() >= 400) {
      note(`${response.status()} ${response.url()} (from service worker: ${response.fromServiceWorker()})`);
    }
  });
  return async (page) => {
    const worker = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const screens: string[] = [];
        for (const key of await caches.keys()) {
          const requests = await (await caches.open(key)).keys();
          screens.push(
            ...requests.filter((r) => /course-detail|courses-/.test(r.url)).map((r) => `${key}: ${r.url}`),
          );
        }
        return {
          controlled: Boolean(navigator.serviceWorker.controller),
          active: registration?.active?.state ?? null,
          waiting: Boolean(registration?.waiting),
          installing: Boolean(registration?.installing),
          screens,
        };
      })
      .catch((error: unknown) => String(error));
    return `assets asked of the network and refused or failed (last ${KEEP}):\n${trouble.join('\n') || '(none)'}\nservice worker: ${JSON.stringify(worker)}`;
  };
}
