/**
 * Owners told at once (issue 34, docs/product.md §12 'Notifications'): each owner's settings per
 * course; a blocking report queues, in its own transaction, one e-mail per owner who wants it
 * (never the owner who reported it), delivered once through a real SMTP server on loopback, with
 * RFC 8058's one-click unsubscribe, which turns that course's e-mails off without a sign-in.
 * Both databases; two server processes delivering one queue are scale-out.test.ts's.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { courseOwners, notifications, restroomSigns } from '../../src/server/db/schema';
import { unsubscribeToken } from '../../src/server/notifications/unsubscribe';
import { createNotifier } from '../../src/server/notifications/worker';
import { signCodeOf } from '../../src/shared/door-signs';
import {
  messageResultSchema,
  notificationSettingListResultSchema,
  notificationSettingResultSchema,
  reportResultSchema,
} from '../../src/shared/schemas';
import { type ReceivedMail } from '../support/smtp-server';
import { buildApp, mailerFor, silentLogger, TEST_JWT_SECRET, TEST_PUBLIC_URL } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  failureOf,
  seedRestroom,
  type TestUser,
} from './helpers/restrooms';
import { loopbackSmtp, emailOf } from './helpers/mail';

const smtp = loopbackSmtp();

const notifierOf = (ctx: TestContext, clock?: () => Date) =>
  createNotifier({
    db: ctx.db,
    mailer: mailerFor(smtp().url),
    logger: silentLogger,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_JWT_SECRET,
    ...(clock ? { clock } : {}),
  });

/** A header of a received message, its folded lines joined. */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

const rowsOf = (ctx: TestContext, eventKey: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.eventKey, eventKey));

const settingsBody = (courseId: string, email: { alerts: boolean; digest: boolean }, push = true) => ({
  courseId,
  email,
  push: { alerts: push },
});

