/**
 * A golfer near Munich (docs/product.md §14), on a phone whose browser speaks German: the list finds
 * the courses around them in Germany, nearest first, in kilometres with kilometre radius stops;
 * /nearby answers in metres and kilometres; the unit changed on the Offline & sync screen holds on
 * every screen and after a reload with no network. (A US golfer's screens, in miles with the spec's
 * texts, are held by courses-location.spec.ts and the other specs, which run in en-US.)
 */
import { expect, test } from './support/test';
import { addRestroomByApi } from './support/course-detail';
import { adminToken, courseCards, openFilters } from './support/courses';
import { waitForServiceWorker } from './support/background-sync';

test.use({ locale: 'de-DE' });

// The units follow the browser's region (a German browser: km); the words stay the spec's English,
// chosen on the device as a golfer can in the header's menu (the German words: language-*.spec.ts).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
});

const MUNICH = { latitude: 48.1372, longitude: 11.5756 };
const stamp = Date.now();
const COURSES = [
  { name: `Golfclub München-Riem ${stamp}`, latitude: 48.1372, longitude: 11.6434 },
  { name: `Golfplatz Straßlach ${stamp}`, latitude: 48.0291, longitude: 11.5756 },
];

test('a golfer near Munich finds nearby courses in km, and the unit they choose stays', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const ids: string[] = [];
  for (const course of COURSES) {
    const response = await request.post('/api/courses', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...course, address: 'Graf-Lehndorff-Str. 36', city: 'München', country: 'DE', region: 'DE-BY' },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { data: { course: { _id: string } } }).data.course._id);
  }
  const restroom = `Clubhaus ${stamp}`;
  await addRestroomByApi(request, token, ids[0]!, restroom, { latitude: 48.1372, longitude: 11.5856 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(MUNICH);

  try {
    await page.goto('/courses');
    await expect(page).toHaveURL(/country=DE/);
    await expect(courseCards(page).getByRole('heading', { level: 3 }).first()).toHaveText(COURSES[0]!.name);
    // 5.0 km east of the golfer, 12.0 km south: the course card speaks kilometres.
    await expect(
      courseCards(page)
        .first()
        .getByText(/^Distance: 5\.0 km$/),
    ).toBeVisible();
    await expect(page.getByText('Nearest first, within 75 km of you')).toBeVisible();
    const sheet = await openFilters(page);
    await expect(sheet.getByRole('slider', { name: 'Search Radius' })).toHaveAttribute(
      'aria-valuetext',
      '75 km',
    );
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath('munich-courses.png') });

    await page.goto('/nearby');
    await expect(page.getByText('Nearest first, within 40 km of you')).toBeVisible();
    const row = page.getByRole('link', { name: new RegExp(restroom) });
    await expect(row.getByText('740 m', { exact: true })).toBeVisible();

    await page.goto('/sync');
    await page.getByRole('combobox', { name: 'Distances in' }).selectOption('mi');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`/courses?country=DE&near=1&lat=${MUNICH.latitude}&lng=${MUNICH.longitude}`);
    await expect(
      courseCards(page)
        .first()
        .getByText(/^Distance: 3\.1 mi$/),
    ).toBeVisible();
    await expect(page.getByText('Nearest first, within 50 miles of you')).toBeVisible();
  } finally {
    await context.setOffline(false);
    for (const id of ids)
      await request.delete(`/api/courses/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
