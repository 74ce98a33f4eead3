/**
 * Installing (docs/decisions.md §6). Lighthouse 12 no longer audits installability, which was always
 * Chromium's own verdict: `Page.getInstallabilityErrors` over CDP, asked here once the service
 * worker controls the page. Then the manifest's fields and icons (maskable too), the Install app
 * button driven by a synthetic `beforeinstallprompt`, and the iOS Add-to-Home-Screen hint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { headerControl } from './support/auth';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IOS_HINT = 'Add to Home Screen: tap Share, then Add to Home Screen';

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('Chromium finds the app installable: manifest, service worker and icons', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  // Chromium never installs from an off-the-record profile ("in-incognito"), and every context of
  // the shared browser is one: this check gets a browser with a profile on disk of its own.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fairway-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  const leaked: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      leaked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors: manifestErrors, url: manifestUrl } = await cdp.send('Page.getAppManifest');
    expect(manifestErrors).toEqual([]);
    // iOS ignores the manifest's icons: it takes the apple-touch-icon the page links.
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(appleIcon!)).ok()).toBe(true);
    await checkManifest(manifestUrl, request);
    expect(leaked, 'requests that tried to leave 127.0.0.1').toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkManifest(manifestUrl: string, request: APIRequestContext): Promise<void> {
  const manifest = (await (await request.get(manifestUrl)).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    icons: ManifestIcon[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Fairway Relief',
    short_name: 'Fairway Relief',
    display: 'standalone',
    start_url: '/start',
    scope: '/',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // A long press on the app's icon: the nearest restrooms (docs/product.md §10).
  expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'Nearest restroom', url: '/nearby' })]);

  const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(declared).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toContain(icon.type);
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
}

test.describe('Install app button', () => {
  test.beforeEach(async ({ page }) => {
    // The offer arrives before React has mounted: as soon as the entry module has run. The stub
    // counts prompt() calls, which the real event would answer with the browser's install dialog.
    await page.addInitScript(() => {
      const offer = () => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, {
          prompt: () => {
            (window as { promptCalls?: number }).promptCalls =
              ((window as { promptCalls?: number }).promptCalls ?? 0) + 1;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        window.dispatchEvent(event);
        (window as { offerPrevented?: boolean }).offerPrevented = event.defaultPrevented;
      };
      document.addEventListener('DOMContentLoaded', offer, { once: true });
    });
  });

  test('appears with the offer, opens the browser prompt, then goes', async ({ page }) => {
    await page.goto('/');
    // On a phone it waits behind the header's "More", with the other occasional controls.
    const button = await headerControl(page, 'Install app');
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => (window as { offerPrevented?: boolean }).offerPrevented)).toBe(true);
    const box = await button.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // The extra header button still fits a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await button.click();
    expect(await page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBe(1);
    await expect(button).toBeHidden();
  });

  test('goes away when the app is installed', async ({ page }) => {
    await page.goto('/courses');
    const button = await headerControl(page, 'Install app');
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(button).toBeHidden();
    expect(await page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBeUndefined();
  });
});

test.describe('Install section of the Offline & sync screen', () => {
  test('offers the same install; with the offer used, points to the browser menu', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener(
        'DOMContentLoaded',
        () => {
          const event = new Event('beforeinstallprompt', { cancelable: true });
          Object.assign(event, {
            prompt: () => {
              (window as { promptCalls?: number }).promptCalls = 1;
              return Promise.resolve();
            },
          });
          window.dispatchEvent(event);
        },
        { once: true },
      );
    });
    await page.goto('/sync');
    const section = page.getByRole('region', { name: 'Install the app' });
    await section.getByRole('button', { name: 'Install app' }).click();
    expect(await page.evaluate(() => (window as { promptCalls?: number }).promptCalls)).toBe(1);
    await expect(section.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await expect(section).toContainText("choose Install app or Add to Home Screen in your browser's menu");
  });
});

test.describe('iOS', () => {
  test.use({ userAgent: IPHONE_UA });

  test('shows the Add to Home Screen hint instead of a button; a dismissal is remembered', async ({
    page,
  }) => {
    await page.goto('/sync');
    await expect(page.getByRole('region', { name: 'Install the app' })).toContainText(IOS_HINT);

    await page.goto('/courses');
    const hint = page.getByRole('complementary', { name: 'Install the app' });
    await expect(hint).toContainText(IOS_HINT);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

    await hint.getByRole('button', { name: 'Dismiss install hint' }).click();
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    await expect(page.getByText(IOS_HINT)).toHaveCount(0);
  });
});
