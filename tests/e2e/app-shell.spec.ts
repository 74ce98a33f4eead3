import { expect, test } from './support/test';

// The first paint must not wait for JavaScript on a slow phone: index.html itself shows the brand
// header and a loading status, then React takes over without leaving the shell behind.
test('the page paints its shell before any JavaScript runs, and React replaces it', async ({ page }) => {
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.goto('/courses');
  await expect(page.getByRole('banner')).toContainText('Fairway Relief');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeGreaterThanOrEqual(64);

  await page.unroute(/\.m?js(\?.*)?$/);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
});
