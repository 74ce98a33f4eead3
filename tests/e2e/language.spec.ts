/**
 * The golfer's language (issue 39, docs/decisions.md §9) with a German browser at phone size: the
 * converted screens speak German, only the German catalogue is kept offline, English is chosen from
 * the header's menu, and each choice survives an offline reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';
import { waitForServiceWorker } from './support/background-sync';

test.use({ locale: 'de-DE' });

async function chooseFromMenu(page: Page, more: string, picker: string, language: string) {
  await page.getByRole('button', { name: more }).click();
  await page.getByRole('combobox', { name: picker }).selectOption(language);
}

/** Catalogue chunks in the worker's caches, by cache. */
const keptCatalogues = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      const catalogues = requests
        .map((request) => new URL(request.url).pathname)
        .filter((path) => path.includes('/messages-'));
      if (catalogues.length)
        kept[name] = catalogues.map((path) => path.replace(/^\/assets\/(messages-[a-z]{2})-.*$/, '$1'));
    }
    return kept;
  });

test('a German browser gets German, keeps only its catalogue offline, and English from the menu survives an offline reload', async ({
  page,
  context,
}) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Golfplätze' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText('Entwickelt von Fairway Relief Labs')).toBeAttached();
  await page.getByRole('button', { name: 'Mehr' }).click();
  await expect(page.getByRole('button', { name: /^Design: / })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await shoot(page, 'de-courses-menu', { fullPage: false });
  await page.getByRole('button', { name: 'Mehr' }).click();

  await waitForServiceWorker(page);
  await expect
    .poll(() => keptCatalogues(page), { timeout: 20_000 })
    .toEqual({ 'fairway-catalogue': ['messages-de'] });

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Golfplätze' })).toBeVisible();
  await context.setOffline(false);

  await chooseFromMenu(page, 'Mehr', 'Sprache', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'More' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Courses' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More' })).toBeVisible();
  await context.setOffline(false);
});

test('Spanish from the menu replaces the kept German catalogue', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await waitForServiceWorker(page);
  await chooseFromMenu(page, 'Mehr', 'Sprache', 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Campos' })).toBeVisible();
  await expect
    .poll(() => keptCatalogues(page), { timeout: 20_000 })
    .toEqual({ 'fairway-catalogue': ['messages-es'] });
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await shoot(page, 'es-courses-menu', { fullPage: false });
});
