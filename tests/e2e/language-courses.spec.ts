/**
 * The course list in the golfer's language (issue 39, docs/decisions.md §9) at phone size: a German
 * browser sees /courses (cards, count, pages, the bar and the open filter sheet) in German with no
 * English word but the data (course names, the spec's state names); Spanish from the header's menu
 * turns the same screen Spanish. Screenshots at 390 and 320 px when E2E_SHOTS_DIR is set.
 */
import type { Page } from '@playwright/test';
import { US_STATES } from '../../src/shared/us-states';
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';
import { apiCourses } from './support/courses';
import { englishLeft } from './support/english-left';

test.use({ locale: 'de-DE' });

const STATE_NAMES = US_STATES.map(([, name]) => name);

/** The list, then its filter sheet, in one language: headings and buttons by their translated names. */
async function expectCourseScreen(
  page: Page,
  names: string[],
  words: { title: string; list: string; showing: RegExp; filters: string; show: RegExp; locate: string },
  shot: string,
) {
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByRole('list', { name: words.list }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words.showing })).toBeVisible();
  expect(await englishLeft(page, names)).toEqual([]);
  await shoot(page, `${shot}-list`);

  await page.getByRole('button', { name: new RegExp(`^${words.filters}`) }).click();
  const sheet = page.getByRole('dialog', { name: words.filters });
  await expect(sheet.getByRole('button', { name: words.show })).toBeVisible();
  await expect(sheet.getByRole('button', { name: words.locate })).toBeVisible();
  expect(await englishLeft(page, [...names, ...STATE_NAMES])).toEqual([]);
  await shoot(page, `${shot}-filters`);
  await sheet.getByRole('button', { name: words.show }).click();
  await expect(sheet).toBeHidden();
}

test('a German browser sees the course list and its filters in German, and Spanish from the menu', async ({
  page,
  request,
}) => {
  const nc = await apiCourses(request, { state: 'NC', page: '1', limit: '10' });
  const names = nc.courses.map((course) => course.name);
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectCourseScreen(
    page,
    names,
    {
      title: 'Golfplätze',
      list: 'Golfplätze',
      showing: new RegExp(`^${nc.courses.length} von ${nc.total} Plätzen`),
      filters: 'Filter',
      show: /^\d+ Plätze anzeigen$/,
      locate: 'Meinen Standort verwenden',
    },
    'de-courses',
  );

  await page.getByRole('button', { name: 'Mehr' }).click();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
  await page.getByRole('button', { name: 'Más', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectCourseScreen(
    page,
    names,
    {
      title: 'Campos de golf',
      list: 'Campos',
      showing: new RegExp(`^Mostrando ${nc.courses.length} de ${nc.total} campos`),
      filters: 'Filtros',
      show: /^Ver \d+ campos$/,
      locate: 'Usar mi ubicación',
    },
    'es-courses',
  );
});
