/**
 * The outbox's Background Sync (docs/decisions.md §6) in real Chromium with the real service worker:
 * writes made offline reach the server exactly once when the sync event fires, with every tab
 * closed, refreshing an expired access token in the worker; a write the server refuses shows as
 * failed on the sync screen and can be discarded.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectSignedIn } from './support/auth';
import { tokenFor } from './support/course-detail';
import { expectStoredOutbox, fireBackgroundSync, forgiveOfflineMapStyles } from './support/background-sync';
import { ACCESS_TOKEN_TTL_SECONDS } from './support/servers';
import { myReviews, openSignedIn, reviewOffline, setUpGolfer as setUp, unique } from './support/sync';

/** Closes every page of the app, leaving a blank one to talk to the browser through. */
async function closeApp(context: BrowserContext, page: Page): Promise<Page> {
  const blank = await context.newPage();
  await page.close();
  return blank;
}

test.afterEach(({ network }) => forgiveOfflineMapStyles(network));

test('writes made offline sync exactly once through Background Sync, with every tab closed', async ({
  page,
  context,
  request,
}) => {
  const names = [unique('Turn House'), unique('Halfway Hut')];
  const { courseId, restroomIds, me, userId } = await setUp(request, names);
  await openSignedIn(page, me, courseId);

  await context.setOffline(true);
  await reviewOffline(page, names[0]!, 5);
  await reviewOffline(page, names[1]!, 3);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Offline, 2 pending' })).toBeVisible();
  // The worker may already have tried (the browser fires a fresh sync at once): nothing got through.
  await fireBackgroundSync(context, page);
  await page.waitForTimeout(500);
  expect(await myReviews(request, restroomIds, userId)).toBe(0);

  const blank = await closeApp(context, page);
  // Within 2 s of the signal returning, page closed: the browser fires the sync (here through the
  // DevTools protocol, which costs the test a few milliseconds of the budget).
  const back = Date.now();
  await context.setOffline(false);
  await fireBackgroundSync(context, blank);
  await expect
    .poll(() => myReviews(request, restroomIds, userId), {
      timeout: 2_000 - (Date.now() - back),
      intervals: [50],
    })
    .toBe(2);
  test.info().annotations.push({ type: 'reconnect to server', description: `${Date.now() - back} ms` });

  // A second sync (the browser's own retry, say) sends nothing again.
  await fireBackgroundSync(context, blank);
  const again = await context.newPage();
  await again.goto('/sync');
  await expect(again.getByText('Everything is synced.')).toBeVisible();
  await expectStoredOutbox(again, 0);
  expect(await myReviews(request, restroomIds, userId)).toBe(2);
});

test('the service worker refreshes an expired access token, and the page adopts the new pair', async ({
  page,
  context,
  request,
}) => {
  const names = [unique('Clubhouse Main')];
  const { courseId, restroomIds, me, userId } = await setUp(request, names);
  await openSignedIn(page, me, courseId);
  // Every refresh token presented to the server, by the pages and by the service worker.
  const presented: string[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/refresh') {
      presented.push((sent.postDataJSON() as { refreshToken: string }).refreshToken);
    }
  });

  await context.setOffline(true);
  await reviewOffline(page, names[0]!, 4);
  const left = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const blank = await closeApp(context, page);
  await context.setOffline(false);
  // Let the access token the page left behind expire (the e2e server's live 3 s).
  await blank.waitForTimeout(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
  await fireBackgroundSync(context, blank);
  await expect.poll(() => myReviews(request, restroomIds, userId), { timeout: 20_000 }).toBe(1);
  // With every tab closed, only the worker can have refreshed: once, with the pair the page left.
  expect(presented.filter((token) => token === left)).toHaveLength(1);

  // A page opened now takes the worker's new pair instead of presenting the used token again (which
  // the server answers by revoking the family), and stays signed in.
  const next = await context.newPage();
  await next.goto('/dashboard');
  await expectSignedIn(next);
  await expect(next.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The dashboard shows at once for the last confirmed user; the adoption follows the profile check
  // that runs behind it.
  await expect.poll(() => next.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(left);
  expect(presented.filter((token) => token === left)).toHaveLength(1);
});

test('a write the server refuses shows as failed on the sync screen and can be discarded', async ({
  page,
  context,
  request,
}) => {
  const names = [unique('Starter Hut')];
  const { courseId, restroomIds, me, userId } = await setUp(request, names);
  await openSignedIn(page, me, courseId);

  await context.setOffline(true);
  await reviewOffline(page, names[0]!, 2);
  // Meanwhile the same golfer reviewed it from another device: the queued review is now a duplicate.
  const token = (await tokenFor(request, me)).accessToken;
  const other = await request.post(`/api/restrooms/${restroomIds[0]}/reviews`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { rating: 5, comment: 'From my other phone' },
  });
  expect(other.status()).toBe(201);
  await context.setOffline(false);
  await fireBackgroundSync(context, page);

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sync: 1 failed' })).toBeVisible({ timeout: 20_000 });
  await banner.getByRole('link', { name: 'Sync: 1 failed' }).click();
  await expect(page).toHaveURL(/\/sync$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline & sync' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Your unsent changes' }).getByRole('listitem', {
    name: `Review of ${names[0]}`,
  });
  await expect(item.getByText(/^Failed: .*already reviewed/i)).toBeVisible();
  await expect(page.getByRole('main').getByText('1 failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting to sync' })).toBeVisible();
  await item.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Everything is synced.')).toBeVisible();
  // With nothing left, the section no longer says something waits (issue 20).
  await expect(page.getByRole('heading', { name: 'Waiting to sync' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your changes' })).toBeVisible();
  await expectStoredOutbox(page, 0);
  expect(await myReviews(request, restroomIds, userId)).toBe(1);
});
