/**
 * Issue 32 at 390×844 (docs/product.md §13): a golfer at a course with nothing listed sees its
 * clubhouse as "likely" and the quick question first, answers it with no signal, and the answer is
 * sent once when the signal is back; a second golfer's agreeing answer lists the Clubhouse
 * restroom, which the first golfer then sees in place of "likely". Before that, two miles away and
 * far from any listed restroom, /nearby offers the course's likely clubhouse with its distance.
 * Axe clean in both themes.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { scanInBothThemes } from './support/axe';
import { expectStoredOutbox, waitForServiceWorker } from './support/background-sync';
import { signIn, tokenFor } from './support/course-detail';
import { adminToken } from './support/courses';
import { verifyByMail } from './support/mail';

// Near Lewistown, Montana, where no other spec puts a course: its answers are this file's alone.
const HERE = { latitude: 47.0512, longitude: -109.4712 };
const TWO_MI_SOUTH = { latitude: HERE.latitude - 0.029, longitude: HERE.longitude };
const LIKELY = 'Clubhouse — likely a restroom, not confirmed yet';
const CLUBHOUSE_QUESTION = 'Is there a restroom at the clubhouse?';

test('a golfer at the course answers the clubhouse question offline; a second answer lists it', async ({
  page,
  context,
  request,
}) => {
  const name = `Judith Links ${Date.now().toString(36)}`;
  const created = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name,
      address: '1 Judith Way',
      city: 'Lewistown',
      state: 'MT',
      zipCode: '59457',
      ...HERE,
    },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { data: { course: { _id: string } } }).data.course._id;
  // Only golfers with a verified email answer.
  const [first, second] = await Promise.all(
    ['asked', 'second'].map(async (prefix) => {
      const golfer = await registerByApi(request, newUser(prefix));
      await verifyByMail(request, golfer.email);
      return golfer;
    }),
  );

  // Two miles off, no restroom listed within reach: the likely clubhouse, with its distance, first.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(TWO_MI_SOUTH);
  await signIn(page, first!);
  await page.goto('/nearby');
  // "Usable now only" on, as the screen opens: nothing usable, but the likely clubhouse, not nothing.
  await expect(page.getByRole('switch', { name: 'Usable now only' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('No restrooms usable now within 25 miles.')).toBeVisible();
  const nearest = page.getByRole('list', { name: 'Nearest restrooms' }).getByRole('listitem').first();
  await expect(nearest.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(nearest.getByText(LIKELY)).toBeVisible();
  await expect(nearest.getByText('≈ 2.0 mi · at the course, exact spot unknown')).toBeVisible();

  // At the course (the position on it): the question comes first, unasked.
  await context.setGeolocation(HERE);
  await page.goto(`/course/${courseId}`);
  await expect(page.getByText('No restrooms listed').first()).toBeVisible();
  await expect(page.getByText(LIKELY)).toBeVisible();
  const card = page.getByRole('region', { name: CLUBHOUSE_QUESTION });
  await expect(card).toBeInViewport();
  expect(await scanInBothThemes(page, 'course page with a quick question')).toEqual([]);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  try {
    await card.getByRole('button', { name: 'Yes' }).click();
    // The next question takes its place at once; the answer waits on the device.
    await expect(page.getByRole('heading', { name: 'Is there a restroom on the course?' })).toBeVisible();
    await expectStoredOutbox(page, 1);
  } finally {
    await context.setOffline(false);
  }
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expectStoredOutbox(page, 0);
  const { accessToken: firstToken } = await tokenFor(request, first!);
  const asked = await request.get(`/api/courses/${courseId}/questions`, {
    headers: { Authorization: `Bearer ${firstToken}` },
  });
  const { questions } = ((await asked.json()) as { data: { questions: { id: string }[] } }).data;
  expect(questions.map((q) => q.id)).not.toContain('clubhouse_restroom');

  // The second golfer agrees: two verified voices list the Clubhouse restroom.
  const { accessToken } = await tokenFor(request, second!);
  const answered = await request.post(`/api/courses/${courseId}/answers`, {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': randomUUID() },
    data: { questionId: 'clubhouse_restroom', answer: 'yes' },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  expect(((await answered.json()) as { data: { restroom: { name: string } } }).data.restroom.name).toBe(
    'Clubhouse Main',
  );

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Clubhouse Main' }).first()).toBeVisible();
  await expect(page.getByText(LIKELY)).toHaveCount(0);
});
