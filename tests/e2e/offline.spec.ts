import { expect, test } from './support/test';

test('the app shell reloads offline once the service worker controls the page', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fairway Relief' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fairway Relief' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();

  // Another route works offline too: the worker answers navigations with the cached shell.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Golf Courses' })).toBeVisible();
  await context.setOffline(false);
});
