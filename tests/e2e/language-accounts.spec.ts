/**
 * The golfer's language on the account screens (issue 39, docs/decisions.md §9), with a German
 * browser at phone size: the landing page, sign-in (a wrong field answered in German), registration
 * and the dashboard it leads to speak German with no English word left; Spanish is looked at too.
 * E2E_SHOTS_DIR=dir keeps screenshots at 390 and 320 px wide.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';
import { englishLeft } from './support/english-left';
import { newUser } from './support/auth';

test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

/** No sideways scroll: long German words must wrap, not push the page wider than the phone. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// The landing page's made-up course on its drawn map.
const LANDING_DATA = ['Pine Hollow Golf Club'];
/** The email field, whatever the shared text field calls it. */
const emailField = (page: Page) => page.locator('input[name="email"]');

test('a German golfer reads the landing page, signs in and registers in German', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Das Toilettenverzeichnis der Golfgemeinschaft',
  );
  await expect(page.getByTestId('stat-coverage')).toBeVisible();
  expect(await englishLeft(page, LANDING_DATA)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await shoot(page, 'de-landing');

  await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).first().click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await emailField(page).fill('kein-e-mail');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByText('Passwort fehlt')).toBeVisible();
  expect(await englishLeft(page, ['kein-e-mail'])).toEqual([]);
  await shoot(page, 'de-login');

  await page.getByRole('link', { name: 'Noch kein Konto? Registrieren' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await shoot(page, 'de-register');

  const user = newUser('sprache');
  await page.getByLabel('Vorname').fill(user.firstName);
  await page.getByLabel('Nachname').fill(user.lastName);
  await emailField(page).fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page
    .getByRole('checkbox', { name: /Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu/ })
    .check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByText('Konto erfolgreich erstellt', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(page.getByText('Sie haben noch keine Bewertungen geschrieben.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihr Konto' })).toBeVisible();
  expect(await englishLeft(page, [user.firstName, user.lastName, user.email])).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await shoot(page, 'de-dashboard');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the landing page, sign-in, registration and the dashboard speak Spanish', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'El directorio de baños de la comunidad golfista',
    );
    await expect(page.getByTestId('stat-coverage')).toBeVisible();
    expect(await englishLeft(page, LANDING_DATA)).toEqual([]);
    await shoot(page, 'es-landing');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Falta el correo')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, 'es-login');

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await shoot(page, 'es-register');

    const user = newUser('idioma');
    const registered = await request.post('/api/auth/register', { data: { ...user, role: 'regular' } });
    expect(registered.status()).toBe(201);
    await page.goto('/login');
    await emailField(page).fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/courses');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Mi panel', level: 1 })).toBeVisible();
    await expect(page.getByText('Aún no has escrito ninguna reseña.')).toBeVisible();
    expect(await englishLeft(page, [user.firstName, user.lastName, user.email])).toEqual([]);
    await shoot(page, 'es-dashboard');
  });
});
