/**
 * The daily digest (issue 34, docs/product.md §12): a course's other events of one day — supplies
 * reports, restroom submissions, reviews — gathered into one e-mail per owner who wants it, sent the
 * next morning at 06:00 in the course's time zone (a row per owner, course and day, planned by any
 * notifier any number of times, sent once), through a real SMTP server on loopback. Both databases.
 * The events are moved to one fixed day and the notifiers' clocks set around it, so no test waits.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  notifications,
  restroomReports,
  restrooms,
  restroomSigns,
  reviews,
} from '../../src/server/db/schema';
import { createNotifier } from '../../src/server/notifications/worker';
import { signCodeOf } from '../../src/shared/door-signs';
import { mailerFor, silentLogger, TEST_JWT_SECRET, TEST_PUBLIC_URL } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  restroomBody,
  seedRestroom,
  type TestUser,
} from './helpers/restrooms';
import { loopbackSmtp, emailOf } from './helpers/mail';

const smtp = loopbackSmtp();

/** Noon in Pinehurst (America/New_York, EST) on Friday 20 November 2026. */
const EVENT_AT = new Date('2026-11-20T17:00:00Z');
/** 06:00 EST the next morning. */
const DUE_AT = new Date('2026-11-21T11:00:00Z');

const notifierAt = (ctx: TestContext, at: Date) =>
  createNotifier({
    db: ctx.db,
    mailer: mailerFor(smtp().url),
    logger: silentLogger,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_JWT_SECRET,
    clock: () => at,
  });

