/**
 * A new version is offered, never forced (docs/decisions.md §6 "Update available — Reload"). The test
 * deploys a new service worker by appending to dist/sw.js on disk (the server reads files per
 * request, sw.js is no-cache), asks the registration to look for it, and checks that the old
 * version keeps the page until the user taps Reload, and that the new one controls it afterwards.
 * dist/ is shared by the whole run: the original bytes go back whatever happens.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const SW_FILE = path.join(import.meta.dirname, '..', '..', 'dist', 'sw.js');

/** The new version answers this message; the old one does not know it. */
function newVersionScript(stamp: string): string {
  return `
;self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'E2E_VERSION') event.ports[0].postMessage(${JSON.stringify(stamp)});
});
`;
}

/** What the controlling service worker says its version is ('old' when it does not answer). */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: 'E2E_VERSION' }, [channel.port2]);
        setTimeout(() => resolve('old'), 1_000);
      }),
  );
}

const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
  });
const isMarked = (page: Page) =>
  page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate === true);

test('a new service worker waits for "Reload", then controls every open tab', async ({ page, context }) => {
  const original = readFileSync(SW_FILE);
  const stamp = `v-${Date.now()}`;
  try {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    expect(await controllerVersion(page)).toBe('old');
    // A second tab of the app: it must not stay on the old code once the new worker takes over.
    const other = await context.newPage();
    await other.goto('/courses?state=SC');
    await expect(other.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    expect(await controllerVersion(other)).toBe('old');
    const banner = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(banner).toHaveCount(0);

    writeFileSync(SW_FILE, Buffer.concat([original, Buffer.from(newVersionScript(stamp))]));
    // A marker that a reload would wipe: the old pages must stay until the user chooses.
    await markPage(page);
    await markPage(other);
    // What the app does hourly and when it comes back to the foreground.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });

    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(true);
    // Nothing changed under the user: same page, still the old worker, still working.
    await page.waitForTimeout(1_000);
    expect(await isMarked(page)).toBe(true);
    expect(await isMarked(other)).toBe(true);
    expect(await controllerVersion(page)).toBe('old');

    await Promise.all([
      page.waitForEvent('load'),
      other.waitForEvent('load'),
      banner.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    expect(await isMarked(page)).toBe(false);
    await expect.poll(() => controllerVersion(page)).toBe(stamp);
    // The other tab reloaded too, onto the new worker, without a tap of its own.
    await expect(other.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    expect(await isMarked(other)).toBe(false);
    await expect.poll(() => controllerVersion(other)).toBe(stamp);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'Update available' })).toHaveCount(0);
  } finally {
    writeFileSync(SW_FILE, original);
  }
});
