/**
 * Web Push to owners' devices (issue 34, docs/product.md §12): a device subscribes (POST
 * /api/owner/push-subscriptions, one row per endpoint); a blocking report is pushed, encrypted for
 * each subscribed device of each owner whose push alerts are on, through the web-push package, to a
 * Web Push service on loopback that the test runs, which the test decrypts with the keys it made for
 * the subscription (aes128gcm); a 410 from the push service removes that subscription. Only the
 * browsers' push services are subscribed to and pushed to (PUSH_SERVICE_HOSTS, which these tests
 * set to their loopback service's host). Both databases.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../src/server/db/schema';
import { createPushSender } from '../../src/server/notifications/push';
import { createNotifier } from '../../src/server/notifications/worker';
import {
  messageResultSchema,
  notificationSettingListResultSchema,
  reportResultSchema,
} from '../../src/shared/schemas';
import { decrypt, deviceKeys, startPushService, type TestPushService } from '../support/push-service';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { buildApp, mailerFor, silentLogger, TEST_JWT_SECRET, TEST_PUBLIC_URL } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  seedRestroom,
  type TestUser,
} from './helpers/restrooms';

let smtp: TestSmtpServer;
let service: TestPushService;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@fairway-relief.example' };
beforeAll(async () => {
  smtp = await startSmtpServer();
  service = await startPushService();
});
afterAll(async () => {
  await smtp.close();
  await service.close();
});

/** The loopback push service as the only one (PUSH_SERVICE_HOSTS=127.0.0.1:<port>). */
const loopbackHosts = () => [new URL(service.origin).host];

/** A notifier whose sender reaches `hosts` (the loopback service by default). */
const notifierOf = (ctx: TestContext, hosts = loopbackHosts()) =>
  createNotifier({
    db: ctx.db,
    mailer: mailerFor(smtp.url),
    logger: silentLogger,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_JWT_SECRET,
    push: createPushSender(vapid, { hosts, agent: service.agent }),
  });

/** `ctx` through an app whose push service is the loopback one. */
const viaLoopback = (ctx: TestContext): TestContext => ({
  ...ctx,
  request: ctx.requestWith(buildApp(ctx.handle, { config: { vapid, pushServiceHosts: loopbackHosts() } })),
});

