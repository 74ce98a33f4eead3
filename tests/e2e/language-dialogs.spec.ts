/**
 * The course page's dialogs in the golfer's language (issue 39, area `courseDialogs`): a signed-in
 * golfer with a German browser, on a 390×844 phone, opens the review dialog and "Report a problem"
 * on a course page and reads German, its refusals included; the same dialogs in Spanish for the
 * screenshots (E2E_SHOTS_DIR, at 390 and 320 px). Data (the restroom's name) is not translated.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';
import { registerByApi } from './support/auth';
import { addRestroomByApi, firstCourseId, tokenFor } from './support/course-detail';
import { englishLeft } from './support/english-left';

// The course page's map asks for tiles off loopback: they are answered (support/test.ts).
test.use({ answerOffLoopback: true, locale: 'de-DE', viewport: { width: 390, height: 844 } });

/** A golfer signed in by their tokens (the sign-in form is another screen's), on a course with `name`. */
async function golferOnCourse(page: Page, request: Parameters<typeof registerByApi>[0], name: string) {
  const courseId = await firstCourseId(request);
  const golfer = await registerByApi(request);
  const { accessToken, refreshToken } = await tokenFor(request, golfer);
  await addRestroomByApi(request, accessToken, courseId, name);
  await page.goto('/courses');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [accessToken, refreshToken],
  );
  await page.goto(`/course/${courseId}`);
  return page.getByRole('listitem', { name }).first();
}

/** Escape closes the topmost layer: a toast first, then the dialog. */
async function closeByEscape(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

/** Data on these screens: the restroom's name. */
const allowed = (name: string) => [name];

/** The card's buttons, in English until the card's own helper converts them (i18n-course). */
const cardButton = (card: Locator, words: RegExp) => card.getByRole('button', { name: words });

test('a German golfer reviews and reports in German, refusals included', async ({ page, request }) => {
  const name = `Clubhouse Main ${Date.now().toString(36)}`;
  const card = await golferOnCourse(page, request, name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await cardButton(card, /^(Reviews|Bewertungen)$/).click();
  const review = page.getByRole('dialog', { name: `Bewerten: ${name}` });
  await expect(
    review.getByText('Noch keine Bewertungen. Bewerten Sie diese Toilette als Erster!'),
  ).toBeVisible();
  await review.getByRole('button', { name: 'Bewertung schreiben' }).click();
  await expect(review.getByRole('radiogroup', { name: 'Bewertung' })).toBeVisible();
  await expect(review.getByRole('radio', { name: '4 Sterne' })).toBeVisible();
  // No star: it looks disabled (aria-disabled) but a press says why (docs/product.md §5), in German.
  await review.getByRole('button', { name: 'Bewertung senden' }).click({ force: true });
  await expect(
    page
      .locator('li')
      .filter({ hasText: 'Bewertung fehlt' })
      .filter({ hasText: 'Bitte wählen Sie eine Sternebewertung.' }),
  ).toBeVisible();
  expect(await englishLeft(page, allowed(name))).toEqual([]);
  await shoot(page, 'de-review', { fullPage: false });

  await review.getByRole('radio', { name: '4 Sterne' }).click();
  await review.getByLabel('Kommentar (optional)').fill('Sauber und nah am ersten Abschlag.');
  await review.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.locator('li').filter({ hasText: 'Bewertung gesendet' }).first()).toBeVisible();
  await expect(review.getByRole('region', { name: 'Ihre Bewertung' })).toBeVisible();
  await expect(review.getByRole('heading', { name: /^Alle Bewertungen \(\d+\)$/ })).toBeVisible();
  expect(await englishLeft(page, allowed(name))).toEqual([]);
  await closeByEscape(page, review);

  await cardButton(card, /^(Report a problem|Problem melden)$/).click();
  const report = page.getByRole('dialog', { name: `Problem melden: ${name}` });
  await expect(report.getByRole('group', { name: 'Was stimmt nicht?' })).toBeVisible();
  await report.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(report.getByText('Wählen Sie aus, was nicht stimmt.')).toBeVisible();
  await expect(report.getByText('Erlischt nach 4 Stunden').first()).toBeVisible();
  expect(await englishLeft(page, allowed(name))).toEqual([]);
  await shoot(page, 'de-report', { fullPage: false });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the review and report dialogs speak Spanish', async ({ page, request }) => {
    const name = `Clubhouse Main ${Date.now().toString(36)}`;
    const card = await golferOnCourse(page, request, name);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await cardButton(card, /^(Reviews|Reseñas)$/).click();
    const review = page.getByRole('dialog', { name: `Reseñas de ${name}` });
    await review.getByRole('button', { name: 'Escribir reseña' }).click();
    await review.getByRole('button', { name: 'Enviar reseña' }).click({ force: true });
    await expect(page.locator('li').filter({ hasText: 'Falta la valoración' })).toBeVisible();
    expect(await englishLeft(page, allowed(name))).toEqual([]);
    await shoot(page, 'es-review', { fullPage: false });
    await closeByEscape(page, review);

    await cardButton(card, /^(Report a problem|Avisar de un problema)$/).click();
    const report = page.getByRole('dialog', { name: `Avisar de un problema: ${name}` });
    await report.getByRole('button', { name: 'Enviar aviso' }).click();
    await expect(report.getByText('Elige qué pasa.')).toBeVisible();
    expect(await englishLeft(page, allowed(name))).toEqual([]);
    await shoot(page, 'es-report', { fullPage: false });
  });
});
