/**
 * Reports need more than one voice, and removal keeps history (issue 32, docs/product.md §13): the
 * verdict a lone report gives and two give, an owner's word, "gone" that hides nothing by itself,
 * confirmations that clear only with as many voices as reported, and a removal an owner cannot make
 * on their own report, which keeps the reviews and an admin can undo. Both databases, clock moved.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { restrooms, reviews } from '../../src/server/db/schema';
import { OWN_GONE_REPORT } from '../../src/server/reports/service';
import { NOT_REMOVED } from '../../src/server/restrooms/removal';
import {
  ownerReportListResultSchema,
  reportResolveResultSchema,
  reportResultSchema,
  restroomListResultSchema,
  restroomResultSchema,
} from '../../src/shared/schemas';
import { buildApp } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  expectAggregatesExact,
  failureOf,
  seedRestroom,
  seedReview,
  type TestUser,
} from './helpers/restrooms';

const MINUTE = 60 * 1000;
const T0 = new Date('2026-07-01T12:00:00.000Z');

describeEachDatabase('reports need more than one voice; removal keeps history', (getCtx) => {
  let clock: { now: Date };
  let ctx: TestContext;
  let course: Awaited<ReturnType<typeof createCourse>>;
  let room: Awaited<ReturnType<typeof seedRestroom>>;
  let golfers: TestUser[];
  let owner: TestUser;
  let admin: TestUser;

  beforeEach(async () => {
    const base = getCtx();
    clock = { now: T0 };
    const app = buildApp(base.handle, { clock: () => clock.now });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
    course = await createCourse(base.db, `Voices Course ${Math.random()}`);
    room = await seedRestroom(base.db, { courseId: course.id, status: 'approved', isVerified: true });
    golfers = await Promise.all([1, 2, 3].map(() => createUser(base.db)));
    owner = await createUser(base.db, 'course_owner');
    admin = await createUser(base.db, 'admin');
    await assignOwner(base.db, course.id, owner);
  });

  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const shown = async () => {
    const { restrooms: list } = await dataOf(
      await call(ctx, 'GET', `/api/restrooms/course/${course.id}`),
      restroomListResultSchema,
    );
    return list.find((r) => r._id === room.id);
  };
  const report = async (as: TestUser, kind: string) =>
    dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, as, { kind }),
      reportResultSchema,
      201,
    );
  const confirm = async (as: TestUser) =>
    (await dataOf(await call(ctx, 'POST', `/api/restrooms/${room.id}/confirm`, as), restroomResultSchema))
      .restroom;
  const resolve = (as: TestUser, reportId: string, resolution: string) =>
    call(ctx, 'PUT', `/api/owner/reports/${reportId}`, as, { resolution });

  describe('the verdict', () => {
    it('a lone blocking report is "maybe not usable"; a second golfer makes it "not usable"; an owner alone does', async () => {
      const first = await report(golfers[0]!, 'out_of_order');
      expect(first.restroom).toMatchObject({ verdict: 'maybe_not', usableNow: false });
      expect(first.restroom.activeReports).toEqual([
        expect.objectContaining({ kind: 'out_of_order', count: 1, byOwner: false }),
      ]);
      later(10 * MINUTE);
      const second = await report(golfers[1]!, 'out_of_order');
      expect(second.restroom.verdict).toBe('not_usable');
      // Settled by the owner, then one word of theirs is enough.
      const [group] = (
        await dataOf(await call(ctx, 'GET', '/api/owner/reports', owner), ownerReportListResultSchema)
      ).reports;
      // One row for both voices: named by its newest report, and listing each (a push names one).
      expect(group).toMatchObject({
        _id: second.report._id,
        reportIds: [second.report._id, first.report._id],
      });
      await dataOf(await resolve(owner, group!._id, 'fixed'), reportResolveResultSchema);
      expect((await shown())?.verdict).toBe('usable');
      const owners = await report(owner, 'locked');
      expect(owners.restroom).toMatchObject({ verdict: 'not_usable' });
      expect(owners.restroom.activeReports).toEqual([
        expect.objectContaining({ kind: 'locked', byOwner: true }),
      ]);
    });

    it('a lone "gone" hides nothing: still listed, maybe not usable, in the owner’s queue (the admins’ on an unowned course); two make it "reported gone"', async () => {
      await report(golfers[0]!, 'gone');
      expect(await shown()).toMatchObject({ verdict: 'maybe_not', status: 'approved' });
      const queue = async (as: TestUser) =>
        (
          await dataOf(await call(ctx, 'GET', '/api/owner/reports', as), ownerReportListResultSchema)
        ).reports.map((r) => [r.restroomId, r.kind, r.count]);
      expect(await queue(owner)).toEqual([[room.id, 'gone', 1]]);
      await report(golfers[1]!, 'gone');
      expect(await shown()).toMatchObject({
        verdict: 'not_usable',
        activeReports: [expect.objectContaining({ kind: 'gone', count: 2 })],
      });
      // A course nobody owns: its "gone" waits in the admins' queue.
      const unowned = await createCourse(ctx.db, `Unowned ${Math.random()}`);
      const lonely = await seedRestroom(ctx.db, { courseId: unowned.id, status: 'approved' });
      await dataOf(
        await call(ctx, 'POST', `/api/restrooms/${lonely.id}/reports`, golfers[2], { kind: 'gone' }),
        reportResultSchema,
        201,
      );
      expect(await queue(admin)).toContainEqual([lonely.id, 'gone', 1]);
      expect(await queue(owner)).not.toContainEqual([lonely.id, 'gone', 1]);
    });
  });

  describe('"Still here and OK"', () => {
    it('clears older reports once as many distinct verified golfers confirmed as reported, or at once from the owner', async () => {
      const [a, b, c] = golfers as [TestUser, TestUser, TestUser];
      for (const golfer of golfers) await report(golfer, 'out_of_order');
      later(30 * MINUTE);
      // One confirmation against three reports: the reports stand (and an unverified account's adds nothing).
      expect((await confirm(a)).activeReports).toHaveLength(1);
      expect(
        (await confirm(await createUser(ctx.db, 'regular', { verified: false }))).activeReports,
      ).toHaveLength(1);
      later(MINUTE);
      expect((await confirm(b)).verdict).toBe('not_usable');
      later(MINUTE);
      const cleared = await confirm(c);
      expect(cleared).toMatchObject({ activeReports: [], verdict: 'usable' });

      later(MINUTE);
      await report(a, 'locked');
      await report(b, 'locked');
      later(MINUTE);
      expect((await confirm(owner)).activeReports).toEqual([]);
    });
  });

  describe('removal', () => {
    it('an owner cannot remove a restroom on their own "gone" report; with another golfer’s they can, and its reviews stay', async () => {
      const review = await seedReview(ctx.db, room, golfers[0]!, 2);
      const own = await report(owner, 'gone');
      expect(await failureOf(await resolve(owner, own.report._id, 'removed'))).toEqual({
        status: 403,
        message: OWN_GONE_REPORT,
      });
      expect((await shown())?._id).toBe(room.id);
      await report(golfers[1]!, 'gone');
      await dataOf(await resolve(owner, own.report._id, 'removed'), reportResolveResultSchema);
      expect(await shown()).toBeUndefined();
      const [row] = await ctx.db.select().from(restrooms).where(eq(restrooms.id, room.id));
      expect(row).toMatchObject({ status: 'removed', statusBeforeRemoval: 'approved', removedBy: owner.id });
      expect(await ctx.db.select().from(reviews).where(eq(reviews.restroomId, room.id))).toEqual([review]);
      await expectAggregatesExact(ctx.db, course.id);

      // An admin's undo: back on the course with its review, the totals with it.
      const restore = () => call(ctx, 'POST', `/api/admin/restrooms/${room.id}/restore`, admin);
      const { restroom } = await dataOf(await restore(), restroomResultSchema);
      expect(restroom).toMatchObject({ _id: room.id, status: 'approved', totalReviews: 1 });
      expect((await shown())?._id).toBe(room.id);
      await expectAggregatesExact(ctx.db, course.id);
      expect(await failureOf(await restore())).toEqual({ status: 409, message: NOT_REMOVED });
    });

    it('an admin may remove on their own report', async () => {
      const own = await report(admin, 'gone');
      await dataOf(await resolve(admin, own.report._id, 'removed'), reportResolveResultSchema);
      expect(await shown()).toBeUndefined();
    });
  });
});
