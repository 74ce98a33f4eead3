/** Helpers for the account tests: fresh users through the real API, toasts, stored tokens. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import de from '../../../src/client/lib/i18n/catalogues/de/ui';
import en from '../../../src/client/lib/i18n/catalogues/en/ui';
import es from '../../../src/client/lib/i18n/catalogues/es/ui';

export const PASSWORD = 'fairway-e2e-password';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'golfer'): TestUser {
  return {
    firstName: 'Eddie',
    lastName: 'Tester',
    email: `${prefix}-${randomUUID().slice(0, 12)}@e2e.fairwayrelief.test`,
    password: PASSWORD,
  };
}

/** Registers through the API (quicker than the form, for tests about something else). */
export async function registerByApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
  role: 'regular' | 'course_owner' = 'regular',
): Promise<TestUser> {
  const response = await request.post('/api/auth/register', { data: { ...user, role } });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

// The region's name in whichever language the page speaks ('Notifications (F8)', 'Benachrichtigungen
// (F8)'): an English-only name found no toast at all on a German page.
const REGION = new RegExp(
  `^(${[en, es, de].map((words) => words['ui.notifications'].replace(/ \(\{key\}\)$/, '')).join('|')}) \\(`,
);

/** The visible toast (docs/product.md §9: one at a time), found inside the notifications region. */
export function toast(page: Page) {
  return page.getByRole('region', { name: REGION }).locator('li');
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const item = toast(page).filter({ hasText: title }).filter({ hasText: description });
  await expect(item).toBeVisible();
}

/**
 * Closes the toast, as a user would to reach the header under it (on phones toasts show at the top,
 * over the header, for five seconds).
 */
export async function closeToast(page: Page): Promise<void> {
  await toast(page).getByRole('button', { name: 'Close notification' }).click();
  await expect(toast(page)).toHaveCount(0);
}

export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

/** Fills and sends the sign-in form (the page must be on /login). */
export async function signInWithForm(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in on /login whatever language it speaks (its fields by type, the form sent with Enter). */
export async function signInAnyLanguage(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).toHaveURL(/\/courses/);
}

/** Signed-in header: the member's controls are there (Dashboard is in the row at every width). */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
}

/**
 * A header control that phones fold behind "More" (install, legal documents, theme, log out):
 * opens the panel first when the control is not in the row.
 */
export async function headerControl(page: Page, name: string | RegExp) {
  const header = page.getByRole('banner');
  const control = header.getByRole('button', { name });
  const more = header.getByRole('button', { name: 'More' });
  await expect(control.or(more).first()).toBeVisible(); // the app has taken over the static shell
  if (!(await control.isVisible()) && (await more.isVisible())) {
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  }
  return control;
}

/** Logs out through the header (behind "More" on phones). */
export async function clickLogOut(page: Page): Promise<void> {
  await (await headerControl(page, 'Log out')).click();
}
