/**
 * Opening hours on the device (issue 33, docs/product.md §10), at phone size: a restroom whose hours
 * close in ten minutes says so while the golfer has signal; fifteen minutes later, with no signal,
 * a reload judges the saved copy again at the course's clock and says "Closed · opens …", and
 * /nearby's "Usable now only" leaves it out. The browser's clock is moved (Playwright's clock); the
 * server's is the real one, which judged it open when it answered.
 */
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { scanInBothThemes } from './support/axe';
import { addRestroomByApi, firstCourseId, tokenFor } from './support/course-detail';
import { readDeviceTable } from './support/device-store';
import { timeZoneAt } from '../../src/shared/hours/engine';
import { wallTime } from '../../src/shared/hours/local-time';

const MINUTE = 60_000;

/** "HH:MM" of the course's clock at `at`. */
function courseClock(at: Date, zone: string): string {
  const { hour, minute } = wallTime(at, zone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

test('a restroom that closed 5 minutes ago shows "Closed · opens …" offline after a reload, and /nearby leaves it out', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const courseId = await firstCourseId(request);
  const course = (
    (await (await request.get(`/api/courses/${courseId}`)).json()) as {
      data: { course: { latitude: number; longitude: number } };
    }
  ).data.course;
  const zone = timeZoneAt(course);
  const start = new Date();
  // Opened two hours ago, closes in ten minutes, at the course's clock (midnight written as 24:00).
  const closes = courseClock(new Date(start.getTime() + 10 * MINUTE), zone);
  const hours = `Mo-Su ${courseClock(new Date(start.getTime() - 120 * MINUTE), zone)}-${closes === '00:00' ? '24:00' : closes}`;
  const pinned = { latitude: course.latitude + 0.03, longitude: course.longitude - 0.03 };
  const name = `Evening Hut ${Date.now()}`;
  const { accessToken } = await tokenFor(request, await registerByApi(request, newUser('hours')));
  await addRestroomByApi(request, accessToken, courseId, name, { ...pinned, openingHours: hours });

  await page.goto(`/course/${courseId}`);
  const card = page.getByRole('listitem', { name }).first();
  await expect(card.getByText(/^Usable now · /)).toBeVisible();
  await expect(card.getByText(/^Closes in (9|10) min$/)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(async () =>
      (
        await readDeviceTable<{ courseId: string; restrooms: { name: string; openingHours: string }[] }>(
          page,
          'courseRestrooms',
        )
      )
        .filter((copy) => copy.courseId === courseId)
        .flatMap((copy) => copy.restrooms.filter((r) => r.name === name).map((r) => r.openingHours)),
    )
    .toEqual([hours]);

  await context.setOffline(true);
  try {
    // Fifteen minutes on: it closed five minutes ago. No server is asked; the device judges its copy.
    await page.clock.setFixedTime(new Date(start.getTime() + 15 * MINUTE));
    await page.reload();
    const closed = page.getByRole('listitem', { name }).first();
    await expect(closed.getByText(/^Not usable now: Closed · opens (tomorrow )?\d{1,2}:\d{2}/)).toBeVisible();
    expect(await scanInBothThemes(page, 'course detail, a restroom closed by its hours')).toEqual([]);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: pinned.latitude - 0.001, longitude: pinned.longitude + 0.001 });
    await page.goto('/nearby');
    const usableOnly = page.getByRole('switch', { name: 'Usable now only' });
    await usableOnly.click();
    await expect(usableOnly).toHaveAttribute('aria-checked', 'false');
    const list = page.getByRole('list', { name: 'Nearest restrooms' });
    const row = list.getByRole('link').filter({ has: page.getByRole('heading', { name }) });
    await expect(row.getByText(/^Not usable now: Closed · opens/)).toBeVisible();
    await usableOnly.click();
    await expect(usableOnly).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { level: 2, name })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
