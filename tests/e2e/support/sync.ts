/**
 * The outbox specs' common moves (sync-background, sync-reconnect): a golfer with restrooms of their
 * own to review, a review made with no signal, and what the server holds of them.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, registerByApi, type TestUser } from './auth';
import { waitForServiceWorker } from './background-sync';
import { addRestroomByApi, firstCourseId, reviewsOf, signIn, tokenFor } from './course-detail';

/** A course lists each restroom name once: every test brings its own. */
export const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

/** Restrooms named `names` on the first course, and a golfer who has reviewed none of them. */
export async function setUpGolfer(request: APIRequestContext, names: string[]) {
  const courseId = await firstCourseId(request);
  const seeder = await registerByApi(request, newUser('seed'));
  const seedToken = (await tokenFor(request, seeder)).accessToken;
  const restroomIds: string[] = [];
  for (const name of names) restroomIds.push(await addRestroomByApi(request, seedToken, courseId, name));
  const me = await registerByApi(request);
  const { user } = await tokenFor(request, me);
  return { courseId, restroomIds, me, userId: user._id };
}

/** Reviews `restroom` on the open course screen; offline, the dialog marks it Pending sync. */
export async function reviewOffline(page: Page, restroom: string, stars: number): Promise<void> {
  const card = page.getByRole('listitem', { name: restroom }).first();
  await card.getByRole('button', { name: 'Reviews' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${restroom}` });
  await dialog.getByRole('button', { name: 'Add Review' }).click();
  await dialog.getByRole('radio', { name: `${stars} stars` }).click();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Pending sync')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/** How many reviews of `restroomIds` the server holds from `userId`. */
export async function myReviews(request: APIRequestContext, restroomIds: string[], userId: string) {
  let count = 0;
  for (const id of restroomIds)
    count += (await reviewsOf(request, id)).filter((r) => r.userId === userId).length;
  return count;
}

/** Signs in and opens the course screen, controlled by the service worker. */
export async function openSignedIn(page: Page, me: TestUser, courseId: string): Promise<void> {
  await signIn(page, me);
  await page.goto(`/course/${courseId}`);
  await waitForServiceWorker(page);
}
