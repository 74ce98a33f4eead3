/**
 * The web manifest in the golfer's language (issue 39, docs/decisions.md §9), with a German browser:
 * the page links manifest-de.webmanifest, Chromium reads it (its own view over CDP, as when
 * installing), the file has the English one's fields with German words, and the service worker
 * answers it offline. Choosing English from the header's menu links the English manifest again.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForServiceWorker } from './support/background-sync';

test.use({ locale: 'de-DE' });

interface Manifest {
  name: string;
  lang: string;
  description: string;
  start_url: string;
  id: string;
  shortcuts: { name: string; short_name: string; description: string; url: string }[];
  [field: string]: unknown;
}

/** The manifest Chromium sees for the page: its address and its text. */
async function chromiumManifest(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  try {
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    return { path: new URL(url).pathname, errors, manifest: data ? (JSON.parse(data) as Manifest) : null };
  } finally {
    await cdp.detach();
  }
}

const manifestLink = (page: Page) => page.locator('link[rel="manifest"]');

/** The manifest file as the page's fetch gets it: from the service worker when it controls the page. */
const fetchManifest = (page: Page, path: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  }, path);

test('a German browser links the German web manifest, which the service worker keeps offline', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(manifestLink(page)).toHaveAttribute('href', '/manifest-de.webmanifest');
  await waitForServiceWorker(page);

  await expect
    .poll(async () => (await chromiumManifest(context, page)).path, { timeout: 10_000 })
    .toBe('/manifest-de.webmanifest');
  const seen = await chromiumManifest(context, page);
  expect(seen.errors).toEqual([]);
  expect(seen.manifest).toMatchObject({
    name: 'Fairway Relief',
    lang: 'de',
    description: expect.stringContaining('Toilettenverzeichnis'),
    shortcuts: [{ name: 'Nächste Toilette', short_name: 'Nächste', url: '/nearby' }],
  });

  // Served, and the English manifest's fields all there: only the words differ.
  const served = await request.get('/manifest-de.webmanifest');
  expect(served.ok()).toBe(true);
  expect(served.headers()['content-type']).toContain('application/manifest+json');
  const german = (await served.json()) as Manifest;
  const english = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
  const words = ['description', 'lang', 'shortcuts'];
  for (const field of Object.keys(english).filter((key) => !words.includes(key)))
    expect(german[field], field).toEqual(english[field]);
  expect(german.shortcuts.map(({ url }) => url)).toEqual(english.shortcuts.map(({ url }) => url));
  expect(german.shortcuts[0]!.name).not.toBe(english.shortcuts[0]!.name);

  // Precached: the worker answers it with no network, and an offline reload still links it.
  await context.setOffline(true);
  const offline = await fetchManifest(page, '/manifest-de.webmanifest');
  expect(offline.status).toBe(200);
  expect(JSON.parse(offline.body)).toEqual(german);
  const spanish = await fetchManifest(page, '/manifest-es.webmanifest');
  expect(spanish.status).toBe(200);
  expect(JSON.parse(spanish.body)).toMatchObject({ lang: 'es', shortcuts: [{ name: 'Baño más cercano' }] });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(manifestLink(page)).toHaveAttribute('href', '/manifest-de.webmanifest');
  await expect
    .poll(async () => (await chromiumManifest(context, page)).manifest?.shortcuts[0]?.name, {
      timeout: 10_000,
    })
    .toBe('Nächste Toilette');
  await context.setOffline(false);

  // English from the header's menu: the English manifest again.
  await page.getByRole('button', { name: 'Mehr' }).click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(manifestLink(page)).toHaveAttribute('href', '/manifest.webmanifest');
  await expect
    .poll(async () => (await chromiumManifest(context, page)).manifest?.shortcuts[0]?.name, {
      timeout: 10_000,
    })
    .toBe('Nearest restroom');
});
