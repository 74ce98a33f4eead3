/**
 * The course pack (docs/decisions.md §6): a golfer whose position is on a course, on Wi-Fi, gets the
 * course saved for offline without asking for it, and it opens with no network, reviews included.
 */
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { addRestroomByApi, firstCourseId, tokenFor } from './support/course-detail';
import { savedCourses, waitForServiceWorker } from './support/offline-maps';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

test('at the course on Wi-Fi, the course saves for offline by itself and opens with no network', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const courseId = await firstCourseId(request);
  const course = (
    (await (await request.get(`/api/courses/${courseId}`)).json()) as {
      data: { course: { name: string; latitude: number; longitude: number } };
    }
  ).data.course;
  const golfer = await registerByApi(request, newUser('course-pack'));
  const { accessToken } = await tokenFor(request, golfer);
  const restroom = `Pack House ${Date.now()}`;
  const restroomId = await addRestroomByApi(request, accessToken, courseId, restroom);
  const comment = `Saved without thinking ${Date.now()}`;
  const review = await request.post(`/api/restrooms/${restroomId}/reviews`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { rating: 4, comment },
  });
  expect(review.status(), await review.text()).toBe(201);

  // On the 3rd fairway, about 550 m from the clubhouse, the location permission given before, and
  // on Wi-Fi as a phone's browser reports it (desktop Chromium does not say).
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: course.latitude + 0.005, longitude: course.longitude });
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { type: 'wifi' }, configurable: true }),
  );

  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  // Nothing was tapped: no offer to answer, the save just runs.
  await expect(page.getByRole('button', { name: 'Save this course' })).toHaveCount(0);
  await expect(header.getByText('Ready offline')).toBeVisible({ timeout: 90_000 });
  expect(await savedCourses(page)).toEqual([expect.objectContaining({ courseId, name: course.name })]);

  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(header.getByText('Ready offline')).toBeVisible();
    const card = page.getByRole('listitem', { name: restroom }).first();
    await card.getByRole('button', { name: 'Reviews' }).click();
    await expect(page.getByRole('dialog').getByText(comment)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
