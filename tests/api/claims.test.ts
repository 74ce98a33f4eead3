/**
 * Claims of a course (docs/product.md §12): a verified course owner claims a course, an admin
 * approves (they become an owner, and the course's owners see each other) or rejects with a reason;
 * the decision reaches the claimant by e-mail through a real SMTP server on loopback, delivered by
 * the notifier from the notifications table.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { courses, notifications, users } from '../../src/server/db/schema';
import { createNotifier } from '../../src/server/notifications/worker';
import {
  accountExportResultSchema,
  adminClaimListResultSchema,
  claimDecisionResultSchema,
  claimResultSchema,
  courseOwnerListResultSchema,
  ownClaimListResultSchema,
  ownerCourseListResultSchema,
} from '../../src/shared/schemas';
import { mailerFor, silentLogger, TEST_JWT_SECRET, TEST_PUBLIC_URL } from './helpers/app';
import { register } from './helpers/auth';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { assignOwner, call, createCourse, createUser, dataOf, failureOf } from './helpers/restrooms';
import { loopbackSmtp, emailOf } from './helpers/mail';

const smtp = loopbackSmtp();

const claim = { role: 'General manager', phone: '+1 910 555 0100', note: 'I run the pro shop.' };

/** A course with a website, and an owner account whose e-mail is at the course's domain. */
async function scene(ctx: TestContext, name: string) {
  const course = await createCourse(ctx.db, name);
  await ctx.db
    .update(courses)
    .set({ website: 'https://www.pinehurst.example/golf', phone: '+1 910 555 0199' })
    .where(eq(courses.id, course.id));
  const owner = await createUser(ctx.db, 'course_owner', { firstName: 'Olive', lastName: 'Owner' });
  await ctx.db
    .update(users)
    .set({ email: `olive-${owner.id.slice(0, 8)}@pinehurst.example` })
    .where(eq(users.id, owner.id));
  const admin = await createUser(ctx.db, 'admin', { firstName: 'Ada' });
  return { course, owner, admin };
}

const notifierOf = (ctx: TestContext) =>
  createNotifier({
    db: ctx.db,
    mailer: mailerFor(smtp().url),
    logger: silentLogger,
    publicUrl: TEST_PUBLIC_URL,
    secret: TEST_JWT_SECRET,
  });

