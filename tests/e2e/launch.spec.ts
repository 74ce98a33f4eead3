/**
 * Issue 38, "the installed app opens on the marketing page": the app's start URL (/start) opens on
 * what a golfer mid-round wants, the course of the round in progress or else the nearest restrooms;
 * an app installed when the start URL was `/` does the same as its window's first screen; and every
 * header follows the session: no "Sign In / Register" for a signed-in golfer, and no sign-in form.
 */
import type { Page } from '@playwright/test';
import { expectSignedIn } from './support/auth';
import { firstCourseId, signIn } from './support/course-detail';
import { expect, test } from './support/test';

const GOLFER = { email: 'golfer@demo.fairwayrelief.test', password: 'fairway-demo' };
const RALEIGH = { latitude: 35.7796, longitude: -78.6382 };

/** The window runs as the installed app: `(display-mode: standalone)` matches. */
async function runStandalone(page: Page) {
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      if (!query.includes('display-mode: standalone')) return list;
      return new Proxy(list, {
        get: (target, key) => {
          if (key === 'matches') return true;
          const value = Reflect.get(target, key) as unknown;
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
    };
  });
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(RALEIGH);
});

test('the start URL opens a signed-in golfer on the nearest restrooms, or on the course of their round', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { start_url: string };
  expect(manifest.start_url).toBe('/start');

  await signIn(page, GOLFER);
  await page.goto('/start');
  await expect(page).toHaveURL(/\/nearby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearest restrooms' })).toBeVisible();
  await expectSignedIn(page);

  // A hole set on a course an hour ago: the round is on, the app opens on that course.
  const courseId = await firstCourseId(request);
  await page.evaluate(
    (id) => localStorage.setItem(`round-hole:${id}`, JSON.stringify({ hole: 7, at: Date.now() - 3_600_000 })),
    courseId,
  );
  await page.goto('/start');
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}$`));
  await expect(page.getByLabel("I'm on hole")).toHaveValue('7');
  // Back from there is not a loop through /start.
  await page.goBack();
  await expect(page).toHaveURL(/\/nearby$/);
});

test('an app installed with the start URL `/` opens on the golfer’s answer, once; the landing page stays reachable', async ({
  page,
}) => {
  await runStandalone(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/nearby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearest restrooms' })).toBeVisible();

  // Later in the same window, `/` is the landing page (the brand link of the sign-in screen).
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /restroom directory/ })).toBeVisible();
});

test('every header follows the session, and Sign In while signed in shows no sign-in form', async ({
  page,
}) => {
  await signIn(page, GOLFER);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /restroom directory/ })).toBeVisible();
  const header = page.getByRole('banner');
  await expectSignedIn(page);
  await expect(header.getByRole('link', { name: /Sign In|Register/ })).toHaveCount(0);
  // The hero's calls are a member's too.
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Nearest restrooms' })).toBeVisible();

  for (const path of ['/login', '/register']) {
    await page.goto(path);
    // The list may locate the golfer at once (permission granted) and add near=1&lat=…&lng=….
    await expect(page).toHaveURL(/\/courses(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  }
});
