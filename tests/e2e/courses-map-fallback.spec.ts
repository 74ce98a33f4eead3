/**
 * The course map on a phone (390×844) when things go wrong (issue 20): with the map style
 * unreachable the pins still show, on a plain background, with a message; and a popup opened near
 * the map's corner lies wholly inside the map, above the "Your Location" dot, in the app's type,
 * with room for the View Details focus ring.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { RALEIGH, apiCourses } from './support/courses';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

test.use({ viewport: { width: 390, height: 844 } });

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Course map' });

/** Clusters' counts plus pins: every course of the viewport is in one or the other. */
async function coursesShown(map: Locator): Promise<number> {
  const clusters = map.getByRole('button', { name: /^\d+ courses\. Zoom in$/ });
  const counted = await clusters.evaluateAll((buttons) =>
    buttons.reduce((sum, button) => sum + Number(button.textContent), 0),
  );
  return counted + (await map.locator('button.map-pin').count());
}

test('with the map style unreachable, the pins still show, with a message', async ({
  page,
  context,
  request,
}, testInfo) => {
  const nc = await apiCourses(request, { state: 'NC', page: '1', limit: '100' });
  // The tile provider is down. Registered after the guard's route, so it answers first.
  let styleRequests = 0;
  await context.route('https://tiles.openfreemap.org/styles/**', async (route) => {
    styleRequests += 1;
    await route.fulfill({ status: 503, body: 'Service Unavailable' });
  });

  await page.goto('/courses?state=NC&view=map');
  const map = mapRegion(page);
  await expect(map.getByRole('status').filter({ hasText: 'Background map unavailable' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(map.getByRole('button', { name: /^\d+ courses\. Zoom in$/ }).first()).toBeVisible();
  await expect.poll(() => coursesShown(map)).toBe(nc.total);
  expect(styleRequests).toBeGreaterThan(0);

  // The markers work as ever: a cluster zooms in, a pin opens its popup.
  await map
    .getByRole('button', { name: /^\d+ courses\. Zoom in$/ })
    .first()
    .click();
  const pin = map.locator('button.map-pin').first();
  await expect(pin).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('map-style-unreachable.png') });
  await pin.click();
  await expect(map.locator('.maplibregl-popup').getByRole('link', { name: 'View Details' })).toBeVisible();
});

/** Where `locator` is on screen, for comparing boxes. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/**
 * Pans the map with the arrow keys (100 px a press) until `pin`'s point is within 30–130 px of the
 * map's right edge and 160–260 px below its top (under the zoom buttons): an 18rem popup above it
 * would stick out at the right and at the top.
 */
async function movePinToTopRight(page: Page, map: Locator, pin: Locator) {
  const frame = await box(map);
  await map.locator('canvas').focus();
  for (let i = 0; i < 20; i += 1) {
    const at = await box(pin);
    const right = frame.x + frame.width - 130 - (at.x + at.width / 2); // in [0, 100): in place
    const up = at.y + at.height - (frame.y + 160); // in [0, 100): in place
    const [x, y] = [right >= 0 && right < 100, up >= 0 && up < 100];
    if (x && y) return;
    // An arrow key moves the view, so the pins move the other way: ArrowLeft moves them right.
    if (!x) await page.keyboard.press(right > 0 ? 'ArrowLeft' : 'ArrowRight');
    else await page.keyboard.press(up > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.waitForTimeout(400);
  }
  throw new Error('could not bring the pin to the corner');
}

test('a popup near the corner lies inside the map, above the location dot, in the app font', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(RALEIGH);
  // No filters in the address: the list starts from the (granted) position, and so does the map.
  await page.goto('/courses?view=map');
  await expect(page).toHaveURL(/near=1/);
  const map = mapRegion(page);
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(map.getByRole('img', { name: 'Your Location' })).toBeVisible();
  // Zoom into clusters until a course has a pin of its own.
  const pins = map.locator('button.map-pin');
  await expect(
    map
      .getByRole('button', { name: /courses\. Zoom in$/ })
      .or(pins)
      .first(),
  ).toBeVisible();
  for (let i = 0; i < 5 && (await pins.count()) === 0; i += 1) {
    await map
      .getByRole('button', { name: /courses\. Zoom in$/ })
      .first()
      .click();
    await page.waitForTimeout(500);
  }
  const name = await pins.first().getAttribute('aria-label');
  const pin = map.getByRole('button', { name: name!, exact: true });

  await movePinToTopRight(page, map, pin);
  await pin.click();
  const popup = map.locator('.maplibregl-popup');
  await expect(popup.getByRole('heading', { name: name! })).toBeVisible();

  // The map moves until the whole popup, its × included, is inside the map's box.
  const frame = await box(map);
  const inside = async (locator: Locator) => {
    const b = await box(locator);
    return (
      b.x >= frame.x &&
      b.y >= frame.y &&
      b.x + b.width <= frame.x + frame.width &&
      b.y + b.height <= frame.y + frame.height
    );
  };
  await expect.poll(() => inside(popup)).toBe(true);
  expect(await inside(popup.getByRole('button', { name: 'Close popup' }))).toBe(true);

  // Above the "Your Location" dot, and in the app's type rather than MapLibre's Helvetica.
  const zIndex = (locator: Locator) => locator.evaluate((node) => Number(getComputedStyle(node).zIndex));
  const dot = map
    .locator('.maplibregl-marker')
    .filter({ has: page.getByRole('img', { name: 'Your Location' }) });
  expect(await zIndex(popup)).toBeGreaterThan(await zIndex(dot));
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await expect(popup.getByRole('heading', { name: name! })).toHaveCSS('font-family', bodyFont);

  // View Details' focus ring (3 px + 2 px offset) fits inside the popup's scrolling list.
  const details = popup.getByRole('link', { name: 'View Details' }).first();
  await details.focus();
  const [link, list] = [await box(details), await box(popup.getByRole('list'))];
  expect(link.x - 5).toBeGreaterThanOrEqual(list.x);
  expect(link.x + link.width + 5).toBeLessThanOrEqual(list.x + list.width);
  await page.screenshot({ path: testInfo.outputPath('map-popup.png') });
});
