/**
 * A language chosen with no signal (issue 39, docs/decisions.md §9): only the catalogue on screen is
 * kept offline, so a language this device never loaded cannot come until the network returns. The
 * golfer is told so in the language on screen, the choice is kept, and the screen turns to it once
 * the signal is back, with no second choice.
 */
import { expect, test } from './support/test';
import { expectToast } from './support/auth';
import { waitForServiceWorker } from './support/background-sync';
import { shoot } from './support/screenshots';

test.use({ locale: 'en-US' });

test('a language whose words never reached the device, chosen offline, is explained and shown once back online', async ({
  page,
  context,
}) => {
  await page.goto('/courses');
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await context.setOffline(true);
  await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expectToast(
    page,
    'Deutsch needs a connection',
    "It downloads once: the app switches to it as soon as you're back online.",
  );
  await shoot(page, 'language-offline', { fullPage: false });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Golfplätze' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
});
