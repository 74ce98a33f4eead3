/**
 * A deliberate logout with unsent writes asks what to do with them (issue 6): kept ones wait on the
 * device for their own account, are never sent with another account's session, and go out when that
 * account signs in again; discarded ones are gone. With nothing unsent, logout does not ask.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { clickLogOut, closeToast, newUser, registerByApi, type TestUser } from './support/auth';
import { addRestroomByApi, firstCourseId, reviewsOf, signIn, tokenFor } from './support/course-detail';
import {
  expectStoredOutbox,
  fireBackgroundSync,
  forgiveOfflineMapStyles,
  waitForServiceWorker,
} from './support/background-sync';

async function setUp(request: APIRequestContext) {
  const courseId = await firstCourseId(request);
  const seeder = await registerByApi(request, newUser('seed'));
  const name = `Turn House ${randomUUID().slice(0, 6)}`;
  const restroomId = await addRestroomByApi(
    request,
    (await tokenFor(request, seeder)).accessToken,
    courseId,
    name,
  );
  const golfer = await registerByApi(request, newUser('keeper'));
  const { user } = await tokenFor(request, golfer);
  return { courseId, restroomId, name, golfer, golferId: user._id };
}

async function reviewOffline(page: Page, restroom: string): Promise<void> {
  const card = page.getByRole('listitem', { name: restroom }).first();
  await card.getByRole('button', { name: 'Reviews' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${restroom}` });
  await dialog.getByRole('button', { name: 'Add Review' }).click();
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Pending sync')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

async function logOut(page: Page) {
  await clickLogOut(page);
}

async function signInAgain(page: Page, user: TestUser) {
  await signIn(page, user);
  await closeToast(page);
}

test.afterEach(({ network }) => forgiveOfflineMapStyles(network));

test('logout asks about unsent writes; kept ones wait for their own account, never sent as another', async ({
  page,
  context,
  request,
}) => {
  const { courseId, restroomId, name, golfer, golferId } = await setUp(request);
  const mine = async () => (await reviewsOf(request, restroomId)).filter((r) => r.userId === golferId).length;
  await signIn(page, golfer);
  await page.goto(`/course/${courseId}`);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await reviewOffline(page, name);
  await logOut(page);
  const question = page.getByRole('alertdialog', { name: 'Unsent changes' });
  await expect(question).toContainText('1 change you made on this device has not reached Fairway Relief yet');
  await question.getByRole('button', { name: 'Keep and log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.setOffline(false);

  // Someone else signs in on this phone: the kept write is listed as another account's, not sent.
  const other = await registerByApi(request, newUser('borrower'));
  await signInAgain(page, other);
  await page.goto('/sync');
  await expect(
    page
      .getByRole('list', { name: "Other accounts' unsent changes" })
      .getByRole('listitem', { name: `Review of ${name}` }),
  ).toBeVisible();
  // Issue 21: a write on the device is never summed up as "Everything is synced.", whoever's it is.
  await expect(page.getByText('1 from another account')).toBeVisible();
  await expect(page.getByText('Everything is synced.')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sync: 1 pending' })).toBeVisible();
  await fireBackgroundSync(context, page);
  await page.waitForTimeout(1_500);
  expect(await mine()).toBe(0);
  await expectStoredOutbox(page, 1);

  // Nothing unsent for this account: logout does not ask.
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Its own account signs in again: the write goes out, once.
  await signInAgain(page, golfer);
  await expect.poll(mine, { timeout: 20_000 }).toBe(1);
  await expectStoredOutbox(page, 0);
});

test('logout can discard unsent writes instead', async ({ page, context, request }) => {
  const { courseId, restroomId, name, golfer, golferId } = await setUp(request);
  await signIn(page, golfer);
  await page.goto(`/course/${courseId}`);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await reviewOffline(page, name);
  await logOut(page);
  await page
    .getByRole('alertdialog', { name: 'Unsent changes' })
    .getByRole('button', { name: 'Discard and log out' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expectStoredOutbox(page, 0);
  await context.setOffline(false);

  await signInAgain(page, golfer);
  await page.waitForTimeout(1_000);
  expect((await reviewsOf(request, restroomId)).filter((r) => r.userId === golferId)).toHaveLength(0);
});
