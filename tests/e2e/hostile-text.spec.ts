/**
 * User-written text is shown as text, everywhere (issue 8). Script and markup payloads go in through
 * the real API (a course name by an admin, a golfer's first and last name, a restroom name, a review
 * comment, an owner's rejection reason) and every page that shows them must show the literal
 * characters, build no element from them and run none of them (`window.__pwned` stays unset).
 *
 * The client renders with React text nodes only (no dangerouslySetInnerHTML or innerHTML: the legal
 * documents' markup is parsed into React elements too), and the CSP forbids inline script; this
 * test is what keeps both true.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newUser, registerByApi, type TestUser } from './support/auth';
import { sidewaysAt320 } from './support/axe';
import { signIn, tokenFor } from './support/course-detail';
import { courseCards, DEMO_ADMIN, RALEIGH, searchByName } from './support/courses';
import { verifyByMail } from './support/mail';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

declare global {
  interface Window {
    __pwned?: number;
  }
}

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const BOLD = '"><b>bold</b>';

const tag = randomUUID().slice(0, 6);
const COURSE_NAME = `Hostile ${tag} ${BOLD} ${IMG}`;
// Names are at most 60 characters; the last name shows as its initial, so the payload is the first.
const FIRST_NAME = `<b>bold</b><img src=x onerror=window.__pwned=1>`;
const LAST_NAME = SCRIPT;
const PENDING_NAME = `${BOLD}${SCRIPT}`;
const REJECTED_NAME = IMG;
const COMMENT = `${SCRIPT} ${IMG} ${BOLD}`;
const REASON = `${SCRIPT} ${BOLD} ${IMG}`;

/** The literal text is on screen and nothing was built or run from any payload. */
async function expectShownAsText(page: Page, texts: string[]): Promise<void> {
  // Everything the page loads (lazy chunks, a map) has arrived and rendered; leaving earlier would
  // also cut a map request short.
  await page.waitForLoadState('networkidle');
  for (const text of texts) await expect(page.getByText(text).first(), text).toBeVisible();
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injected = await page.evaluate(() => ({
    scripts: [...document.scripts].filter((script) => script.textContent?.includes('__pwned')).length,
    pwned: window.__pwned,
  }));
  expect(injected).toEqual({ scripts: 0, pwned: undefined });
  // A long unbroken name wraps instead of pushing the page sideways on a phone.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'the page is no wider than the screen').toBeLessThanOrEqual(widths[1]!);
}

type Credentials = Pick<TestUser, 'email' | 'password'>;

/** A write as this account, signed in just before: e2e access tokens live three seconds. */
async function call(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  as: Credentials,
  data: unknown,
): Promise<{ data: Record<string, { _id: string }> }> {
  const { accessToken } = await tokenFor(request, as);
  const response = await request[method](url, { headers: { Authorization: `Bearer ${accessToken}` }, data });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, { _id: string }> };
}

test('script and markup in user-written text are shown as text on every page that shows them', async ({
  page,
  browser,
  request,
}) => {
  // Nine screens in three browsers: about 40 s alone on this machine, over a minute beside the chaos
  // spec on two cores.
  test.setTimeout(120_000);
  // The scene, through the real API: each payload accepted by the server's validation.
  const courseId = (
    await call(request, 'post', '/api/courses', DEMO_ADMIN, {
      name: COURSE_NAME,
      address: '1 Markup Lane',
      city: 'Raleigh',
      state: 'NC',
      zipCode: '27601',
      latitude: RALEIGH.latitude,
      longitude: RALEIGH.longitude,
    })
  ).data.course!._id;
  const golfer = await registerByApi(request, {
    ...newUser('hostile'),
    firstName: FIRST_NAME,
    lastName: LAST_NAME,
  });
  const owner = await registerByApi(request, newUser('owner'), 'course_owner');
  // Support assigns only owners who proved their address: the link from the loopback SMTP server.
  await verifyByMail(request, owner.email);
  await call(request, 'post', `/api/admin/courses/${courseId}/owners`, DEMO_ADMIN, { email: owner.email });

  const restroom = (gender: string, name: string) =>
    call(request, 'post', '/api/restrooms', golfer, {
      courseId,
      name,
      locationType: 'clubhouse',
      facilityType: 'permanent',
      gender,
      accessibility: false,
    });
  const pendingId = (await restroom('mens', PENDING_NAME)).data.restroom!._id;
  const rejectedId = (await restroom('womens', REJECTED_NAME)).data.restroom!._id;
  await call(request, 'post', `/api/restrooms/${pendingId}/reviews`, golfer, {
    rating: 2,
    comment: COMMENT,
  });
  await call(request, 'put', `/api/owner/submissions/${rejectedId}`, owner, {
    action: 'reject',
    reason: REASON,
  });

  // A guest: the course list and the course's page, with its restrooms and reviews.
  await page.goto('/courses');
  await searchByName(page, `Hostile ${tag}`);
  await expect(courseCards(page)).toHaveCount(1);
  await expectShownAsText(page, [COURSE_NAME]);

  // The map's pin and popup (MapLibre's own popup, filled by React).
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: 'Course map' });
  const pin = map.locator('button.map-pin');
  await expect(pin).toHaveCount(1, { timeout: 20_000 });
  await expect(pin).toHaveAttribute('aria-label', COURSE_NAME);
  await pin.click();
  await expect(map.locator('.maplibregl-popup').getByRole('heading', { name: COURSE_NAME })).toBeVisible();
  await expectShownAsText(page, [COURSE_NAME]);

  await page.goto(`/course/${courseId}`);
  // The course area's map (on a tap) names its pin after the course.
  await page.getByRole('button', { name: 'Show map' }).click();
  const areaPin = page
    .getByRole('region', { name: 'Course area map' })
    .getByRole('img', { name: COURSE_NAME });
  await expect(areaPin).toBeVisible({ timeout: 20_000 });
  await expectShownAsText(page, [COURSE_NAME, PENDING_NAME]);
  const card = page.getByRole('listitem', { name: PENDING_NAME });
  await card.getByRole('button', { name: 'Reviews' }).click();
  const reviews = page.getByRole('dialog', { name: `Review ${PENDING_NAME}` });
  await expect(reviews.getByText(COMMENT)).toBeVisible();
  await expectShownAsText(page, [COMMENT, `${FIRST_NAME} <.`]);
  await page.keyboard.press('Escape');

  // The golfer's dashboard: their review, their contributions and the owner's rejection reason.
  await signIn(page, golfer);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Recent Reviews' }).click();
  await expectShownAsText(page, [COMMENT]);
  await page.getByRole('tab', { name: 'Contributions' }).click();
  await expectShownAsText(page, [PENDING_NAME, REJECTED_NAME, REASON]);

  // The owner's pending list, in a browser of their own.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto('/owner-dashboard');
  const pending = ownerPage.getByRole('listitem', { name: PENDING_NAME });
  await expect(pending).toContainText(`Submitted by ${FIRST_NAME} <. on`);
  await expectShownAsText(ownerPage, [PENDING_NAME, COURSE_NAME]);
  // A name with no space in it wraps inside its card: at 320 px the page does not scroll sideways.
  expect(await sidewaysAt320(ownerPage, 'pending list with a hostile name')).toEqual([]);
  await ownerContext.close();

  // The admin's course list, with its edit controls.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO_ADMIN);
  await adminPage.goto('/courses');
  await searchByName(adminPage, `Hostile ${tag}`);
  await expect(courseCards(adminPage)).toHaveCount(1);
  await expectShownAsText(adminPage, [COURSE_NAME]);
  await adminContext.close();
});
