/**
 * The owner dashboard in the golfer's language (issue 39, docs/decisions.md §9) at phone size: the
 * demo owner with a German browser sees the dashboard, a pending submission and the Reports tab in
 * German with no English word left (course, restroom and people's names are data). With
 * E2E_SHOTS_DIR set, the owner's and the admin's screens are photographed at 390 and 320 px wide in
 * German and Spanish (the admin's five tabs, long German words).
 */
import type { APIRequestContext } from '@playwright/test';
import { newUser, registerByApi, signInAnyLanguage } from './support/auth';
import { addRestroomByApi, tokenFor } from './support/course-detail';
import { apiCourses, DEMO_ADMIN } from './support/courses';
import { sidewaysAt320 } from './support/axe';
import { englishLeft } from './support/english-left';
import { verifyByMail } from './support/mail';
import { expect, test } from './support/test';
import { SHOTS_DIR, shoot } from './support/screenshots';

const OWNER = { email: 'owner@demo.fairwayrelief.test', password: 'fairway-demo' };
test.use({ viewport: { width: 390, height: 844 } });

/** A golfer's submission on the demo owner's Hillandale, and an open report about it. */
async function submissionWithReport(request: APIRequestContext, name: string) {
  const [course] = (await apiCourses(request, { search: 'Hillandale', state: 'NC' })).courses;
  const golfer = await registerByApi(request, newUser('language-owner'));
  // Reports are taken from golfers whose address is verified.
  await verifyByMail(request, golfer.email);
  const { accessToken } = await tokenFor(request, golfer);
  const restroomId = await addRestroomByApi(request, accessToken, course!._id, name);
  const report = await request.post(`/api/restrooms/${restroomId}/reports`, {
    headers: { Authorization: `Bearer ${(await tokenFor(request, golfer)).accessToken}` },
    data: { kind: 'no_paper' },
  });
  expect(report.status(), await report.text()).toBeLessThan(300);
  return course!.name;
}

/** Data on the owner's screens: names of courses, restrooms and people, and e-mail addresses. */
const DATA: (string | RegExp)[] = [
  /Hillandale[\w ]*/g,
  // The course a submission is for (its own text after the middle dot): the admin sees every
  // course's submissions, other tests' too, and OpenStreetMap names them in English.
  /^.+ Golf Course$/,
  /Language Check \w+/g,
  /Hole \d+ Restroom/g,
  /Eddie T\.?/g,
  /[\w.+-]+@[\w.-]+/g,
];

test.describe('German', () => {
  test.use({ locale: 'de-DE' });

  test('the demo owner sees the dashboard, a pending submission and the Reports tab in German', async ({
    page,
    request,
  }) => {
    const name = `Language Check ${Date.now().toString(36)}`;
    await submissionWithReport(request, name);
    await signInAnyLanguage(page, OWNER);
    await page.goto('/owner-dashboard');

    await expect(page.getByRole('heading', { name: 'Übersicht für Platzbetreiber', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Ihre Plätze in Zahlen').getByRole('term')).toHaveCount(5);
    const pending = page.getByRole('tab', { name: /^Zu prüfen \(\d+\)$/ });
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    const item = page.getByRole('listitem', { name });
    await expect(item.getByRole('button', { name: 'Freigeben' })).toBeVisible();
    await expect(item).toContainText('Eingereicht von');
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    await shoot(page, 'de-owner-pending');

    await item.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Einreichung ablehnen' })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    await shoot(page, 'de-owner-reject');
    await page.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('tab', { name: /^Probleme \(\d+\)$/ }).click();
    const report = page.getByRole('list', { name: 'Offene Meldungen' }).getByRole('listitem', {
      name: new RegExp(name),
    });
    await expect(report).toContainText('1 Golfer');
    await expect(report.getByRole('button', { name: /als behoben markieren$/ })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    await shoot(page, 'de-owner-reports');

    await page.getByRole('tab', { name: /^Meine Plätze \(\d+\)$/ }).click();
    await expect(page.getByRole('link', { name: 'Toiletten einrichten' }).first()).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    await shoot(page, 'de-owner-courses');

    await page.getByRole('button', { name: 'Benachrichtigungen' }).click();
    await expect(page.getByRole('heading', { name: 'Dieses Gerät' })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    await shoot(page, 'de-owner-notifications');
  });

  test("the admin's five tabs and the analytics fit a phone in German", async ({ page }) => {
    await signInAnyLanguage(page, DEMO_ADMIN);
    await page.goto('/owner-dashboard');
    await expect(page.getByRole('tab', { name: /^Anträge \(\d+\)$/ })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    // Five German tab words at 320 px wrap or break; none pushes the page wider than the phone.
    expect(await sidewaysAt320(page, 'admin tabs (de)')).toEqual([]);
    await shoot(page, 'de-admin-tabs');
    await page.getByRole('tab', { name: 'Analyse' }).click();
    await expect(page.getByRole('combobox', { name: 'Platz' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Offene Probleme' })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    expect(await sidewaysAt320(page, 'analytics (de)')).toEqual([]);
    await shoot(page, 'de-admin-analytics');
    if (!SHOTS_DIR) return;
    // Each figure on its own at 320 px, to read its axes' German dates and numbers.
    await page.setViewportSize({ width: 320, height: 844 });
    for (const [i, section] of (await page.locator('section:has(> h3)').all()).entries())
      await section.screenshot({ path: `${SHOTS_DIR}/de-admin-analytics-section${i}-320.png` });
  });
});

test.describe('Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the owner dashboard in Spanish: pending, reports, analytics and the set-up', async ({
    page,
    request,
  }) => {
    const name = `Language Check ${Date.now().toString(36)}`;
    await submissionWithReport(request, name);
    await signInAnyLanguage(page, OWNER);
    await page.goto('/owner-dashboard');
    await expect(page.getByRole('tab', { name: /^Por revisar \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    expect(await sidewaysAt320(page, 'pending (es)')).toEqual([]);
    await shoot(page, 'es-owner-pending');
    await page.getByRole('tab', { name: /^Avisos \(\d+\)$/ }).click();
    await expect(page.getByRole('list', { name: 'Avisos abiertos' })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    expect(await sidewaysAt320(page, 'reports (es)')).toEqual([]);
    await shoot(page, 'es-owner-reports');
    await page.getByRole('tab', { name: 'Análisis' }).click();
    await expect(page.getByRole('heading', { name: 'Problemas abiertos' })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    expect(await sidewaysAt320(page, 'analytics (es)')).toEqual([]);
    await shoot(page, 'es-owner-analytics');
    await page.goto('/owner-dashboard');
    await page.getByRole('tab', { name: /^Mis campos \(\d+\)$/ }).click();
    await page.getByRole('link', { name: 'Configurar baños' }).first().click();
    await expect(page.getByRole('heading', { name: 'Configurar baños', level: 1 })).toBeVisible();
    await expect.poll(() => englishLeft(page, DATA)).toEqual([]);
    expect(await sidewaysAt320(page, 'set-up (es)')).toEqual([]);
    await shoot(page, 'es-owner-setup');
  });
});
