/**
 * Restrooms as places (issue 15, docs/product.md §10): details on submission and by owners, "Still
 * here and OK", live status reports that expire by themselves (the app's clock is moved, never
 * slept on), the owner's queue, and usable-now. Both databases.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { restroomConfirmations, restroomReports, reviews } from '../../src/server/db/schema';
import {
  alreadyReported,
  NOT_YOUR_COURSE_REPORT,
  ONLY_GONE_REMOVES,
  REPORT_ALREADY_SETTLED,
} from '../../src/server/reports/service';
import { NOT_YOUR_COURSE_RESTROOM } from '../../src/server/restrooms/details';
import {
  ownerReportListResultSchema,
  reportListResultSchema,
  reportResolveResultSchema,
  reportResultSchema,
  restroomListResultSchema,
  restroomResultSchema,
  submissionReviewResultSchema,
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
  restroomBody,
  seedRestroom,
  seedReview,
  type TestUser,
} from './helpers/restrooms';

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-07-01T12:00:00.000Z');

describeEachDatabase('restroom details, confirmations and status reports', (getCtx) => {
  let clock: { now: Date };
  let ctx: TestContext;
  let course: Awaited<ReturnType<typeof createCourse>>;
  let golfer: TestUser;
  let other: TestUser;
  let owner: TestUser;

  beforeEach(async () => {
    const base = getCtx();
    clock = { now: T0 };
    const app = buildApp(base.handle, { clock: () => clock.now });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
    course = await createCourse(base.db, `Status Course ${Math.random()}`);
    golfer = await createUser(base.db);
    other = await createUser(base.db);
    owner = await createUser(base.db, 'course_owner');
    await assignOwner(base.db, course.id, owner);
  });

  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const restroomOf = async (id: string) => {
    const { restrooms } = await dataOf(
      await call(ctx, 'GET', `/api/restrooms/course/${course.id}`),
      restroomListResultSchema,
    );
    return restrooms.find((r) => r._id === id)!;
  };
  const report = (as: TestUser, id: string, kind: string, note?: string) =>
    call(ctx, 'POST', `/api/restrooms/${id}/reports`, as, { kind, ...(note ? { note } : {}) });

  describe('details', () => {
    it('a submission keeps its position, access, season and amenities; what it leaves out is unknown', async () => {
      const { restroom } = await dataOf(
        await call(
          ctx,
          'POST',
          '/api/restrooms',
          golfer,
          restroomBody(course.id, {
            name: 'Hole 9 Restroom',
            locationType: 'on-course',
            holeNumber: 9,
            latitude: 35.1925,
            longitude: -79.4601,
            access: 'players',
            accessNote: '  code on your scorecard ',
            season: 'seasonal',
            openMonths: [10, 4, 5, 4],
            amenities: { handwashing: true, babyChanging: false },
          }),
        ),
        restroomResultSchema,
        201,
      );
      expect(restroom).toMatchObject({
        holeNumber: 9,
        latitude: 35.1925,
        longitude: -79.4601,
        approximate: false,
        access: 'players',
        accessNote: 'code on your scorecard',
        season: 'seasonal',
        openMonths: [4, 5, 10],
        amenities: {
          handwashing: true,
          soap: null,
          babyChanging: false,
          stepFree: null,
          grabBars: null,
          wideDoor: null,
          turningSpace: null,
        },
        lastConfirmedAt: null,
        ownerConfirmedAt: null,
        activeReports: [],
        // July is not among April, May and October.
        usableNow: false,
      });
      const plain = await dataOf(
        await call(
          ctx,
          'POST',
          '/api/restrooms',
          golfer,
          restroomBody(course.id, { name: 'Clubhouse Pro Shop' }),
        ),
        restroomResultSchema,
        201,
      );
      expect(plain.restroom).toMatchObject({
        latitude: null,
        longitude: null,
        approximate: true,
        access: 'unknown',
        accessNote: null,
        season: 'unknown',
        openMonths: [],
        usableNow: true,
      });
      expect(Object.values(plain.restroom.amenities).every((value) => value === null)).toBe(true);
    });

    it('refuses half a position, months without a seasonal season, and a hole past 27, with the field named', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ latitude: 35.19 }, 'Latitude and longitude go together'],
        [{ latitude: 95, longitude: -79 }, 'Latitude must be between -90 and 90'],
        [{ season: 'seasonal' }, 'A seasonal restroom needs the months it is open'],
        [{ season: 'year_round', openMonths: [5] }, 'Open months are only for a seasonal restroom'],
        [{ season: 'seasonal', openMonths: [13] }, 'Months must be between 1 and 12'],
        [{ access: 'friends' }, 'Unknown access'],
        [{ amenities: { soap: 'yes' } }, 'Amenities are true, false or null'],
        [{ accessNote: 'x'.repeat(201) }, 'Access note must be at most 200 characters'],
        [
          { locationType: 'on-course', name: 'Hole 28 Restroom', holeNumber: 28 },
          'Hole number must be between 1 and 27',
        ],
      ];
      for (const [overrides, message] of cases) {
        const res = await call(ctx, 'POST', '/api/restrooms', golfer, restroomBody(course.id, overrides));
        const body = (await res.json()) as { errors?: { field: string; message: string }[] };
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect(body.errors?.map((e) => e.message)).toContain(message);
      }
    });

    it('an owner of the course (or an admin) sets the details, which dates their confirmation; others may not', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', isVerified: true });
      const details = { access: 'customers', season: 'year_round', amenities: { soap: true } };
      const put = (as: TestUser) => call(ctx, 'PUT', `/api/restrooms/${room.id}`, as, details);
      expect((await put(golfer)).status).toBe(403);
      const outsider = await createUser(ctx.db, 'course_owner');
      expect(await failureOf(await put(outsider))).toEqual({
        status: 403,
        message: NOT_YOUR_COURSE_RESTROOM,
      });
      const { restroom } = await dataOf(await put(owner), restroomResultSchema);
      expect(restroom).toMatchObject({
        access: 'customers',
        season: 'year_round',
        ownerConfirmedAt: T0.toISOString(),
        lastConfirmedAt: T0.toISOString(),
      });
      expect(restroom.amenities.soap).toBe(true);
      const admin = await createUser(ctx.db, 'admin');
      const byAdmin = await dataOf(
        await call(ctx, 'PUT', `/api/restrooms/${room.id}`, admin, {}),
        restroomResultSchema,
      );
      expect(byAdmin.restroom).toMatchObject({ access: 'unknown', season: 'unknown' });
    });

    it('an approval dates the owner confirmation', async () => {
      const room = await seedRestroom(ctx.db, {
        courseId: course.id,
        status: 'pending',
        submittedBy: golfer.id,
      });
      later(HOUR);
      await dataOf(
        await call(ctx, 'PUT', `/api/owner/submissions/${room.id}`, owner, { action: 'approve' }),
        submissionReviewResultSchema,
      );
      expect((await restroomOf(room.id)).ownerConfirmedAt).toBe(new Date(T0.getTime() + HOUR).toISOString());
    });
  });

  it('lists a restroom confirmed this season before one nobody has vouched for lately, at the same place', async () => {
    // Same location, no hole: by name "Clubhouse Main" would come first; the fresh one wins.
    const stale = await seedRestroom(ctx.db, {
      courseId: course.id,
      status: 'approved',
      name: 'Clubhouse Main',
      lastConfirmedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const fresh = await seedRestroom(ctx.db, {
      courseId: course.id,
      status: 'approved',
      name: 'Clubhouse Pro Shop',
      lastConfirmedAt: new Date('2026-06-20T00:00:00Z'),
    });
    const { restrooms } = await dataOf(
      await call(ctx, 'GET', `/api/restrooms/course/${course.id}`),
      restroomListResultSchema,
    );
    expect(restrooms.map((r) => r._id)).toEqual([fresh.id, stale.id]);
  });

  describe('"Still here and OK"', () => {
    it('dates the freshness, an owner’s as the owner’s, and a second tap within the hour adds no row', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      const confirm = (as: TestUser) => call(ctx, 'POST', `/api/restrooms/${room.id}/confirm`, as);
      const first = await dataOf(await confirm(golfer), restroomResultSchema);
      expect(first.restroom).toMatchObject({ lastConfirmedAt: T0.toISOString(), ownerConfirmedAt: null });
      later(10 * 60 * 1000);
      await dataOf(await confirm(golfer), restroomResultSchema);
      const rows = () =>
        ctx.db.select().from(restroomConfirmations).where(eq(restroomConfirmations.restroomId, room.id));
      expect(await rows()).toHaveLength(1);
      later(HOUR);
      const byOwner = await dataOf(await confirm(owner), restroomResultSchema);
      expect(byOwner.restroom.ownerConfirmedAt).toBe(clock.now.toISOString());
      expect(await rows()).toHaveLength(2);
      expect((await call(ctx, 'POST', `/api/restrooms/${room.id}/confirm`)).status).toBe(401);
    });

    it('settles the reports made before it, except "gone"', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      for (const kind of ['locked', 'no_paper', 'gone'])
        expect((await report(other, room.id, kind)).status).toBe(201);
      expect((await restroomOf(room.id)).usableNow).toBe(false);
      later(40 * 60 * 1000);
      const { restroom } = await dataOf(
        await call(ctx, 'POST', `/api/restrooms/${room.id}/confirm`, golfer),
        restroomResultSchema,
      );
      expect(restroom.activeReports.map((r) => r.kind)).toEqual(['gone']);
      const settled = await ctx.db
        .select()
        .from(restroomReports)
        .where(eq(restroomReports.restroomId, room.id));
      expect(
        settled
          .filter((r) => r.resolution === 'confirmed')
          .map((r) => r.kind)
          .sort(),
      ).toEqual(['locked', 'no_paper']);
    });
  });

  describe('status reports', () => {
    it('show on the restroom by kind, one golfer\'s "locked" makes it maybe not usable, two not usable, and expire by themselves', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      const created = await dataOf(
        await report(golfer, room.id, 'locked', 'chain on the door'),
        reportResultSchema,
        201,
      );
      expect(created.report).toMatchObject({
        kind: 'locked',
        note: 'chain on the door',
        createdAt: T0.toISOString(),
        expiresAt: new Date(T0.getTime() + 24 * HOUR).toISOString(),
        mine: true,
      });
      // One voice is a warning, not a verdict (docs/product.md §13).
      expect(created.restroom).toMatchObject({ usableNow: false, verdict: 'maybe_not' });
      later(5 * 60 * 1000);
      await dataOf(await report(other, room.id, 'locked'), reportResultSchema, 201);
      await dataOf(await report(other, room.id, 'no_paper'), reportResultSchema, 201);
      const shown = await restroomOf(room.id);
      expect(shown.activeReports).toEqual([
        {
          kind: 'locked',
          count: 2,
          lastReportedAt: clock.now.toISOString(),
          expiresAt: new Date(clock.now.getTime() + 24 * HOUR).toISOString(),
          byOwner: false,
        },
        {
          kind: 'no_paper',
          count: 1,
          lastReportedAt: clock.now.toISOString(),
          expiresAt: new Date(clock.now.getTime() + 4 * HOUR).toISOString(),
          byOwner: false,
        },
      ]);
      expect(shown).toMatchObject({ usableNow: false, verdict: 'not_usable' });

      // The supplies report goes after 4 hours; it never made the restroom unusable.
      later(4 * HOUR);
      expect((await restroomOf(room.id)).activeReports.map((r) => r.kind)).toEqual(['locked']);
      // The first "locked" expires 24 h after it was made; the second 5 minutes later.
      later(20 * HOUR - 5 * 60 * 1000 + 1000);
      expect(await restroomOf(room.id)).toMatchObject({
        activeReports: [{ kind: 'locked', count: 1 }],
        verdict: 'maybe_not',
      });
      later(5 * 60 * 1000);
      const after = await restroomOf(room.id);
      expect(after.activeReports).toEqual([]);
      expect(after).toMatchObject({ usableNow: true, verdict: 'usable' });
      const { reports } = await dataOf(
        await call(ctx, 'GET', `/api/restrooms/${room.id}/reports`),
        reportListResultSchema,
      );
      expect(reports).toEqual([]);
    });

    it('one active report per golfer, restroom and kind; another once it has expired', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      await dataOf(await report(golfer, room.id, 'no_soap'), reportResultSchema, 201);
      expect(await failureOf(await report(golfer, room.id, 'no_soap'))).toEqual({
        status: 409,
        message: alreadyReported('no_soap'),
      });
      await dataOf(await report(golfer, room.id, 'needs_cleaning'), reportResultSchema, 201);
      later(4 * HOUR);
      await dataOf(await report(golfer, room.id, 'no_soap'), reportResultSchema, 201);
      const { reports } = await dataOf(
        await call(ctx, 'GET', `/api/restrooms/${room.id}/reports`, other),
        reportListResultSchema,
      );
      expect(reports.map((r) => [r.kind, r.mine])).toEqual([['no_soap', false]]);
    });

    it('"closed for the season" lasts until the next open month; "gone" never expires', async () => {
      const seasonal = await seedRestroom(ctx.db, {
        courseId: course.id,
        status: 'approved',
        season: 'seasonal',
        openMonths: 0b000000111100, // March to June
      });
      const closed = await dataOf(
        await report(golfer, seasonal.id, 'closed_for_season'),
        reportResultSchema,
        201,
      );
      // Midnight of 1 March at the course (North Carolina, EST), not in UTC (issue 33).
      expect(closed.report.expiresAt).toBe('2027-03-01T05:00:00.000Z');
      const gone = await seedRestroom(ctx.db, {
        courseId: course.id,
        status: 'approved',
        name: 'Turn House',
      });
      const created = await dataOf(await report(golfer, gone.id, 'gone'), reportResultSchema, 201);
      expect(created.report.expiresAt).toBeNull();
      later(400 * 24 * HOUR);
      expect((await restroomOf(gone.id)).activeReports).toMatchObject([{ kind: 'gone', expiresAt: null }]);
      expect((await restroomOf(gone.id)).usableNow).toBe(false);
    });

    it('need an account and a listed restroom, and a kind the list names', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      const rejected = await seedRestroom(ctx.db, {
        courseId: course.id,
        status: 'rejected',
        name: 'Turn House',
      });
      expect(
        (await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, undefined, { kind: 'locked' })).status,
      ).toBe(401);
      expect((await report(golfer, rejected.id, 'locked')).status).toBe(404);
      const bad = await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, {});
      expect(bad.status).toBe(400);
      expect((await failureOf(await report(golfer, room.id, 'haunted'))).message).toMatch(
        /^Choose what is wrong/,
      );
    });
  });

  describe('the owner’s queue', () => {
    it('lists the open reports of their courses by restroom and kind, "gone" first; another owner sees none', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      await report(golfer, room.id, 'locked', 'chain');
      later(60_000);
      await report(other, room.id, 'locked');
      await report(other, room.id, 'gone', 'demolished');
      const { reports } = await dataOf(
        await call(ctx, 'GET', '/api/owner/reports', owner),
        ownerReportListResultSchema,
      );
      expect(reports.map((r) => [r.kind, r.count, r.notes])).toEqual([
        ['gone', 1, ['demolished']],
        ['locked', 2, ['chain']],
      ]);
      expect(reports[1]).toMatchObject({ restroomId: room.id, courseId: course.id, courseName: course.name });
      const outsider = await createUser(ctx.db, 'course_owner');
      const theirs = await dataOf(
        await call(ctx, 'GET', '/api/owner/reports', outsider),
        ownerReportListResultSchema,
      );
      expect(theirs.reports).toEqual([]);
      expect((await call(ctx, 'GET', '/api/owner/reports', golfer)).status).toBe(403);
    });

    it('"fixed" settles every report of that restroom and kind; only the course’s owner or an admin may', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
      await report(golfer, room.id, 'out_of_order');
      const second = await dataOf(await report(other, room.id, 'out_of_order'), reportResultSchema, 201);
      await report(other, room.id, 'no_paper');
      const resolve = (as: TestUser, resolution: string, id = second.report._id) =>
        call(ctx, 'PUT', `/api/owner/reports/${id}`, as, { resolution });
      const outsider = await createUser(ctx.db, 'course_owner');
      expect(await failureOf(await resolve(outsider, 'fixed'))).toEqual({
        status: 403,
        message: NOT_YOUR_COURSE_REPORT,
      });
      expect((await resolve(golfer, 'fixed')).status).toBe(403);
      expect(await failureOf(await resolve(owner, 'removed'))).toEqual({
        status: 400,
        message: ONLY_GONE_REMOVES,
      });
      const done = await dataOf(await resolve(owner, 'fixed'), reportResolveResultSchema);
      expect(done).toMatchObject({ resolved: 2, message: 'Report resolved' });
      expect(done.restroom?.activeReports.map((r) => r.kind)).toEqual(['no_paper']);
      expect(done.restroom?.usableNow).toBe(true);
      expect(await failureOf(await resolve(owner, 'fixed'))).toEqual({
        status: 409,
        message: REPORT_ALREADY_SETTLED,
      });
      expect(
        (await call(ctx, 'PUT', '/api/owner/reports/not-a-uuid', owner, { resolution: 'fixed' })).status,
      ).toBe(404);
    });

    it('"removed" on a "gone" report takes the restroom off the course, keeping its reviews; totals exact', async () => {
      const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', isVerified: true });
      const review = await seedReview(ctx.db, room, golfer, 4);
      const gone = await dataOf(await report(golfer, room.id, 'gone'), reportResultSchema, 201);
      const done = await dataOf(
        await call(ctx, 'PUT', `/api/owner/reports/${gone.report._id}`, owner, { resolution: 'removed' }),
        reportResolveResultSchema,
      );
      expect(done).toEqual({ restroom: null, resolved: 1, message: 'Restroom removed' });
      expect(await restroomOf(room.id)).toBeUndefined();
      // Kept for the record (docs/product.md §13): the review and the report, settled as removed.
      expect(await ctx.db.select().from(reviews).where(eq(reviews.restroomId, room.id))).toEqual([review]);
      const [settled] = await ctx.db
        .select()
        .from(restroomReports)
        .where(eq(restroomReports.restroomId, room.id));
      expect(settled).toMatchObject({ resolution: 'removed', resolvedBy: owner.id });
      await expectAggregatesExact(ctx.db, course.id);
    });
  });
});
