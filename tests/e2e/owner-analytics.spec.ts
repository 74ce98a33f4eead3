/**
 * The owner dashboard's Analytics tab at 390×844 (docs/product.md §12, "Analytics"): the demo owner's
 * course draws its charts from the demo's history (problems fixed over the past weeks, reviews, the
 * live reports: src/server/seed/demo-places.ts), and the tables beside them show the numbers. Other
 * specs write to the same demo courses at the same time, so the numbers checked are those only the
 * seeded history decides: weeks before this one, and kinds of fix no other spec makes. An admin,
 * who may look at any course, finds it by name through the course search, by keyboard.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { scanInBothThemes } from './support/axe';
import { signIn } from './support/course-detail';
import { DEMO_ADMIN } from './support/courses';
import { expect, test } from './support/test';

const OWNER = { email: 'owner@demo.fairwayrelief.test', password: 'fairway-demo' };
const SHOTS = '/tmp/shots';

test.use({ viewport: { width: 390, height: 844 } });

/** The cells of a table, row by row, by its caption. */
async function rowsOf(page: Page, caption: string): Promise<string[][]> {
  await expect(page.getByRole('table', { name: caption })).toBeVisible();
  return page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

/** Whether a chart's canvas has anything drawn on it. */
const drawn = (chart: Locator) =>
  chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });

test('the analytics tab draws the owner’s course history as charts, with the numbers in tables', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, OWNER);
  await page.goto('/owner-dashboard');
  const chunk = page.waitForResponse((response) => /analytics-panel-[\w-]+\.js$/.test(response.url()));
  await page.getByRole('tab', { name: 'Analytics' }).click();
  // The chart library comes with the tab, not before.
  await chunk;
  const panel = page.getByRole('tabpanel', { name: 'Analytics' });
  await expect(panel.getByLabel('Course')).toHaveValue(/.+/);
  await expect(panel.getByLabel('Course').locator('option:checked')).toHaveText('Hillandale Golf Course');
  await expect(panel.getByLabel('Period').locator('option:checked')).toHaveText('Last 30 days');

  // Median time to fix: the demo's fixes of the last 30 days (locked 3 h and 5 h → 4 h; cleaning
  // 2 h). Not "out of order" or "out of paper": restroom-status and door-signs specs settle those
  // on this course too.
  const fixes = await rowsOf(page, 'Median time to fix');
  expect(fixes[0]).toEqual(['Problem', 'Fixed', 'Median']);
  expect(fixes).toContainEqual(['Locked', '2', '4 h']);
  expect(fixes).toContainEqual(['Needs cleaning', '1', '2 h']);

  // Reports per restroom per week: five weeks, oldest first; the weeks before this one are history.
  const weekly = await rowsOf(page, 'Reports per restroom per week');
  expect(weekly).toHaveLength(6);
  const column = (name: string) => weekly[0]!.indexOf(name);
  const clubhouse = weekly.slice(1).map((row) => row[column('Clubhouse Main')]);
  const halfway = weekly.slice(1).map((row) => row[column('9th Hole Halfway House')]);
  expect(clubhouse.slice(0, 4)).toEqual(['0', '1', '1', '1']);
  expect(halfway.slice(0, 4)).toEqual(['0', '0', '1', '1']);
  expect(Number(halfway[4])).toBeGreaterThanOrEqual(2);

  // Rating over time: the two demo reviews of ten days ago (3 and 4).
  const ratings = await rowsOf(page, 'Rating and reviews by week');
  expect(ratings.slice(1, 5).map((row) => row.slice(1))).toEqual([
    ['0', '0', '—'],
    ['0', '0', '—'],
    ['0', '0', '—'],
    ['2', '2', '3.5'],
  ]);

  // Every chart is drawn: fix times, one per restroom, the rating.
  const charts = panel.locator('[data-chart]');
  await expect(charts).toHaveCount(2 + (weekly[0]!.length - 1));
  for (const chart of await charts.all()) {
    await expect(chart).toHaveAttribute('role', 'img');
    expect(await drawn(chart), (await chart.getAttribute('aria-label')) ?? 'chart').toBe(true);
  }
  // Nothing moves (the suite runs with prefers-reduced-motion: reduce).
  expect(
    await panel.evaluate(
      (element) =>
        document.getAnimations().filter((a) => element.contains((a.effect as KeyframeEffect)?.target as Node))
          .length,
    ),
  ).toBe(0);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.screenshot({ path: `${SHOTS}/analytics-light.png`, fullPage: true });
  const sections = panel.locator('section');
  for (const [i, section] of (await sections.all()).entries())
    await section.screenshot({ path: `${SHOTS}/analytics-light-${i}.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // The charts draw again in the dark theme's colours.
  await expect.poll(() => drawn(charts.first())).toBe(true);
  await page.screenshot({ path: `${SHOTS}/analytics-dark.png`, fullPage: true });
  for (const [i, section] of (await sections.all()).entries())
    await section.screenshot({ path: `${SHOTS}/analytics-dark-${i}.png` });

  expect(await scanInBothThemes(page, 'owner analytics')).toEqual([]);

  // A longer period: thirteen weeks.
  await panel.getByLabel('Period').selectOption({ label: 'Last 90 days' });
  await expect(
    page.getByRole('table', { name: 'Reports per restroom per week' }).getByRole('row'),
  ).toHaveCount(14);
  // The other course.
  await panel.getByLabel('Course').selectOption({ label: 'Old Chatham Golf Club' });
  await expect(page.getByRole('table', { name: 'Median time to fix' }).getByRole('row')).toContainText([
    'Problem',
    'No soap',
  ]);
});

test('an admin finds any course for its analytics by typing its name, and chooses it by keyboard', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, DEMO_ADMIN);
  await page.goto('/owner-dashboard');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Analytics' });
  // Not a select of every course: the period is the only one.
  const picker = panel.getByRole('combobox', { name: 'Course' });
  await expect(picker).toHaveValue(/.+/);
  await expect(panel.locator('select')).toHaveCount(1);

  // The server is asked for what is typed (the course list's own name search).
  const asked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/courses' && url.searchParams.get('search') === 'Old Chatham';
  });
  await picker.fill('Old Chatham');
  await asked;
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const found = panel.getByRole('listbox', { name: 'Courses found' });
  await expect(found.getByRole('option').first()).toContainText('Old Chatham Golf Club');
  await expect(panel.getByRole('status').filter({ hasText: 'found' })).toHaveText(/^\d+ courses? found\.$/);
  await picker.press('ArrowDown');
  await expect(found.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(picker).toHaveAttribute(
    'aria-activedescendant',
    (await found.getByRole('option').first().getAttribute('id'))!,
  );
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/analytics-admin-picker-light.png` });
  const findings = await scanInBothThemes(page, 'admin analytics course search');
  // The scan ends in the dark theme, its colours settled.
  await page.screenshot({ path: `${SHOTS}/analytics-admin-picker-dark.png` });
  await picker.press('Enter');
  await expect(picker).toHaveValue('Old Chatham Golf Club');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('table', { name: 'Median time to fix' }).getByRole('row')).toContainText([
    'Problem',
    'No soap',
  ]);

  // Escape leaves the choice as it was; nothing typed is taken for a course.
  await picker.fill('Hill');
  await expect(found.getByRole('option').first()).toBeVisible();
  await picker.press('Escape');
  await expect(picker).toHaveValue('Old Chatham Golf Club');
  await expect(found).toBeHidden();
  expect(findings).toEqual([]);
});