async function subscribe(ctx: TestContext, owner: TestUser, name: string) {
  const keys = deviceKeys();
  const endpoint = `${service.origin}/push/${name}-${Math.random().toString(36).slice(2)}`;
  const res = await call(viaLoopback(ctx), 'POST', '/api/owner/push-subscriptions', owner, {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  expect(await dataOf(res, messageResultSchema)).toEqual({
    message: 'This device will get push notifications',
  });
  return { ...keys, endpoint, path: new URL(endpoint).pathname };
}

describeEachDatabase('web push to owners', (getCtx) => {
  it('a blocking report is pushed, encrypted, to each subscribed device of owners who want it; a 410 removes the device', async () => {
    const ctx = getCtx();
    const course = await createCourse(ctx.db, `Push Links ${Math.random().toString(36).slice(2, 6)}`);
    const room = await seedRestroom(ctx.db, {
      courseId: course.id,
      status: 'approved',
      name: 'Halfway House',
    });
    const owner = await createUser(ctx.db, 'course_owner');
    const partner = await createUser(ctx.db, 'course_owner');
    const golfer = await createUser(ctx.db);
    await assignOwner(ctx.db, course.id, owner);
    await assignOwner(ctx.db, course.id, partner);

    // The key a device subscribes with comes with the settings.
    const withKeys = ctx.requestWith(buildApp(ctx.handle, { config: { vapid } }));
    const settings = await dataOf(
      await withKeys('/api/owner/notification-settings', { headers: owner.headers }),
      notificationSettingListResultSchema,
    );
    expect(settings.pushPublicKey).toBe(vapid.publicKey);

    const phone = await subscribe(ctx, owner, 'phone');
    const tablet = await subscribe(ctx, owner, 'tablet');
    service.gone.add(tablet.path);
    // The partner's device, with push alerts off for the course: nothing is pushed to it.
    const partnersPhone = await subscribe(ctx, partner, 'partner');
    await call(ctx, 'PUT', '/api/owner/notification-settings', partner, {
      courseId: course.id,
      email: { alerts: true, digest: true },
      push: { alerts: false },
    });
    // Sent again at the next launch: still one row.
    const again = await call(viaLoopback(ctx), 'POST', '/api/owner/push-subscriptions', owner, {
      endpoint: phone.endpoint,
      keys: { p256dh: phone.p256dh, auth: phone.auth },
    });
    expect(again.status).toBe(200);
    const mine = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(mine).toHaveLength(1);

    const { report } = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'out_of_order' }),
      reportResultSchema,
      201,
    );
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `report:${report._id}`));
    const pushRows = rows.filter((r) => r.channel === 'push');
    expect(pushRows.map((r) => r.userId)).toEqual([owner.id, owner.id]);

    const before = service.messages.length;
    const pass = await notifierOf(ctx).deliverDue();
    expect(pass).toMatchObject({ dropped: 1 });
    const received = service.messages.slice(before);
    expect(received.map((m) => m.path)).toEqual([phone.path]);
    const [message] = received;
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers['ttl']).toBe('86400');
    expect(message!.headers['urgency']).toBe('high');
    const authorization = String(message!.headers['authorization']);
    expect(authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    const claims = JSON.parse(
      Buffer.from(/t=[\w-]+\.([\w-]+)\./.exec(authorization)![1]!, 'base64url').toString('utf8'),
    ) as { aud: string; sub: string };
    expect(claims).toMatchObject({ aud: service.origin, sub: vapid.subject });
    // The device decrypts it with the keys it subscribed with.
    expect(JSON.parse(decrypt(message!, phone))).toEqual({
      title: 'Out of order: Halfway House',
      body: `A golfer reported it out of order at ${course.name}.`,
      url: `/owner-dashboard?report=${report._id}`,
      tag: `report-${report._id}`,
    });
    expect(() => decrypt(message!, partnersPhone)).toThrow();

    // The push service said 410 for the tablet: its subscription is gone, its row kept as dropped.
    const tabletRows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, tablet.endpoint));
    expect(tabletRows).toEqual([]);
    const after = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `report:${report._id}`));
    expect(
      after
        .filter((r) => r.channel === 'push')
        .map((r) => r.status)
        .sort(),
    ).toEqual(['dropped', 'sent']);
    expect(await notifierOf(ctx).deliverDue()).toMatchObject({ sent: 0 });

    // The owner turns push off on the phone: the next blocking report is pushed to no device.
    const off = await call(ctx, 'DELETE', '/api/owner/push-subscriptions', owner, {
      endpoint: phone.endpoint,
    });
    expect(await dataOf(off, messageResultSchema)).toEqual({
      message: 'This device will get no push notifications',
    });
    const next = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'locked' }),
      reportResultSchema,
      201,
    );
    const nextRows = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `report:${next.report._id}`));
    expect(nextRows.filter((r) => r.channel === 'push')).toEqual([]);
  });

  it('a subscription must be an https endpoint with the keys of a P-256 device', async () => {
    const ctx = getCtx();
    const owner = await createUser(ctx.db, 'course_owner');
    const keys = deviceKeys();
    for (const body of [
      { endpoint: 'http://push.example.test/x', keys: { p256dh: keys.p256dh, auth: keys.auth } },
      { endpoint: 'https://push.example.test/x', keys: { p256dh: keys.auth, auth: keys.auth } },
      { endpoint: 'https://push.example.test/x', keys: { p256dh: keys.p256dh } },
      { endpoint: 'https://push.example.test/x' },
    ]) {
      expect((await call(ctx, 'POST', '/api/owner/push-subscriptions', owner, body)).status).toBe(400);
    }
    expect(
      (
        await call(ctx, 'POST', '/api/owner/push-subscriptions', await createUser(ctx.db), {
          endpoint: 'https://push.example.test/x',
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        })
      ).status,
    ).toBe(403);
  });

  it("an endpoint off the browsers' push services is refused, and never pushed to", async () => {
    const ctx = getCtx();
    const owner = await createUser(ctx.db, 'course_owner');
    const keys = { p256dh: deviceKeys().p256dh, auth: deviceKeys().auth };
    const subscribeTo = (endpoint: string) =>
      call(ctx, 'POST', '/api/owner/push-subscriptions', owner, { endpoint, keys });
    // The default list: Google's, Mozilla's, Apple's and Microsoft's push services.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGpWbFl3bQ',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      expect((await subscribeTo(endpoint)).status, endpoint).toBe(200);
    }
    for (const endpoint of [
      `${service.origin}/push/loopback`,
      'https://push.example.test/x',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.example.test/fcm/send/x',
      'https://evilpush.apple.com/x',
      'https://user:password@fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await subscribeTo(endpoint);
      expect(res.status, endpoint).toBe(400);
      const body = (await res.json()) as { code: string; message: string; errors: { path: string }[] };
      expect(body.code).toBe('push_service_not_allowed');
      expect(body.message).toBe(
        `Push notifications through ${new URL(endpoint).host} are not possible: this server sends them only to the browsers' push services`,
      );
      expect(body.errors.map((e) => e.path)).toEqual(['endpoint']);
      expect(
        await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
      ).toEqual([]);
    }

    // A device subscribed while its host was allowed, the list narrowed since: nothing is sent to
    // it, and its subscription goes.
    const course = await createCourse(ctx.db, `Push Narrowed ${Math.random().toString(36).slice(2, 6)}`);
    const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
    const keeper = await createUser(ctx.db, 'course_owner');
    await assignOwner(ctx.db, course.id, keeper);
    const phone = await subscribe(ctx, keeper, 'narrowed');
    const { report } = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, await createUser(ctx.db), {
        kind: 'locked',
      }),
      reportResultSchema,
      201,
    );
    const before = service.messages.length;
    await notifierOf(ctx, ['push.example.test']).deliverDue();
    expect(service.messages.slice(before)).toEqual([]);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toEqual([]);
    const [pushRow] = (
      await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventKey, `report:${report._id}`))
    ).filter((row) => row.channel === 'push');
    expect(pushRow).toMatchObject({
      status: 'dropped',
      lastError: 'push subscription not on a push service this server sends to (PUSH_SERVICE_HOSTS)',
    });
  });
});
