/**
 * The account's language (issue 39, docs/decisions.md §9) on an English browser: an account kept in
 * German turns the screens German at sign-in, and a language chosen in the header's menu reaches the
 * account, also when it was chosen with no signal and sent later through the outbox.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  closeToast,
  expectToast,
  newUser,
  registerByApi,
  signInWithForm,
  type TestUser,
} from './support/auth';
import { expectStoredOutbox, waitForServiceWorker } from './support/background-sync';
import { tokenFor } from './support/course-detail';

test.use({ locale: 'en-US' });

/** The account's language as the server keeps it (a fresh token each time: the e2e's last 3 s). */
async function accountLanguage(request: APIRequestContext, user: TestUser): Promise<string | null> {
  const { accessToken } = await tokenFor(request, user);
  const response = await request.get('/api/users/profile', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { user: { language: string | null } } }).data.user.language;
}

async function setAccountLanguage(request: APIRequestContext, user: TestUser, language: string) {
  const { accessToken } = await tokenFor(request, user);
  const response = await request.patch('/api/users/profile', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function chooseFromMenu(page: Page, more: string, picker: string, language: string) {
  await page.getByRole('banner').getByRole('button', { name: more }).click();
  await page.getByRole('combobox', { name: picker }).selectOption(language);
  await page.keyboard.press('Escape');
}

const pollLanguage = (request: APIRequestContext, user: TestUser) =>
  expect.poll(() => accountLanguage(request, user), { timeout: 10_000, intervals: [250, 500, 1_000] });

test('an account kept in German turns an English browser German at sign-in, and stays so', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request, newUser('deutsch'));
  await setAccountLanguage(request, user, 'de');

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/courses/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The welcome is said in the account's language, not the browser's.
  await expectToast(page, 'Erledigt', 'Erfolgreich angemeldet');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Golfplätze' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Übersicht', exact: true })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-de.webmanifest');
  // The device keeps it: a reload is German though the browser asks for English.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(header.getByRole('link', { name: 'Golfplätze' })).toBeVisible();
  // Adopting the account's language is no new choice: nothing is sent back.
  await expectStoredOutbox(page, 0);
  expect(await accountLanguage(request, user)).toBe('de');
});

test('Español chosen in the menu reaches the account, and English chosen offline is sent on reconnect', async ({
  page,
  context,
  request,
}) => {
  const user = await registerByApi(request, newUser('espanol'));
  await page.goto('/login');
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/courses/);
  await closeToast(page); // over the header on a phone
  await waitForServiceWorker(page);

  await chooseFromMenu(page, 'More', 'Language', 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Campos' })).toBeVisible();
  await pollLanguage(request, user).toBe('es');
  await expectStoredOutbox(page, 0);

  // No signal: the screen turns English at once (English ships with the code; another catalogue
  // than the kept one cannot come without signal), the account waits in the outbox.
  await context.setOffline(true);
  await chooseFromMenu(page, 'Más', 'Idioma', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Courses' })).toBeVisible();
  await expectStoredOutbox(page, 1);
  expect(await accountLanguage(request, user)).toBe('es');

  await context.setOffline(false);
  await pollLanguage(request, user).toBe('en');
  await expectStoredOutbox(page, 0);
});
