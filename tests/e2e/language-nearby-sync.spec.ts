/**
 * The golfer's language (issue 39) on /nearby and the sync page, at 390×844: a German browser finds
 * the nearest restrooms with a position and reads the sync page with a write waiting on this device
 * (offline, after a try without an answer) in German, with no English word but the data (course
 * and restroom names); the same screens in Spanish. Screenshots at 390 and 320 px wide when
 * E2E_SHOTS_DIR is set.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';
import { newUser, registerByApi } from './support/auth';
import { addRestroomByApi, tokenFor } from './support/course-detail';
import { adminToken } from './support/courses';
import { waitForServiceWorker } from './support/background-sync';
import { englishLeft } from './support/english-left';

/**
 * A course of this file's own with one restroom by its clubhouse, in the Powder River Basin where no
 * other spec puts one (a repeated run goes a degree further east), and a golfer signed in here.
 */
async function setUp(page: Page, context: BrowserContext, request: APIRequestContext, repeat: number) {
  const here = { latitude: 45.42, longitude: -105.35 + repeat };
  const courseName = `Powder River ${randomUUID().slice(0, 6)}`;
  const admin = await adminToken(request);
  const course = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: courseName,
      address: '1 River Rd',
      city: 'Broadus',
      state: 'MT',
      zipCode: '59317',
      ...here,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { data: { course: { _id: string } } }).data.course._id;
  const restroom = `Halfway Hut ${randomUUID().slice(0, 4)}`;
  const restroomId = await addRestroomByApi(request, admin, courseId, restroom, {
    locationType: 'halfway-house',
    access: 'public',
    latitude: here.latitude + 0.004,
    longitude: here.longitude,
  });
  const golfer = await registerByApi(request, newUser('language'));
  const tokens = await tokenFor(request, golfer);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  await page.goto('/courses');
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  return { courseName, restroom, restroomId, userId: tokens.user._id, data: [courseName, restroom] };
}

/**
 * A "Still here and OK" the course page queued, stored as the outbox stores it (the restroom's name as
 * its `subject`: the sync page words it in the language on screen), while the device is offline: the
 * sync page lists it as waiting, after a try without an answer.
 */
async function queueOffline(
  page: Page,
  context: BrowserContext,
  userId: string,
  restroomId: string,
  subject: string,
) {
  await page.goto('/sync');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.evaluate(
    ({ userId, restroomId, subject }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('fairway-relief');
        open.onerror = () => reject(open.error ?? new Error('no device store'));
        open.onsuccess = () => {
          const database = open.result;
          const now = Date.now();
          const write = database.transaction('outbox', 'readwrite');
          write.objectStore('outbox').add({
            kind: 'restroom.confirm',
            params: { restroomId },
            subject,
            id: crypto.randomUUID(),
            userId,
            version: 1,
            resourceKey: `status:${restroomId}`,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: now,
            createdAt: now,
          });
          write.oncomplete = () => {
            database.close();
            resolve();
          };
          write.onerror = () => reject(write.error ?? new Error('not stored'));
        };
      }),
    { userId, restroomId, subject },
  );
  await page.reload();
}

test.describe('German', () => {
  test.use({ locale: 'de-DE' });

  test('/nearby with a position and the sync page with a waiting write speak German', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { restroom, restroomId, userId, data } = await setUp(
      page,
      context,
      request,
      testInfo.repeatEachIndex,
    );
    await page.goto('/nearby');
    await expect(page.getByRole('heading', { level: 1, name: 'Nächste Toiletten' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Nächste Toiletten' });
    await expect(list.getByRole('heading', { level: 2, name: restroom })).toBeVisible();
    await expect(page.getByText('Die nächsten zuerst, im Umkreis von 40 km')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Nur jetzt nutzbar' })).toBeChecked();
    await expect(list.getByText('Norden', { exact: true })).toBeAttached();
    expect(await englishLeft(page, data)).toEqual([]);
    await shoot(page, 'de-nearby');

    await queueOffline(page, context, userId, restroomId, restroom);
    await expect(page.getByRole('heading', { level: 1, name: 'Offline & Synchronisierung' })).toBeVisible();
    await expect(page.getByText('Sie sind offline', { exact: true })).toBeVisible();
    const mine = page.getByRole('list', { name: 'Ihre nicht gesendeten Änderungen' });
    await expect(mine.getByText(`Noch da, alles OK: ${restroom}`, { exact: true })).toBeVisible();
    await expect(mine.getByText(/^Wartet auf Synchronisierung/)).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Erneut senden' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Verwerfen' })).toBeVisible();
    const changes = page.getByRole('region', { name: 'Noch nicht synchronisiert' });
    await expect(changes.getByText('1 ausstehend', { exact: true })).toBeVisible();
    expect(await englishLeft(page, data)).toEqual([]);
    await shoot(page, 'de-sync');
    await context.setOffline(false);
  });
});

test.describe('Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('/nearby and the sync page in Spanish', async ({ page, context, request }, testInfo) => {
    const { restroom, restroomId, userId, data } = await setUp(
      page,
      context,
      request,
      10 + testInfo.repeatEachIndex,
    );
    await page.goto('/nearby');
    const list = page.getByRole('list', { name: 'Baños más cercanos' });
    await expect(list.getByRole('heading', { level: 2, name: restroom })).toBeVisible();
    expect(await englishLeft(page, data)).toEqual([]);
    await shoot(page, 'es-nearby');

    await queueOffline(page, context, userId, restroomId, restroom);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sin conexión y sincronización' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').getByText(/^Pendiente de sincronizar/)).toBeVisible();
    await expect(page.getByText(`Sigue aquí y bien: ${restroom}`, { exact: true })).toBeVisible();
    expect(await englishLeft(page, data)).toEqual([]);
    await shoot(page, 'es-sync');
    await context.setOffline(false);
  });
});
