import { expect, test } from './support/test';
import { headerControl } from './support/auth';

test.describe('routes', () => {
  test('an unknown path is under construction, and Go Back Home returns to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Under Construction' })).toBeVisible();
    await expect(page.getByText('This page is not yet implemented.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fairway Relief' })).toBeVisible();
  });

  test('a guest can open the course list', async ({ page }) => {
    await page.goto('/courses');
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('heading', { name: 'Golf Courses' })).toBeVisible();
    await expect(page.getByText('Find and review golf course restrooms near you')).toBeVisible();
    // A guest is offered sign-in where a member would have Log out.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  });

  test('the dashboard sends a signed-out user to /login, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('header controls are named, at least 44 px, and fit a 390 px phone', async ({ page }) => {
    await page.goto('/courses');
    const header = page.getByRole('banner');
    for (const name of ['Courses', 'Sign In']) {
      await expect(header.getByRole('link', { name })).toBeVisible();
    }
    // The occasional controls wait behind "More" on a phone.
    await expect(await headerControl(page, 'Legal documents')).toBeVisible();
    await expect(header.getByRole('button', { name: /^Theme:/ })).toBeVisible();
    const controls = await header.locator('a, button').all();
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box, await control.innerText()).not.toBeNull();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    for (const path of ['/', '/courses', '/nowhere']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
