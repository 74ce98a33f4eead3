/**
 * The owners' forms refused in the golfer's language (issue 39, docs/decisions.md §9) at phone size:
 * a German browser's course owner sends the claim form empty and with a phone number that is none,
 * the demo owner saves the set-up with a restroom on the course whose hole and type are not chosen,
 * the demo admin sends the Add Course form empty and with a latitude in words: every field message
 * (the shared schema's English) shows in German, and no English word is left on the page but data
 * (course and restroom names). Nothing is sent: the forms refuse before anything is queued.
 * E2E_SHOTS_DIR=dir keeps screenshots at 390 and 320 px wide.
 */
import type { APIRequestContext } from '@playwright/test';
import { newUser, registerByApi, signInAnyLanguage } from './support/auth';
import { apiCourses, DEMO_ADMIN } from './support/courses';
import { englishLeft } from './support/english-left';
import { verifyByMail } from './support/mail';
import { shoot } from './support/screenshots';
import { expect, test } from './support/test';

const OWNER = { email: 'owner@demo.fairwayrelief.test', password: 'fairway-demo' };
test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

/** The course's name and its restrooms' names as the server has them (other specs add some). */
async function dataWords(request: APIRequestContext, course: { _id: string; name: string }) {
  const response = await request.get(`/api/restrooms/course/${course._id}`);
  const { restrooms } = (await response.json()).data as { restrooms: { name: string }[] };
  // Longest first, so a name is removed whole before a shorter one inside it.
  return [course.name, ...restrooms.map((r) => r.name)].sort((a, b) => b.length - a.length);
}

test('a course owner’s claim form says what is missing in German', async ({ page, request }) => {
  const owner = await registerByApi(request, newUser('claim-de'), 'course_owner');
  await verifyByMail(request, owner.email);
  const [course] = (await apiCourses(request, { search: 'Lonnie Poole', state: 'NC' })).courses;
  await signInAnyLanguage(page, owner);
  await page.goto(`/course/${course!._id}`);
  await page.getByRole('button', { name: 'Diesen Platz beanspruchen' }).click();
  const form = page.getByRole('dialog', { name: 'Diesen Platz beanspruchen' });
  await form.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihre Funktion beim Platz an')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie eine Telefonnummer an')).toBeVisible();
  await expect(form.getByLabel('Ihre Funktion beim Platz')).toBeFocused();
  const data = await dataWords(request, course!);
  expect(await englishLeft(page, data)).toEqual([]);
  await shoot(page, 'de-claim-form-empty', { fullPage: false });

  await form.getByLabel('Ihre Funktion beim Platz').fill('Geschäftsführer');
  await form.getByLabel('Telefonnummer').fill('rufen Sie an');
  await form.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(
    form.getByText('Geben Sie eine Telefonnummer ein (Ziffern, Leerzeichen, + ( ) - .)'),
  ).toBeVisible();
  expect(await englishLeft(page, data)).toEqual([]);
  await shoot(page, 'de-claim-form-phone', { fullPage: false });
});

test('the set-up says which hole and type a restroom on the course still needs, in German', async ({
  page,
  request,
}) => {
  const [course] = (await apiCourses(request, { search: 'Hillandale', state: 'NC' })).courses;
  await signInAnyLanguage(page, OWNER);
  await page.goto(`/owner-dashboard/setup/${course!._id}`);
  await expect(page.getByRole('heading', { name: 'Toiletten einrichten', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Toilette auf dem Platz hinzufügen' }).click();
  await page.getByRole('button', { name: 'Einrichtung speichern' }).click();
  await expect(page.getByText('Wählen Sie das Loch', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Wählen Sie mobil oder fest').first()).toBeVisible();
  expect(await englishLeft(page, await dataWords(request, course!))).toEqual([]);
  // The first field in error, with its message under it.
  await page.getByText('Wählen Sie das Loch', { exact: true }).first().scrollIntoViewIfNeeded();
  await shoot(page, 'de-setup-refused', { fullPage: false });
});

test('the admin’s Add Course form says what is missing or wrong in German', async ({ page }) => {
  await signInAnyLanguage(page, DEMO_ADMIN);
  await page.getByRole('button', { name: 'Platz hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Golfplatz hinzufügen' });
  await dialog.getByRole('button', { name: 'Platz anlegen' }).click();
  await expect(dialog.getByText('Bitte geben Sie den Namen des Platzes an')).toBeVisible();
  await expect(dialog.getByText('Bitte wählen Sie den Bundesstaat')).toBeVisible();
  await expect(dialog.getByText('Bitte geben Sie den Längengrad an')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await shoot(page, 'de-admin-course-empty', { fullPage: false });

  await dialog.getByLabel('Breitengrad').fill('Norden');
  await dialog.getByLabel('Längengrad').fill('-200');
  await dialog.getByLabel('Website (optional)').fill('golfplatz');
  await dialog.getByRole('button', { name: 'Platz anlegen' }).click();
  await expect(dialog.getByText('Der Breitengrad muss eine Zahl sein')).toBeVisible();
  await expect(dialog.getByText('Der Längengrad muss zwischen -180 und 180 liegen')).toBeVisible();
  await expect(dialog.getByText('Geben Sie die ganze Adresse der Website an (https://…)')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await dialog.getByText('Der Breitengrad muss eine Zahl sein').scrollIntoViewIfNeeded();
  await shoot(page, 'de-admin-course-wrong', { fullPage: false });
});
