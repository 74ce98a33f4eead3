/**
 * Offline end to end (docs/decisions.md §6): after one visit, with the network cut, /courses still lists
 * the courses seen, from the device store, and says it is offline and how old the list is. A search
 * never made online is answered from the saved courses too.
 */
import { expect, test } from './support/test';
import { apiCourses, expectCourseNames, searchByName } from './support/courses';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

test('with the network cut after one visit, /courses still lists the courses seen', async ({
  page,
  context,
  request,
}) => {
  const nc = await apiCourses(request, { state: 'NC', page: '1', limit: '10' });
  const names = nc.courses.map((course) => course.name);
  await page.goto('/courses');
  await expectCourseNames(page, names);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    await expectCourseNames(page, names);
    const status = page.getByRole('main').getByRole('status').filter({ hasText: 'Offline' });
    await expect(status).toBeVisible();
    await expect(status).toContainText(/Saved (just now|\d+ min ago)/);

    const pines = names.filter((name) => name.toLowerCase().includes('pine'));
    await searchByName(page, 'pine');
    await expectCourseNames(page, pines);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