describeEachDatabase('owner notifications', (getCtx) => {
  let ctx: TestContext;
  let course: { id: string; name: string };
  let room: { id: string };
  let owner: TestUser;
  let partner: TestUser;
  let golfer: TestUser;

  beforeEach(async () => {
    ctx = getCtx();
    course = await createCourse(ctx.db, `Alert Links ${randomBytes(3).toString('hex')}`);
    room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', name: 'Clubhouse Main' });
    owner = await createUser(ctx.db, 'course_owner', { firstName: 'Olive' });
    partner = await createUser(ctx.db, 'course_owner', { firstName: 'Pat' });
    golfer = await createUser(ctx.db);
    await assignOwner(ctx.db, course.id, owner);
    await assignOwner(ctx.db, course.id, partner);
  });

  it('settings: every owned course, everything on until saved; saved per course; refused for others', async () => {
    const other = await createCourse(ctx.db, 'Zz Other Dunes');
    await assignOwner(ctx.db, other.id, owner);
    const listed = await dataOf(
      await call(ctx, 'GET', '/api/owner/notification-settings', owner),
      notificationSettingListResultSchema,
    );
    expect(listed.settings).toEqual([
      {
        courseId: course.id,
        courseName: course.name,
        email: { alerts: true, digest: true },
        push: { alerts: true },
      },
      {
        courseId: other.id,
        courseName: 'Zz Other Dunes',
        email: { alerts: true, digest: true },
        push: { alerts: true },
      },
    ]);

    const saved = await dataOf(
      await call(
        ctx,
        'PUT',
        '/api/owner/notification-settings',
        owner,
        settingsBody(other.id, { alerts: false, digest: true }, false),
      ),
      notificationSettingResultSchema,
    );
    expect(saved).toEqual({
      setting: {
        courseId: other.id,
        courseName: 'Zz Other Dunes',
        email: { alerts: false, digest: true },
        push: { alerts: false },
      },
      message: 'Notification settings saved',
    });
    const again = await dataOf(
      await call(ctx, 'GET', '/api/owner/notification-settings', owner),
      notificationSettingListResultSchema,
    );
    expect(again.settings.map((s) => [s.email.alerts, s.push.alerts])).toEqual([
      [true, true],
      [false, false],
    ]);
    // The partner's settings of the same course are their own.
    const partners = await dataOf(
      await call(ctx, 'GET', '/api/owner/notification-settings', partner),
      notificationSettingListResultSchema,
    );
    expect(partners.settings).toHaveLength(1);

    expect(
      await failureOf(
        await call(
          ctx,
          'PUT',
          '/api/owner/notification-settings',
          partner,
          settingsBody(other.id, { alerts: true, digest: true }),
        ),
      ),
    ).toEqual({ status: 403, message: 'Notification settings are for the owners of the course' });
    const admin = await createUser(ctx.db, 'admin');
    expect(
      (
        await call(
          ctx,
          'PUT',
          '/api/owner/notification-settings',
          admin,
          settingsBody(other.id, { alerts: true, digest: true }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          ctx,
          'PUT',
          '/api/owner/notification-settings',
          owner,
          settingsBody('00000000-0000-4000-8000-000000000000', { alerts: true, digest: true }),
        )
      ).status,
    ).toBe(404);
    const bad = await call(ctx, 'PUT', '/api/owner/notification-settings', owner, {
      courseId: other.id,
      email: { alerts: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await call(ctx, 'GET', '/api/owner/notification-settings', golfer)).status).toBe(403);
  });

  it('a blocking report e-mails each owner who wants it once, after its commit; one click unsubscribes', async () => {
    // The partner wants no e-mail alerts; the owner has no settings (everything on).
    await call(
      ctx,
      'PUT',
      '/api/owner/notification-settings',
      partner,
      settingsBody(course.id, { alerts: false, digest: true }),
    );
    const notifier = notifierOf(ctx);
    // An app whose writes nudge this notifier: the mail comes without waiting for a round.
    const app = buildApp(ctx.handle, { mailer: mailerFor(smtp().url), notify: () => notifier.nudge() });
    notifier.start(60 * 60 * 1000);
    try {
      const request = ctx.requestWith(app);
      const res = await request(`/api/restrooms/${room.id}/reports`, {
        method: 'POST',
        headers: { ...golfer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'locked' }),
      });
      const { report } = await dataOf(res, reportResultSchema, 201);
      const to = await emailOf(ctx, owner);
      const mail = await smtp().waitFor((m) => m.to.includes(to) && m.text.includes(report._id));
      expect(mail.subject).toBe(`Locked: Clubhouse Main at ${course.name}`);
      expect(mail.text).toContain(`A golfer reported Clubhouse Main at ${course.name} locked.`);
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/owner-dashboard?report=${report._id}`);
      expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = /^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
      expect(unsubscribe).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/api/notifications/unsubscribe/[A-Za-z0-9_-]{64}$`),
      );

      await notifier.stop();
      // One row, for the owner only, sent; a second notifier finds nothing to send.
      const rows = await rowsOf(ctx, `report:${report._id}`);
      expect(rows.map((r) => [r.userId, r.channel, r.kind, r.status])).toEqual([
        [owner.id, 'email', 'report', 'sent'],
      ]);
      expect(await notifierOf(ctx).deliverDue()).toMatchObject({ sent: 0 });
      expect(smtp().messages.filter((m) => m.text.includes(report._id))).toHaveLength(1);

      // The mail client's one-click POST (RFC 8058): no token, a form body.
      const clicked = await ctx.request(new URL(unsubscribe!).pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(await dataOf(clicked, messageResultSchema)).toEqual({
        message: `You will get no more e-mails about ${course.name}.`,
      });
      const after = await dataOf(
        await call(ctx, 'GET', '/api/owner/notification-settings', owner),
        notificationSettingListResultSchema,
      );
      expect(after.settings[0]).toMatchObject({
        email: { alerts: false, digest: false },
        push: { alerts: true },
      });
      // Clicked twice (a second mail client, a retry): the same answer.
      expect((await ctx.request(new URL(unsubscribe!).pathname, { method: 'POST' })).status).toBe(200);

      // Nobody wants e-mail alerts of the course now: the next blocking report queues none.
      const second = await dataOf(
        await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'out_of_order' }),
        reportResultSchema,
        201,
      );
      expect(await rowsOf(ctx, `report:${second.report._id}`)).toEqual([]);
    } finally {
      await notifier.stop();
    }
  });

  it('an unsubscribe link not made by this server, or changed, is refused and changes nothing', async () => {
    const good = unsubscribeToken(TEST_JWT_SECRET, owner.id, course.id);
    const forged = unsubscribeToken('another-secret-entirely-0123456789abcdef', owner.id, course.id);
    const swapped = unsubscribeToken(TEST_JWT_SECRET, partner.id, course.id).slice(0, 43) + good.slice(43);
    const changed = good.slice(0, 63) + (good.endsWith('A') ? 'B' : 'A');
    for (const token of [forged, swapped, changed, 'short']) {
      const res = await ctx.request(`/api/notifications/unsubscribe/${token}`, { method: 'POST' });
      expect(await failureOf(res)).toEqual({
        status: 404,
        message: 'This unsubscribe link is not valid. You can change your e-mails on the owner dashboard.',
      });
    }
    const listed = await dataOf(
      await call(ctx, 'GET', '/api/owner/notification-settings', owner),
      notificationSettingListResultSchema,
    );
    expect(listed.settings[0]!.email).toEqual({ alerts: true, digest: true });
  });

  it('who is told: not for supplies, not the reporting owner; a door-sign report too; two notifiers send each once', async () => {
    const paper = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'no_paper' }),
      reportResultSchema,
      201,
    );
    expect(await rowsOf(ctx, `report:${paper.report._id}`)).toEqual([]);

    // An owner's own blocking report is told to the other owner only.
    const own = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, owner, { kind: 'locked' }),
      reportResultSchema,
      201,
    );
    expect((await rowsOf(ctx, `report:${own.report._id}`)).map((r) => r.userId)).toEqual([partner.id]);

    // Through the door sign, without an account.
    const secret = randomBytes(16).toString('hex');
    await ctx.db.insert(restroomSigns).values({ restroomId: room.id, secret, issuedAt: new Date() });
    const signed = await dataOf(
      await ctx.request(`/api/restrooms/${room.id}/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'out_of_order', signCode: signCodeOf(room.id, secret) }),
      }),
      reportResultSchema,
      201,
    );
    const signRows = await rowsOf(ctx, `report:${signed.report._id}`);
    expect(signRows.map((r) => r.userId).sort()).toEqual([owner.id, partner.id].sort());

    // Two notifiers at once (as two processes would): each of the three rows is sent once.
    const passes = await Promise.all([notifierOf(ctx).deliverDue(), notifierOf(ctx).deliverDue()]);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(3);
    const partnerTo = await emailOf(ctx, partner);
    const toPartner = smtp().messages.filter((m) => m.to.includes(partnerTo));
    expect(toPartner.map((m) => m.subject).sort()).toEqual(
      [`Locked: Clubhouse Main at ${course.name}`, `Out of order: Clubhouse Main at ${course.name}`].sort(),
    );
    expect(toPartner.find((m) => m.subject.startsWith('Out of order'))!.text).toContain(
      'Someone at its door sign reported Clubhouse Main',
    );
  });

  it('an alert whose owner turned e-mails off, or stopped owning the course, before it went is dropped', async () => {
    const { report } = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'locked' }),
      reportResultSchema,
      201,
    );
    await call(
      ctx,
      'PUT',
      '/api/owner/notification-settings',
      owner,
      settingsBody(course.id, { alerts: false, digest: true }),
    );
    await ctx.db
      .delete(courseOwners)
      .where(and(eq(courseOwners.courseId, course.id), eq(courseOwners.userId, partner.id)));
    expect(await notifierOf(ctx).deliverDue()).toMatchObject({ sent: 0, dropped: 2 });
    const rows = await rowsOf(ctx, `report:${report._id}`);
    expect(rows.map((r) => [r.userId, r.status, r.lastError]).sort()).toEqual(
      [
        [owner.id, 'dropped', 'turned off in the notification settings'],
        [partner.id, 'dropped', 'no longer an owner of the course'],
      ].sort(),
    );
  });
});
