/**
 * The course page in the golfer's language (issue 39, docs/decisions.md §9) at phone size: a German
 * browser's golfer sees a course with restrooms, the round's next restroom and the sign-in prompt in
 * German, with no English word left on the whole page (the data, the course's and the restrooms'
 * names, stays as it is); a Spanish one chosen on the device, in Spanish. E2E_SHOTS_DIR=dir keeps
 * screenshots at 390 and 320 px wide.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiCourses } from './support/courses';
import { englishLeft } from './support/english-left';
import { shoot } from './support/screenshots';

test.use({ locale: 'de-DE' });

/** Pinehurst No. 2, whose demo restrooms are a clubhouse, its locker room and a halfway house. */
async function pinehurst(page: Page): Promise<string> {
  const { courses } = await apiCourses(page.request, { search: 'Pinehurst No. 2', page: '1', limit: '10' });
  const id = courses.find((c) => c.name === 'Pinehurst No. 2')?._id;
  if (!id) throw new Error('Pinehurst No. 2 is not seeded');
  return id;
}

/**
 * Data, not words: the course's name (OpenStreetMap's) and town, and its restrooms' names as the
 * server has them (other specs may have added some to this course).
 */
async function dataWords(page: Page, courseId: string): Promise<string[]> {
  const response = await page.request.get(`/api/restrooms/course/${courseId}`);
  const { restrooms } = (await response.json()).data as { restrooms: { name: string }[] };
  // Longest first, so a name is removed whole before a shorter one inside it.
  return ['Pinehurst No. 2', 'Pinehurst', ...restrooms.map((r) => r.name)].sort(
    (a, b) => b.length - a.length,
  );
}

/** The golfer is on `hole` of the course (lib/round-memory.ts), so the round's answer shows. */
const onHole = (page: Page, courseId: string, hole: number) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `round-hole:${courseId}`,
    JSON.stringify({ hole, at: Date.now() }),
  ] as const);

test('a German golfer reads the course page, its round and the sign-in prompt in German', async ({
  page,
}) => {
  const id = await pinehurst(page);
  await onHole(page, id, 1);
  const data = await dataWords(page, id);
  await page.goto(`/course/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Pinehurst No. 2', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zu den Plätzen' })).toBeVisible();
  // The rating as German writes it: 4,3.
  await expect(page.locator('main header')).toContainText(/\d,\d\s*\(/);
  await expect(page.getByRole('heading', { name: 'Toiletten' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Alle \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Halfway-Haus \(\d+\)$/ })).toBeVisible();
  const round = page.getByRole('region', { name: 'Nächste Toilette auf meiner Runde' });
  await expect(round.getByLabel('Ich bin an Loch')).toHaveValue('1');
  // Before the turn, the halfway house is "zur Halbzeit, nach dem 9. Loch" (one another spec adds
  // on the course would come first: "Loch 7").
  await expect(round.getByText(/^(zur Halbzeit, nach dem 9\. Loch|Loch \d+)$/).first()).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Clubhouse Main', exact: true });
  await expect(card.getByRole('button', { name: 'Noch da, alles OK' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Problem melden' })).toBeVisible();
  await expect(card.getByText('Clubhaus · Fest installiert · Unisex')).toBeVisible();
  await shoot(page, 'de-course');
  expect(await englishLeft(page, data)).toEqual([]);

  // A guest's write asks for an account, in German.
  await card.getByRole('button', { name: 'Noch da, alles OK' }).click();
  const prompt = page.getByRole('dialog', { name: 'Anmeldung erforderlich' });
  await expect(prompt.getByText('Bitte melden Sie sich an, um eine Toilette zu bestätigen')).toBeVisible();
  await shoot(page, 'de-course-sign-in', { fullPage: false });
  expect(await englishLeft(page, data)).toEqual([]);
});

test('a golfer who chose Spanish on the device reads the course page in Spanish', async ({ page }) => {
  const id = await pinehurst(page);
  await onHole(page, id, 12);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  const data = await dataWords(page, id);
  await page.goto(`/course/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Baños' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Todos \(\d+\)$/ })).toBeVisible();
  const round = page.getByRole('region', { name: 'Próximo baño en mi recorrido' });
  await expect(round.getByText(/^(tras el 18\.º hoyo|Hoyo \d+)$/).first()).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Clubhouse Main', exact: true });
  await expect(card.getByRole('button', { name: 'Sigue aquí y bien' })).toBeVisible();
  await shoot(page, 'es-course');
  expect(await englishLeft(page, data)).toEqual([]);
});
