/**
 * The course page on a 390×844 phone (issues 20, 38): the round's answer first, then the restrooms,
 * before the map, on the first screen; the disclaimer line single-spaced; the verified
 * tooltip leaves "View full disclaimers" reachable; every restroom pin on the course map is in view
 * and tappable; a submission the server refuses after its
 * 'Restroom Added' toast says so, stands apart with Retry and Discard only, and the counts agree.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { expectToast, registerByApi } from './support/auth';
import { addRestroomByApi, signIn, tokenFor } from './support/course-detail';
import { recordToasts } from './support/chaos';
import { adminToken, apiCourses } from './support/courses';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

test.use({ viewport: { width: 390, height: 844 } });

/** The nth seeded NC course (tests that add restrooms keep off each other's courses). */
async function courseId(page: Page, n: number): Promise<string> {
  const list = await apiCourses(page.request, { state: 'NC', page: '1', limit: '10' });
  const id = list.courses[n]?._id;
  if (!id) throw new Error('no seeded course');
  return id;
}

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + Math.min(box.height, 120) <= height;
}

test('the round and the restrooms come first on a phone; the map and Save for offline are one tap away', async ({
  page,
  request,
}) => {
  const id = await courseId(page, 1);
  const other = await registerByApi(request);
  const { accessToken } = await tokenFor(request, other);
  await addRestroomByApi(request, accessToken, id, `Clubhouse Main ${Date.now().toString(36)}`);

  await page.goto(`/course/${id}`);
  const firstCard = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  // Before, the 224 px map box and Save for offline sat between the header and the restrooms; the
  // round's answer sat below every card (issue 38): now it comes first, and the list still starts
  // on the first screen.
  const round = page.getByRole('region', { name: 'Next restroom on my round' });
  expect(await inViewport(page, round)).toBe(true);
  expect((await round.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);
  expect(await inViewport(page, page.getByRole('tab', { name: /^All \(/ }))).toBe(true);
  expect(await inViewport(page, firstCard)).toBe(true);
  const area = page.getByRole('region', { name: 'Course area' });
  const areaTop = (await area.boundingBox())?.y ?? 0;
  const listTop = (await page.getByRole('tablist', { name: 'Restroom location' }).boundingBox())?.y ?? 0;
  expect(areaTop).toBeGreaterThan(listTop);
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/course-phone.png' });
  // The disclaimer's link keeps a 44 px hit area without double-spacing its two lines (issue 38).
  const disclaimer = page.getByText('Restroom information is shared by golfers');
  expect((await disclaimer.boundingBox())!.height).toBeLessThanOrEqual(34);
  expect(
    (await page.getByRole('button', { name: 'View full disclaimers' }).boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);

  await page.getByRole('button', { name: 'Map & offline' }).click();
  await expect(area.getByRole('button', { name: 'Show map' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeInViewport();
  await expect(area).toBeFocused();
  await page.screenshot({ path: '/tmp/shots/course-phone-area.png' });
});

test('the verified tooltip leaves "View full disclaimers" free to tap', async ({ page }) => {
  await page.goto(`/course/${await courseId(page, 0)}`);
  const verified = page.getByRole('button', { name: /^\d+ verified$/ });
  await verified.click();
  const bubble = page.getByRole('tooltip');
  await expect(bubble).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/course-phone-tooltip.png' });
  const link = page.getByRole('button', { name: 'View full disclaimers' });
  const [b, l] = [await bubble.boundingBox(), await link.boundingBox()];
  expect(b && l).toBeTruthy();
  const overlaps = b!.y < l!.y + l!.height && l!.y < b!.y + b!.height && b!.x < l!.x + l!.width;
  expect(overlaps).toBe(false);
  // A real tap (Playwright refuses to click what another element covers).
  await link.click();
  await expect(page.getByRole('dialog', { name: /disclaimer/i })).toBeVisible();
  await expect(bubble).toBeHidden();
});

test('a submission the server refuses after it was queued says so, with Retry and Discard only', async ({
  page,
  request,
}) => {
  const id = await courseId(page, 2);
  const name = 'Clubhouse Locker Room';
  // The server lists this name already (seeded, or added here by the admin, so approved): the
  // golfer's submission is a 409. (Another golfer's pending twin would not block it: docs/product.md §10.)
  const accessToken = await adminToken(request);
  const answer = await request.post('/api/restrooms', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      courseId: id,
      name,
      locationType: 'clubhouse',
      facilityType: 'permanent',
      gender: 'unisex',
      accessibility: false,
    },
  });
  expect([201, 409]).toContain(answer.status());

  // Every toast shown is recorded: the refusal arrives within milliseconds of the queued write and,
  // one toast at a time, replaces its toast before a poll may see it.
  await recordToasts(page.context());
  await signIn(page, await registerByApi(request));
  await page.goto(`/course/${id}`);
  await page.getByRole('button', { name: 'Add Restroom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Restroom' });
  await dialog.getByLabel('Name').selectOption(name);
  // The course lists a clubhouse restroom already: the dialog shows it first (docs/product.md §10).
  await dialog.getByRole('button', { name: 'Add Restroom' }).click();
  await expect(dialog.getByRole('heading', { name: 'Already listed here' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  // Queued: the spec's toast (docs/product.md §4) ...
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts))
    .toContain('Restroom AddedYour restroom has been submitted for review!');
  // ... then the server's refusal, said on its own.
  await expectToast(page, 'Not saved', `New restroom: ${name}: A restroom with this name is already`);

  const refused = page.getByRole('list', { name: 'Submissions not saved' }).getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByText(/^Not saved: A restroom with this name is already/)).toBeVisible();
  await expect(refused.getByRole('button')).toHaveText(['Retry', 'Discard']);
  await page.screenshot({ path: '/tmp/shots/course-phone-refused.png', fullPage: true });

  // The header and the tabs count the same restrooms.
  const tab = await page.getByRole('tab', { name: /^All \(\d+\)$/ }).textContent();
  const count = /\((\d+)\)/.exec(tab ?? '')?.[1];
  await expect(page.getByText(new RegExp(`^${count} restrooms?$`))).toBeVisible();

  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toHaveCount(0);
});

test('every restroom pin on the course map is in view and tappable: none under the flag or the map credit', async ({
  page,
  request,
}, testInfo) => {
  const id = await courseId(page, 3);
  const { course } = (
    (await (await request.get(`/api/courses/${id}`)).json()) as {
      data: { course: { latitude: number; longitude: number } };
    }
  ).data;
  // MapLibre's zoom 14 draws 512 × 2^14 px around the world: a pixel is this many degrees of longitude.
  const degreesPerPx = 360 / (512 * 2 ** 14);
  const cosLat = Math.cos((course.latitude * Math.PI) / 180);
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  // The clubhouse at the course's own point (under its flag), the halfway house where the map's
  // bottom-right corner, and its credit, are on a 390 px phone.
  await addRestroomByApi(request, token, id, `Clubhouse ${stamp}`, {
    latitude: course.latitude,
    longitude: course.longitude,
  });
  await addRestroomByApi(request, token, id, `Turn House ${stamp}`, {
    locationType: 'halfway-house',
    latitude: course.latitude - 100 * degreesPerPx * cosLat,
    longitude: course.longitude + 150 * degreesPerPx,
  });

  await page.goto(`/course/${id}`);
  await page.getByRole('button', { name: 'Map & offline' }).click();
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Course area map' });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  const pins = [
    map.getByRole('link', { name: `Clubhouse ${stamp}, clubhouse restroom` }),
    map.getByRole('link', { name: `Turn House ${stamp}, halfway house restroom` }),
  ];
  const frame = (await map.boundingBox())!;
  for (const pin of pins) {
    await expect(pin).toBeVisible();
    // Placed once the map has settled: then nothing (flag, credit, zoom buttons) lies over its middle.
    await expect
      .poll(() =>
        pin.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && el.contains(top);
        }),
      )
      .toBe(true);
    const box = (await pin.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  }
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('course-map-pins-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(map.locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('course-map-pins-dark.png') });

  // A tap on a pin opens its card in the list.
  await pins[1]!.click();
  await expect(page).toHaveURL(/[?&]restroom=/);
  await expect(page.getByRole('listitem', { name: `Turn House ${stamp}` }).first()).toBeFocused();
});
