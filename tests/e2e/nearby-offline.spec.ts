/**
 * The nearest restroom from a cold offline start (docs/decisions.md §6): after one online visit to a
 * course (its restrooms saved on the device), the network is cut, every page is closed, and /nearby
 * opens in a new page with a position: the device answers, nearest first, with distance, direction
 * and status, saying calmly that it is offline.
 */
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { addRestroomByApi, firstCourseId, tokenFor } from './support/course-detail';
import { readDeviceTable } from './support/device-store';
import { formatShortDistance } from '../../src/shared/format';
import { haversineMiles } from '../../src/shared/geo';

test('offline, /nearby opened cold in a new page lists the nearest saved restroom', async ({
  page,
  context,
  request,
}) => {
  const courseId = await firstCourseId(request);
  const course = (
    (await (await request.get(`/api/courses/${courseId}`)).json()) as {
      data: { course: { latitude: number; longitude: number } };
    }
  ).data.course;
  // Pinned beyond the course's point (where its other restrooms stand), with the golfer about
  // 150 yards south-west of it: the nearest restroom of all.
  const pinned = { latitude: course.latitude + 0.02, longitude: course.longitude + 0.02 };
  const golfer = { latitude: pinned.latitude - 0.001, longitude: pinned.longitude - 0.001 };
  const name = `Starter Hut ${Date.now()}`;
  const { accessToken } = await tokenFor(request, await registerByApi(request, newUser('nearby')));
  await addRestroomByApi(request, accessToken, courseId, name, pinned);

  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole('listitem', { name }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(async () =>
      (await readDeviceTable<{ courseId: string; restrooms: { name: string }[] }>(page, 'courseRestrooms'))
        .filter((copy) => copy.courseId === courseId)
        .flatMap((copy) => copy.restrooms.map((restroom) => restroom.name)),
    )
    .toContain(name);

  await context.setOffline(true);
  try {
    for (const open of context.pages()) await open.close();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(golfer);
    const cold = await context.newPage();
    await cold.goto('/nearby');
    await expect(cold.getByRole('heading', { level: 1, name: 'Nearest restrooms' })).toBeVisible();
    const list = cold.getByRole('list', { name: 'Nearest restrooms' });
    const first = list.getByRole('link').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
    // About 150 yards, the exact figure depending on the course's latitude.
    const yards = formatShortDistance(haversineMiles(golfer, pinned), 'mi');
    expect(yards).toMatch(/^1[4-7]0 yd$/);
    await expect(first.getByText(yards, { exact: true })).toBeVisible();
    await expect(first.getByText('north-east')).toBeAttached();
    await expect(first.getByText('Usable now')).toBeVisible();
    await expect(cold.getByRole('main').getByRole('status').filter({ hasText: 'Offline' })).toContainText(
      /Saved (just now|\d+ min ago)/,
    );
    await expect(cold.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
