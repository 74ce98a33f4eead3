/**
 * Everything seen online is readable offline (docs/decisions.md §6, "Offline is a state, not an
 * error"): after one online visit to a course and the dashboard, with the network cut and the page
 * reloaded, the reviews of a restroom whose dialog was never opened, its status report and the
 * dashboard (with its age) all show, and no red toast appears. A course list seen online keeps the
 * restrooms of its courses, so a course never opened shows them offline; a search never made
 * online says its results are not on the device. A legal document opened online reads offline too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { verifyByMail } from './support/mail';
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { waitForServiceWorker } from './support/background-sync';
import { recordToasts } from './support/chaos';
import { addRestroomByApi, signIn, tokenFor } from './support/course-detail';
import { adminToken, courseCards, searchByName } from './support/courses';
import { readDeviceTable } from './support/device-store';

// A point no other spec uses, so this file's courses show up in no other test's list.
const HERE = { latitude: 44.0521, longitude: -103.6012 };

async function newCourse(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { name, address: '1 Offline Way', city: 'Rapid City', state: 'SD', zipCode: '57701', ...HERE },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { course: { _id: string } } }).data.course._id;
}

const addRestroom = async (request: APIRequestContext, courseId: string, name: string) =>
  addRestroomByApi(request, await adminToken(request), courseId, name);

/** The error toasts the page has shown since it loaded (recordToasts). */
const errorToasts = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).filter((text) =>
    /error|failed|could not/i.test(text),
  );

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

test.describe.configure({ mode: 'parallel' });

test('after one visit, offline: the reviews, the status report and the dashboard show, no error toast', async ({
  page,
  context,
  request,
}) => {
  const courseId = await newCourse(request, `Offline Pines ${unique()}`);
  const restroomId = await addRestroom(request, courseId, 'Turn House');
  const reviewer = await registerByApi(request, newUser('offline-reviewer'));
  // Only golfers with a verified email report (docs/product.md §13).
  await verifyByMail(request, reviewer.email);
  const reviewerToken = (await tokenFor(request, reviewer)).accessToken;
  const review = await request.post(`/api/restrooms/${restroomId}/reviews`, {
    headers: { Authorization: `Bearer ${reviewerToken}` },
    data: { rating: 4, comment: 'Spotless after the ninth' },
  });
  expect(review.status(), await review.text()).toBe(201);
  const report = await request.post(`/api/restrooms/${restroomId}/reports`, {
    headers: { Authorization: `Bearer ${reviewerToken}` },
    data: { kind: 'no_paper' },
  });
  expect(report.status(), await report.text()).toBe(201);

  await recordToasts(context);
  await signIn(page, await registerByApi(request, newUser('offline-golfer')));
  await page.goto('/dashboard');
  await expect(page.getByLabel('Your statistics')).toBeVisible();
  await page.goto(`/course/${courseId}`);
  const card = page.getByRole('listitem', { name: 'Turn House' }).first();
  await expect(card).toBeVisible();
  await waitForServiceWorker(page);
  // The reviews dialog was never opened: the course's visit alone put its reviews on the device.
  await expect
    .poll(async () =>
      (await readDeviceTable<{ restroomId: string }>(page, 'restroomReviews')).map((r) => r.restroomId),
    )
    .toContain(restroomId);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(card.getByText(/Out of paper · reported/)).toBeVisible();
    await card.getByRole('button', { name: 'Reviews' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Turn House' });
    await expect(dialog.getByText('Spotless after the ninth')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await errorToasts(page)).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByLabel('Your statistics')).toBeVisible();
    const status = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /Saved (just now|\d+ min ago)/ });
    await expect(status).toContainText('Offline');
    await expect(page.getByText('Failed to load dashboard data.')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  expect(await errorToasts(page)).toEqual([]);
});

test("a course list seen online keeps its courses' restrooms; offline, reload and search raise no error", async ({
  page,
  context,
  request,
}) => {
  const name = `Unopened Links ${unique()}`;
  const courseId = await newCourse(request, name);
  await addRestroom(request, courseId, 'Halfway Hut');

  await recordToasts(context);
  await page.goto(`/courses?state=SD&q=${encodeURIComponent(name)}`);
  const listed = courseCards(page).getByRole('heading', { name });
  await expect(listed).toBeVisible();
  await waitForServiceWorker(page);
  // The course was never opened: the list alone put its restrooms on the device.
  await expect
    .poll(async () =>
      (await readDeviceTable<{ courseId: string }>(page, 'courseRestrooms')).map((r) => r.courseId),
    )
    .toContain(courseId);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(listed).toBeVisible();
    await searchByName(page, `Never Searched ${unique()}`);
    await expect(page.getByRole('heading', { name: 'Not saved on this device' })).toBeVisible();
    await expect(page.getByText('No courses found')).toHaveCount(0);
    expect(await errorToasts(page)).toEqual([]);

    await page.goto(`/course/${courseId}`);
    await expect(page.getByRole('listitem', { name: 'Halfway Hut' })).toBeVisible();
    await expect(page.getByText('No restrooms listed')).toHaveCount(0);
    expect(await errorToasts(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('a legal document opened online reads offline; one never opened says so, without an error toast', async ({
  page,
  context,
}) => {
  await recordToasts(context);
  await page.goto('/register');
  const openDocument = async (name: string) => {
    await page.locator('#main').getByRole('button', { name }).click();
    return page.getByRole('dialog', { name });
  };
  const terms = await openDocument('Terms of Service');
  await expect(terms.getByText(/^Version .+ · Effective /)).toBeVisible();
  await terms.getByRole('button', { name: 'Close' }).click();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  try {
    await page.reload();
    const kept = await openDocument('Terms of Service');
    await expect(kept.getByText(/^Version .+ · Effective /)).toBeVisible();
    await expect(kept.getByText('Document not available')).toHaveCount(0);
    await kept.getByRole('button', { name: 'Close' }).click();

    const never = await openDocument('Privacy Policy');
    await expect(never.getByText('Document not available')).toBeVisible();
    await expect(never.getByText('Not saved on this device — connect to load this document')).toBeVisible();
    expect(await errorToasts(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});
