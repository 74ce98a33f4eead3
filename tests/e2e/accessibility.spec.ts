/**
 * axe on every screen (issue 20 item 7), in the light and the dark theme, as the role that sees it:
 * a guest (landing, sign-in and account screens, the not-found page), a golfer (courses as list and
 * map, a course with its review dialog open, the dashboard, /sync, the Legal Documents menu and a
 * document, Access Denied), an owner (owner dashboard, the approve question) and an admin (the course
 * list's admin controls and the Add Course dialog). One context per test (a role, or half of the
 * golfer's screens, so the six tests share the two workers evenly), one page load per screen
 * (support/axe.ts switches the theme in place); each test reports every screen's findings at once.
 * Every scanned screen is also laid out at 320 px and must not scroll sideways (WCAG 1.4.10).
 */
import type { Page } from '@playwright/test';
import { scanInBothThemes, sidewaysAt320 } from './support/axe';
import { headerControl, newUser, registerByApi } from './support/auth';
import { addRestroomByApi, signIn, tokenFor } from './support/course-detail';
import { apiCourses, DEMO_ADMIN } from './support/courses';
import { expect, test } from './support/test';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

const GOLFER = { email: 'golfer@demo.fairwayrelief.test', password: 'fairway-demo' };
const OWNER = { email: 'owner@demo.fairwayrelief.test', password: 'fairway-demo' };

// The roles are independent: the suite's two workers share them, halving the wall time.
test.describe.configure({ mode: 'parallel' });

/** Opens a path and waits for its level-one heading, so the scan sees the screen, not the shell. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('guest screens have no serious axe violations in either theme', async ({ page }) => {
  const found: string[] = [];
  await open(page, '/', /Fairway Relief/);
  await expect(page.getByTestId('stat-totalCourses')).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'landing')));

  await open(page, '/login', 'Welcome back');
  found.push(...(await scanInBothThemes(page, 'login')));

  await open(page, '/register', /Create/);
  found.push(...(await scanInBothThemes(page, 'register')));
  await page.locator('#main').getByRole('button', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms.getByText(/^Version /)).toBeVisible(); // the text is in
  found.push(...(await scanInBothThemes(page, 'legal document dialog')));
  await terms.getByRole('button', { name: 'Close' }).click();

  // The API reference is the server's own page (its colours follow the system): reflow only.
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.push(...(await sidewaysAt320(page, 'API reference')));

  expect(found).toEqual([]);
});

test('account screens have no serious axe violations in either theme', async ({ page }) => {
  const found: string[] = [];
  await open(page, '/forgot-password', /password/i);
  found.push(...(await scanInBothThemes(page, 'forgot password')));
  await open(page, '/reset-password?token=not-a-real-link', /password/i);
  found.push(...(await scanInBothThemes(page, 'reset password')));
  await page.goto('/verify-email?token=not-a-real-link');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0); // the answer is in
  found.push(...(await scanInBothThemes(page, 'verify email')));
  await open(page, '/no-such-page', 'Page Under Construction');
  found.push(...(await scanInBothThemes(page, 'not found')));
  expect(found).toEqual([]);
});

test('course screens have no serious axe violations for a golfer in either theme', async ({
  page,
  request,
}) => {
  const found: string[] = [];
  // A restroom with a review, so the review dialog shows its list as well as the golfer's own part.
  const [course] = (await apiCourses(request, { search: 'Hillandale', state: 'NC' })).courses;
  const reviewer = await registerByApi(request, newUser('axe'));
  const { accessToken } = await tokenFor(request, reviewer);
  const restroom = `Axe Clubhouse ${Date.now().toString(36)}`;
  const restroomId = await addRestroomByApi(request, accessToken, course!._id, restroom);
  const review = await request.post(`/api/restrooms/${restroomId}/reviews`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { rating: 4, comment: 'Clean, with a mirror.' },
  });
  expect(review.status(), await review.text()).toBe(201);

  await signIn(page, GOLFER);
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('article').first()).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'courses list')));
  await page.getByRole('button', { name: 'Map', exact: true }).first().click();
  await expect(page.locator('canvas').first()).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'courses map')));

  await open(page, `/course/${course!._id}`, course!.name);
  await page.getByRole('listitem', { name: restroom }).getByRole('button', { name: 'Reviews' }).click();
  await expect(page.getByRole('dialog', { name: `Review ${restroom}` })).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'course detail, review dialog open')));

  expect(found).toEqual([]);
});

test("a golfer's own screens have no serious axe violations in either theme", async ({ page }) => {
  const found: string[] = [];
  await signIn(page, GOLFER);
  await open(page, '/dashboard', 'Dashboard');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'dashboard')));

  await open(page, '/sync', /sync/i);
  found.push(...(await scanInBothThemes(page, 'sync')));
  await (await headerControl(page, 'Legal documents')).click();
  await expect(page.getByRole('menu', { name: 'Legal Documents' })).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'legal documents menu open')));
  await page.getByRole('menuitem', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' }).getByText(/^Version /)).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'legal document from the menu')));

  await open(page, '/owner-dashboard', 'Access Denied');
  found.push(...(await scanInBothThemes(page, 'access denied')));
  expect(found).toEqual([]);
});

test('owner screens have no serious axe violations in either theme', async ({ page }) => {
  const found: string[] = [];
  await signIn(page, OWNER);
  await open(page, '/owner-dashboard', 'Owner Dashboard');
  const approve = page.getByRole('button', { name: /^Approve/ }).first();
  await expect(approve).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'owner dashboard')));
  await approve.click();
  await expect(page.getByRole('dialog', { name: 'Approve Submission' })).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'approve question')));
  expect(found).toEqual([]);
});

test('admin screens have no serious axe violations in either theme', async ({ page }) => {
  const found: string[] = [];
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('button', { name: 'Add Course' })).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'courses list (admin)')));
  await page.getByRole('button', { name: 'Add Course' }).click();
  await expect(page.getByRole('dialog', { name: /Add/ })).toBeVisible();
  found.push(...(await scanInBothThemes(page, 'add course dialog')));
  expect(found).toEqual([]);
});
