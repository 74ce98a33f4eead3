/**
 * Nearest restrooms with no signal (docs/decisions.md §6): after one online visit the network is cut,
 * the app starts again from the service worker and the device store, and "Nearest courses first"
 * (location granted, position mocked) lists the saved courses nearest first, with distances, in
 * the list and on the map. The location query was never made online: the device answers it from
 * every saved course with the server's rules, so its answer must be the server's, restricted to the
 * courses the device has seen.
 */
import { expect, test } from './support/test';
import { RALEIGH, apiCourses, courseCards, openFilters } from './support/courses';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

test('offline, "Nearest courses first" lists the saved courses nearest first, on the list and the map', async ({
  page,
  context,
  request,
}) => {
  // What the first visit shows and so saves: the default list (North Carolina, first page).
  const seen = await apiCourses(request, { state: 'NC', page: '1', limit: '10' });
  const seenNames = new Set(seen.courses.map((course) => course.name));
  const near = await apiCourses(request, {
    state: 'NC',
    latitude: String(RALEIGH.latitude),
    longitude: String(RALEIGH.longitude),
    radius: '50',
    page: '1',
    limit: '100',
  });
  const expected = near.courses.filter((course) => seenNames.has(course.name));
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.length).toBeLessThan(seen.courses.length); // some seen courses are too far

  await context.clearPermissions();
  await page.goto('/courses');
  await expect(courseCards(page)).toHaveCount(seen.courses.length);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    await expect(courseCards(page)).toHaveCount(seen.courses.length);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(RALEIGH);
    await page.getByRole('button', { name: 'Nearest courses first' }).click();
    await expect(page).toHaveURL(/near=1&lat=35\.7796&lng=-78\.6382/);
    await expect(page.getByText('Nearest first, within 50 miles of you')).toBeVisible();
    await expect(courseCards(page).getByRole('heading', { level: 3 })).toHaveText(
      expected.slice(0, 10).map((course) => course.name),
    );
    const distances = await courseCards(page)
      .getByText(/^Distance: \d+\.\d mi$/)
      .allInnerTexts();
    expect(distances.map((text) => text.replace(/\s+/g, ' '))).toEqual(
      expected.slice(0, 10).map((course) => `Distance: ${course.distance!.toFixed(1)} mi`),
    );
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Offline' })).toContainText(
      /Saved (just now|\d+ min ago)/,
    );
    // The sheet agrees: the location filter is on, around the mocked position.
    const sheet = await openFilters(page);
    await expect(sheet.getByText('Your location: 35.7796, -78.6382')).toBeVisible();
    await page.keyboard.press('Escape');

    // The map view opens on the user (zoom 10, a few miles across on a phone): the pins there are
    // the nearest saved courses, the nearest of all among them, and no course from outside 50 miles.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByText(`${expected.length} course(s) found`)).toBeVisible();
    const map = page.getByRole('region', { name: 'Course map' });
    await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(map.getByRole('img', { name: 'Your Location' })).toBeVisible();
    const pins = map.locator('button.map-pin');
    const clusters = map.getByRole('button', { name: /^\d+ courses\. Zoom in$/ });
    await expect(pins.or(clusters).first()).toBeVisible({ timeout: 15_000 });
    const pinNames = await pins.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const expectedNames = expected.map((course) => course.name);
    for (const name of pinNames) expect(expectedNames).toContain(name);
    if ((await clusters.count()) === 0) expect(pinNames).toContain(expected[0]!.name);
  } finally {
    await context.setOffline(false);
  }
});
