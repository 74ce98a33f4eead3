/**
 * Issue 20: the header at phone widths, for every role. Owners and admins have the most buttons;
 * at 390 px (and for everyone at 360 and 320) the sync entry ran over the ALPHA badge and the active
 * Courses highlight clipped it. Now nothing in the row overlaps anything else, nothing leaves the
 * screen, and what phones fold behind "More" opens as labelled 44 px rows inside the screen.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN } from './support/courses';
import { signIn } from './support/course-detail';

const DEMO_PASSWORD = 'fairway-demo';
const ROLES = [
  { role: 'guest (public layout)', path: '/', user: null },
  { role: 'guest (app layout)', path: '/courses', user: null },
  {
    role: 'regular',
    path: '/courses',
    user: { email: 'golfer@demo.fairwayrelief.test', password: DEMO_PASSWORD },
  },
  {
    role: 'course_owner',
    path: '/courses',
    user: { email: 'owner@demo.fairwayrelief.test', password: DEMO_PASSWORD },
  },
  { role: 'admin', path: '/courses', user: DEMO_ADMIN },
];
const WIDTHS = [320, 360, 390];

type Box = { x: number; y: number; width: number; height: number; name: string };

async function boxesOf(locators: Locator[], names: string[]): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const [i, locator] of locators.entries()) {
    if (!(await locator.isVisible())) continue;
    const box = await locator.boundingBox();
    // Screen-reader-only text (the brand's name on phones) is a 1 px box: not something drawn.
    if (box && box.width > 2 && box.height > 2) boxes.push({ ...box, name: names[i] ?? `#${i}` });
  }
  return boxes;
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/** The pairs of boxes that overlap, by name. */
function overlapping(boxes: Box[]): string[] {
  return boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.name} / ${b.name}`] : [])),
  );
}

function expectApart(boxes: Box[], width: number, what: string): void {
  for (const box of boxes) {
    expect(box.x, `${what}: ${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: ${box.name} ends on screen`).toBeLessThanOrEqual(width + 0.5);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      expect(overlap(a, b), `${what}: ${a.name} and ${b.name} overlap`).toBe(false);
    }
  }
}

/** The row's parts: the brand's mark, its name when shown, the badge, and every control in the row. */
async function rowBoxes(page: Page): Promise<Box[]> {
  const header = page.getByRole('banner');
  const brand = header.getByRole('link').first();
  const controls = await header.locator('nav > a, nav > button, nav > span > a, nav > div > button').all();
  const names = await Promise.all(
    controls.map(async (c) => (await c.getAttribute('aria-label')) ?? (await c.innerText())),
  );
  return boxesOf(
    [
      brand.locator('svg').first(),
      brand.getByText('Fairway Relief'),
      brand.getByTestId('alpha-badge'),
      ...controls,
    ],
    ['brand mark', 'brand name', 'Alpha badge', ...names],
  );
}

for (const { role, path, user } of ROLES) {
  test(`header at 320, 360 and 390 px for ${role}: nothing overlaps, "More" opens inside the screen`, async ({
    page,
  }, testInfo) => {
    if (user) await signIn(page, user);
    // One page for the three widths: the header's phone layout is CSS alone (breakpoints), so a
    // resize redraws it as a reload would, at a third of the cost.
    await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const header = page.getByRole('banner');
      const more = header.getByRole('button', { name: 'More' });
      await expect(more).toBeVisible();
      if (user) await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
      // On the course list the active Courses highlight is part of the row being checked.
      if (path === '/courses' && user) {
        await expect(header.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
      }
      // The row as it settles: under load a frame between two layouts (seen once in CI, for the
      // admin at 320 px, with nothing overlapping in the screenshot taken right after) is not what
      // a golfer sees. A lasting overlap still fails.
      await expect.poll(async () => overlapping(await rowBoxes(page)), { timeout: 5_000 }).toEqual([]);
      expectApart(await rowBoxes(page), width, `${role} at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const items = await panel.getByRole('button').all();
      const expected = user ? ['Legal documents', /^Theme:/, 'Log out'] : [/^Theme:/];
      for (const name of expected) await expect(panel.getByRole('button', { name })).toBeVisible();
      const itemBoxes = await boxesOf(
        items,
        await Promise.all(items.map(async (i) => (await i.getAttribute('aria-label')) ?? '')),
      );
      for (const box of itemBoxes) expect(box.height, box.name).toBeGreaterThanOrEqual(44);
      expectApart(itemBoxes, width, `${role}'s "More" at ${width} px`);
      // One picture per role, at the narrowest width, to look at (test-results/).
      if (width === WIDTHS[0]) {
        await page.screenshot({
          path: testInfo.outputPath(`header-${role.replace(/\W+/g, '-')}-${width}.png`),
        });
      }

      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
    }
  });
}