describeEachDatabase('course claims', (getCtx) => {
  it('claim → admin queue → approve: an owner of the course, told by e-mail once', async () => {
    const ctx = getCtx();
    const { course, owner, admin } = await scene(ctx, 'Claimed Links');
    const other = await createCourse(ctx.db, 'Other Dunes');
    await dataOf(
      await call(ctx, 'POST', `/api/courses/${other.id}/claims`, owner, claim),
      claimResultSchema,
      201,
    );
    const created = await dataOf(
      await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, claim),
      claimResultSchema,
      201,
    );
    expect(created.claim).toMatchObject({ courseName: 'Claimed Links', status: 'pending', role: claim.role });

    const queue = await dataOf(
      await call(ctx, 'GET', '/api/admin/claims', admin),
      adminClaimListResultSchema,
    );
    const inQueue = queue.claims.find((c) => c._id === created.claim._id)!;
    expect(inQueue).toMatchObject({
      phone: claim.phone,
      note: claim.note,
      claimant: { _id: owner.id, emailVerified: true, emailDomain: 'pinehurst.example' },
      course: { website: 'https://www.pinehurst.example/golf', websiteDomain: 'pinehurst.example' },
      domainMatches: true,
      owners: [],
    });
    expect(inQueue.otherClaims).toEqual([
      expect.objectContaining({ courseId: other.id, courseName: 'Other Dunes', status: 'pending' }),
    ]);

    const decided = await dataOf(
      await call(ctx, 'PUT', `/api/admin/claims/${created.claim._id}`, admin, { action: 'approve' }),
      claimDecisionResultSchema,
    );
    expect(decided.claim.status).toBe('approved');
    const mine = await dataOf(
      await call(ctx, 'GET', '/api/owner/courses', owner),
      ownerCourseListResultSchema,
    );
    expect(mine.courses.map((c) => c._id)).toContain(course.id);
    const queueAfter = await dataOf(
      await call(ctx, 'GET', '/api/admin/claims', admin),
      adminClaimListResultSchema,
    );
    expect(queueAfter.claims.map((c) => c._id)).not.toContain(created.claim._id);
    const own = await dataOf(await call(ctx, 'GET', '/api/owner/claims', owner), ownClaimListResultSchema);
    expect(own.claims.find((c) => c._id === created.claim._id)).toMatchObject({ status: 'approved' });

    const notifier = notifierOf(ctx);
    expect(await notifier.deliverDue()).toMatchObject({ sent: 1 });
    // Nothing is sent twice: a second pass, a second notifier, finds nothing due.
    expect(await notifierOf(ctx).deliverDue()).toMatchObject({ sent: 0 });
    const to = await emailOf(ctx, owner);
    const mail = await smtp().waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('You are now an owner of Claimed Links on Fairway Relief');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/owner-dashboard`);
    // A stable Message-ID: a resend after a crash is recognisably the same message.
    expect(mail.raw).toMatch(/^Message-ID: <notification-[0-9a-f-]{36}@127\.0\.0\.1>\r?$/im);
    expect(smtp().messages.filter((m) => m.to.includes(to))).toHaveLength(1);

    // A second claim of a course they own is refused.
    expect(
      await failureOf(await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, claim)),
    ).toEqual({
      status: 409,
      message: 'You are already an owner of this course',
    });
  });

  it('reject needs a reason, which the claimant receives; then they may claim again', async () => {
    const ctx = getCtx();
    const { course, owner, admin } = await scene(ctx, 'Rejected Pines');
    const { claim: made } = await dataOf(
      await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, claim),
      claimResultSchema,
      201,
    );
    expect(
      await failureOf(await call(ctx, 'PUT', `/api/admin/claims/${made._id}`, admin, { action: 'reject' })),
    ).toEqual({
      status: 400,
      message: 'A reason is required to reject a claim',
    });
    const reason = 'We could not reach the course at its listed phone number.';
    const decided = await dataOf(
      await call(ctx, 'PUT', `/api/admin/claims/${made._id}`, admin, { action: 'reject', reason }),
      claimDecisionResultSchema,
    );
    expect(decided).toMatchObject({
      claim: { status: 'rejected', reason },
      message: 'Claim rejected: they have been told why',
    });
    expect(
      await failureOf(await call(ctx, 'PUT', `/api/admin/claims/${made._id}`, admin, { action: 'approve' })),
    ).toEqual({
      status: 409,
      message: 'This claim has already been decided',
    });
    const mine = await dataOf(
      await call(ctx, 'GET', '/api/owner/courses', owner),
      ownerCourseListResultSchema,
    );
    expect(mine.courses.map((c) => c._id)).not.toContain(course.id);

    await notifierOf(ctx).deliverDue();
    const mail = await smtp().waitFor((m) =>
      m.to.includes(`olive-${owner.id.slice(0, 8)}@pinehurst.example`),
    );
    expect(mail.subject).toBe('Your claim of Rejected Pines on Fairway Relief');
    expect(mail.text).toContain(reason);

    await dataOf(
      await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, claim),
      claimResultSchema,
      201,
    );
    // The phone and note they gave are part of their data.
    const { export: data } = await dataOf(
      await call(ctx, 'GET', '/api/users/me/export', owner),
      accountExportResultSchema,
    );
    expect(data.claims.map((c) => c.status).sort()).toEqual(['pending', 'rejected']);
    expect(data.claims[0]).toMatchObject({
      courseName: 'Rejected Pines',
      phone: claim.phone,
      note: claim.note,
    });
  });

  it('one open claim per user and course, even for two requests at once', async () => {
    const ctx = getCtx();
    const { course, owner } = await scene(ctx, 'Racing Greens');
    const answers = await Promise.all(
      [1, 2].map(() => call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, claim)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await failureOf(answers.find((a) => a.status === 409)!)).toEqual({
      status: 409,
      message: 'You already have a claim for this course waiting for review',
    });
    // Another owner account may claim the same course: a course may have several owners.
    const second = await createUser(ctx.db, 'course_owner');
    await dataOf(
      await call(ctx, 'POST', `/api/courses/${course.id}/claims`, second, claim),
      claimResultSchema,
      201,
    );
  });

  it('refuses golfers, unverified owners, unknown courses and a missing role or phone', async () => {
    const ctx = getCtx();
    const { course } = await scene(ctx, 'Guarded Course');
    const golfer = await createUser(ctx.db, 'regular');
    expect(
      await failureOf(await call(ctx, 'POST', `/api/courses/${course.id}/claims`, golfer, claim)),
    ).toMatchObject({
      status: 403,
      message: expect.stringMatching(/^Only course owner accounts can claim a course/),
    });
    const fresh = await register(ctx.request, { role: 'course_owner' });
    const unverified = await ctx.request(`/api/courses/${course.id}/claims`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh.accessToken}` },
      body: JSON.stringify(claim),
    });
    expect(await failureOf(unverified)).toMatchObject({
      status: 403,
      message: expect.stringMatching(/^Verify your email/),
    });
    const owner = await createUser(ctx.db, 'course_owner');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await failureOf(await call(ctx, 'POST', `/api/courses/${id}/claims`, owner, claim))).toEqual({
        status: 404,
        message: 'Course not found',
      });
    }
    expect(
      await failureOf(await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, { note: 'x' })),
    ).toEqual({
      status: 400,
      message: 'Your role at the course is required',
    });
    expect(
      await failureOf(
        await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, { role: 'GM', phone: 'call me' }),
      ),
    ).toEqual({ status: 400, message: 'Enter a phone number (digits, spaces, + ( ) - .)' });
  });

  it('the owners of a course see each other; owners of other courses and golfers do not', async () => {
    const ctx = getCtx();
    const { course, owner, admin } = await scene(ctx, 'Shared Course');
    const partner = await createUser(ctx.db, 'course_owner', { firstName: 'Pat', lastName: 'Partner' });
    await assignOwner(ctx.db, course.id, owner);
    await assignOwner(ctx.db, course.id, partner);
    const stranger = await createUser(ctx.db, 'course_owner');
    const seen = await dataOf(
      await call(ctx, 'GET', `/api/courses/${course.id}/owners`, partner),
      courseOwnerListResultSchema,
    );
    expect(seen.owners.map((o) => o._id).sort()).toEqual([owner.id, partner.id].sort());
    expect(seen.owners.find((o) => o._id === owner.id)?.email).toBe(await emailOf(ctx, owner));
    await dataOf(
      await call(ctx, 'GET', `/api/courses/${course.id}/owners`, admin),
      courseOwnerListResultSchema,
    );
    expect((await call(ctx, 'GET', `/api/courses/${course.id}/owners`, stranger)).status).toBe(403);
    // An admin removes an owner (the existing support route): the other no longer sees them.
    expect(
      (await call(ctx, 'DELETE', `/api/admin/courses/${course.id}/owners/${owner.id}`, admin)).status,
    ).toBe(200);
    const after = await dataOf(
      await call(ctx, 'GET', `/api/courses/${course.id}/owners`, partner),
      courseOwnerListResultSchema,
    );
    expect(after.owners.map((o) => o._id)).toEqual([partner.id]);
  });

  it('a failed send is retried with backoff and kept, never lost; two notifiers never send one twice', async () => {
    const ctx = getCtx();
    const { course, owner, admin } = await scene(ctx, 'Flaky Mail Course');
    const { claim: made } = await dataOf(
      await call(ctx, 'POST', `/api/courses/${course.id}/claims`, owner, claim),
      claimResultSchema,
      201,
    );
    await call(ctx, 'PUT', `/api/admin/claims/${made._id}`, admin, { action: 'approve' });
    const eventKey = `claim:${made._id}`;
    let now = new Date();
    const failing = createNotifier({
      db: ctx.db,
      mailer: mailerFor('smtp://127.0.0.1:1'),
      logger: silentLogger,
      publicUrl: TEST_PUBLIC_URL,
      secret: TEST_JWT_SECRET,
      clock: () => now,
    });
    expect(await failing.deliverDue()).toMatchObject({ sent: 0, retried: 1 });
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.eventKey, eventKey));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/^mail: /);
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(29_000);

    // Not due yet: nobody sends it. Once due, two notifiers at once send it exactly once.
    expect(await notifierOf(ctx).deliverDue()).toMatchObject({ sent: 0 });
    now = new Date(Date.now() + 60_000);
    const clocked = () =>
      createNotifier({
        db: ctx.db,
        mailer: mailerFor(smtp().url),
        logger: silentLogger,
        publicUrl: TEST_PUBLIC_URL,
        secret: TEST_JWT_SECRET,
        clock: () => now,
      });
    const passes = await Promise.all([clocked().deliverDue(), clocked().deliverDue()]);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(1);
    const [sent] = await ctx.db.select().from(notifications).where(eq(notifications.eventKey, eventKey));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});
