import { expect, test } from './support/test';
import { headerControl } from './support/auth';

test.use({ colorScheme: 'light' });

test('the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);

  await (await headerControl(page, /^Theme:/)).click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).not.toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
});

test('the system theme is followed while no choice is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});
