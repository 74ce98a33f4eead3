/**
 * Owners' Web Push on the device (docs/product.md §12): the real service worker shows every push as
 * a notification, with the report's title, text, tag and dashboard path (the tap's target). The push
 * is delivered through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage), as a push
 * service would hand it to the browser; what the server sends is tests/api/push-notifications'.
 */
import { expect, test } from './support/test';

test('a push shows a notification that opens the report on the owner dashboard; an unreadable one still shows', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );

  const message = {
    title: 'Locked: Clubhouse Main',
    body: 'A golfer reported it locked at Pine Links.',
    url: '/owner-dashboard?report=0b1e2c3d-0000-4000-8000-000000000001',
    tag: 'report-0b1e2c3d-0000-4000-8000-000000000001',
  };
  const id = await registrationId;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: id,
    data: JSON.stringify(message),
  });
  await expect
    .poll(shown, { timeout: 10_000 })
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

  // A push it cannot read still shows (iOS revokes silent subscriptions), and opens the dashboard.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: 'not json' });
  await expect
    .poll(async () => (await shown()).find((n) => n.tag === 'fairway-relief'), { timeout: 10_000 })
    .toEqual({
      title: 'Fairway Relief',
      body: 'Something happened at one of your courses. Open your dashboard to see it.',
      tag: 'fairway-relief',
      data: { url: '/owner-dashboard' },
    });
});