describeEachDatabase('daily digest', (getCtx) => {
  let ctx: TestContext;
  let course: { id: string; name: string };
  let room: { id: string };
  let owner: TestUser;
  let partner: TestUser;

  beforeEach(async () => {
    ctx = getCtx();
    course = await createCourse(ctx.db, `Digest Pines ${randomBytes(3).toString('hex')}`);
    room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', name: 'Clubhouse Main' });
    owner = await createUser(ctx.db, 'course_owner');
    partner = await createUser(ctx.db, 'course_owner');
    await assignOwner(ctx.db, course.id, owner);
    await assignOwner(ctx.db, course.id, partner);
  });

  /** Every report, review and restroom of the course, made a moment ago, moved to EVENT_AT. */
  async function moveEventsToTheDay() {
    const rooms = (
      await ctx.db.select({ id: restrooms.id }).from(restrooms).where(eq(restrooms.courseId, course.id))
    ).map((row) => row.id);
    await ctx.db
      .update(restroomReports)
      .set({ createdAt: EVENT_AT })
      .where(inArray(restroomReports.restroomId, rooms));
    await ctx.db.update(reviews).set({ createdAt: EVENT_AT }).where(inArray(reviews.restroomId, rooms));
    await ctx.db.update(restrooms).set({ createdAt: EVENT_AT }).where(eq(restrooms.courseId, course.id));
  }

  const digestRows = () =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'digest'), like(notifications.eventKey, `digest:${course.id}:%`)));

  it("gathers the day's other events into one e-mail per owner who wants it, the next morning, once", async () => {
    await call(ctx, 'PUT', '/api/owner/notification-settings', partner, {
      courseId: course.id,
      email: { alerts: true, digest: false },
      push: { alerts: true },
    });
    const golfers = [await createUser(ctx.db), await createUser(ctx.db), await createUser(ctx.db)];
    for (const golfer of golfers.slice(0, 2)) {
      expect(
        (await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'no_paper' })).status,
      ).toBe(201);
    }
    // A blocking report is told at once, not in the digest.
    expect(
      (await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfers[2], { kind: 'locked' })).status,
    ).toBe(201);
    const secret = randomBytes(16).toString('hex');
    await ctx.db.insert(restroomSigns).values({ restroomId: room.id, secret, issuedAt: new Date() });
    const bySign = await ctx.request(`/api/restrooms/${room.id}/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'needs_cleaning', signCode: signCodeOf(room.id, secret) }),
    });
    expect(bySign.status).toBe(201);
    expect(
      (await call(ctx, 'POST', `/api/restrooms/${room.id}/reviews`, golfers[0], { rating: 4 })).status,
    ).toBe(201);
    const submitted = await call(
      ctx,
      'POST',
      '/api/restrooms',
      golfers[1],
      restroomBody(course.id, { name: 'Turn House' }),
    );
    expect(submitted.status).toBe(201);
    await moveEventsToTheDay();

    // That evening: planned for the owner who wants it, due the next morning; nothing sent yet.
    expect(await notifierAt(ctx, new Date('2026-11-20T23:00:00Z')).deliverDue()).toMatchObject({ sent: 0 });
    const planned = await digestRows();
    expect(planned.map((r) => [r.userId, r.eventKey, r.status, r.nextAttemptAt.toISOString()])).toEqual([
      [owner.id, `digest:${course.id}:2026-11-20`, 'pending', DUE_AT.toISOString()],
    ]);
    // Planned again, by another notifier: still one row.
    await notifierAt(ctx, new Date('2026-11-21T01:00:00Z')).deliverDue();
    expect(await digestRows()).toHaveLength(1);

    // The morning after: sent once, by whichever of two notifiers claims it.
    const morning = new Date(DUE_AT.getTime() + 30_000);
    const passes = await Promise.all([
      notifierAt(ctx, morning).deliverDue(),
      notifierAt(ctx, morning).deliverDue(),
    ]);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(1);
    const to = await emailOf(ctx, owner);
    const mail = await smtp().waitFor((m) => m.to.includes(to) && m.subject.includes('daily digest'));
    expect(mail.subject).toBe(`${course.name} on Friday, November 20: your daily digest`);
    expect(mail.text).toContain(
      `What golfers told Fairway Relief about ${course.name} on Friday, November 20.`,
    );
    expect(mail.text).toContain('- Clubhouse Main: out of paper (2 reports)');
    expect(mail.text).toContain('- Clubhouse Main: needing cleaning (1 report, 1 by the door sign)');
    expect(mail.text).toContain('- Turn House (waiting for your review)');
    expect(mail.text).toContain('- Clubhouse Main: 4 of 5');
    expect(mail.text).not.toContain('locked');
    // RFC 8058's headers, their folded lines joined.
    const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    expect(head).toMatch(
      /^List-Unsubscribe: *<http:\/\/127\.0\.0\.1:4399\/api\/notifications\/unsubscribe\/[\w-]{64}>\r?$/im,
    );
    expect((await digestRows()).map((r) => r.status)).toEqual(['sent']);

    // Nothing more for that day, whoever plans and delivers later.
    expect(await notifierAt(ctx, new Date(DUE_AT.getTime() + 3_600_000)).deliverDue()).toMatchObject({
      sent: 0,
    });
    expect(
      smtp().messages.filter((m) => m.to.includes(to) && m.subject.includes('daily digest')),
    ).toHaveLength(1);
    const partnerTo = await emailOf(ctx, partner);
    expect(
      smtp().messages.filter((m) => m.to.includes(partnerTo) && m.subject.includes('daily digest')),
    ).toEqual([]);
  });

  it('a digest whose day was taken back, or turned off, before the morning is not sent', async () => {
    const golfer = await createUser(ctx.db);
    expect((await call(ctx, 'POST', `/api/restrooms/${room.id}/reviews`, golfer, { rating: 2 })).status).toBe(
      201,
    );
    await moveEventsToTheDay();
    await notifierAt(ctx, new Date('2026-11-20T23:00:00Z')).deliverDue();
    expect((await digestRows()).map((r) => r.userId).sort()).toEqual([owner.id, partner.id].sort());
    // The review is deleted; the partner turns the digest off.
    await ctx.db.delete(reviews).where(eq(reviews.userId, golfer.id));
    await call(ctx, 'PUT', '/api/owner/notification-settings', partner, {
      courseId: course.id,
      email: { alerts: true, digest: false },
      push: { alerts: true },
    });
    expect(await notifierAt(ctx, new Date(DUE_AT.getTime() + 30_000)).deliverDue()).toMatchObject({
      sent: 0,
      dropped: 2,
    });
    expect((await digestRows()).map((r) => [r.userId, r.lastError]).sort()).toEqual(
      [
        [owner.id, 'nothing left to tell'],
        [partner.id, 'turned off in the notification settings'],
      ].sort(),
    );
  });
});
