/**
 * The owner dashboard's Analytics series (docs/product.md §12, "Analytics"): GET /api/owner/analytics
 * computed from a course's history, made through the API with the app's clock moved (reports,
 * fixes, a "Still here and OK"), reviews seeded with their dates. Both databases.
 */
import { beforeEach, expect, it } from 'vitest';
import { NOT_YOUR_COURSE_ANALYTICS } from '../../src/server/owner/service';
import {
  ownerAnalyticsResultSchema,
  reportResultSchema,
  type OwnerAnalytics,
} from '../../src/shared/schemas';
import { buildApp } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  seedRestroom,
  seedReview,
  type TestUser,
} from './helpers/restrooms';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The moment the figures are asked for; the history is told backwards from it. */
const T_END = new Date('2026-07-01T12:00:00.000Z');

describeEachDatabase('owner analytics', (getCtx) => {
  let clock: { now: Date };
  let ctx: TestContext;
  let owner: TestUser;
  let golfers: TestUser[];
  let course: { id: string };
  let clubhouse: { id: string; courseId: string };
  let hole9: { id: string; courseId: string };

  beforeEach(async () => {
    const base = getCtx();
    clock = { now: T_END };
    const app = buildApp(base.handle, { clock: () => clock.now });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
    course = await createCourse(base.db, `Analytics Links ${Math.random()}`);
    owner = await createUser(base.db, 'course_owner');
    await assignOwner(base.db, course.id, owner);
    golfers = await Promise.all([0, 1, 2, 3].map(() => createUser(base.db)));
    clubhouse = await seedRestroom(base.db, {
      courseId: course.id,
      name: 'Clubhouse Main',
      status: 'approved',
    });
    hole9 = await seedRestroom(base.db, {
      courseId: course.id,
      name: 'Hole 9 Restroom',
      locationType: 'on-course',
      holeNumber: 9,
      status: 'approved',
    });
  });

  const at = (msBeforeEnd: number) => {
    clock.now = new Date(T_END.getTime() - msBeforeEnd);
  };
  const report = async (as: TestUser, restroom: { id: string }, kind: string) => {
    const { report } = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${restroom.id}/reports`, as, { kind }),
      reportResultSchema,
      201,
    );
    return report._id;
  };
  const settle = async (reportId: string, resolution: 'fixed' | 'dismissed') => {
    const res = await call(ctx, 'PUT', `/api/owner/reports/${reportId}`, owner, { resolution });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const analytics = async (query: string, as: TestUser = owner): Promise<OwnerAnalytics> => {
    at(0);
    const { analytics } = await dataOf(
      await call(ctx, 'GET', `/api/owner/analytics?${query}`, as),
      ownerAnalyticsResultSchema,
    );
    return analytics;
  };
  const refusal = async (query: string, as?: TestUser) => {
    const res = await call(ctx, 'GET', `/api/owner/analytics?${query}`, as);
    const body = (await res.json()) as { message: string; code: string };
    return { status: res.status, message: body.message, code: body.code };
  };

  /** The history the expectations below are computed from by hand. */
  async function seedHistory() {
    const [g1, g2, g3, g4] = golfers as [TestUser, TestUser, TestUser, TestUser];
    const elsewhere = await createCourse(ctx.db, `Elsewhere ${Math.random()}`);
    const otherRestroom = await seedRestroom(ctx.db, { courseId: elsewhere.id, status: 'approved' });
    const rejected = await seedRestroom(ctx.db, {
      courseId: course.id,
      name: 'Old Shed',
      status: 'rejected',
    });
    // 40 days ago: locked, fixed in 2 h (before a 30-day period, inside 60 days).
    at(40 * DAY);
    const old = await report(g1, clubhouse, 'locked');
    at(40 * DAY - 2 * HOUR);
    await settle(old, 'fixed');
    // 20 days ago: locked again, fixed in 2 h.
    at(20 * DAY);
    const second = await report(g1, clubhouse, 'locked');
    at(20 * DAY - 2 * HOUR);
    await settle(second, 'fixed');
    // 10 days ago: two golfers, one problem, fixed 4 h after the first report.
    at(10 * DAY);
    await report(g2, hole9, 'locked');
    at(10 * DAY - HOUR);
    const corroborated = await report(g3, hole9, 'locked');
    at(10 * DAY - 4 * HOUR);
    await settle(corroborated, 'fixed');
    // 9 days ago: out of paper, settled 1 h later by the owner's "Still here and OK".
    at(9 * DAY);
    await report(g1, clubhouse, 'no_paper');
    at(9 * DAY - HOUR);
    expect((await call(ctx, 'POST', `/api/restrooms/${clubhouse.id}/confirm`, owner)).status).toBe(200);
    // 5 days ago: dismissed (no fix).
    at(5 * DAY);
    await settle(await report(g2, clubhouse, 'needs_cleaning'), 'dismissed');
    // Another course's restroom: not this course's history.
    at(3 * DAY);
    await report(g4, otherRestroom, 'locked');
    // 6 h ago: no soap, expired by now (4 h).
    at(6 * HOUR);
    await report(g4, clubhouse, 'no_soap');
    // Open now: out of order since 5 h (two golfers), locked since 1 h.
    at(5 * HOUR);
    await report(g3, hole9, 'out_of_order');
    at(2 * HOUR);
    await report(g4, hole9, 'out_of_order');
    at(HOUR);
    await report(g1, clubhouse, 'locked');
    // Reviews: one before any period shown, then two within the last 30 days; none of the others count.
    const dated = (ms: number) => ({ createdAt: new Date(T_END.getTime() - ms) });
    await seedReview(ctx.db, clubhouse, g1, 5, dated(60 * DAY));
    await seedReview(ctx.db, hole9, g2, 3, dated(16 * DAY));
    await seedReview(ctx.db, clubhouse, g3, 4, dated(2 * DAY));
    await seedReview(ctx.db, rejected, g4, 1, dated(2 * DAY));
    await seedReview(ctx.db, otherRestroom, g4, 1, dated(2 * DAY));
  }

  it('computes every series of 30 days from the course’s history', async () => {
    await seedHistory();
    const a = await analytics(`courseId=${course.id}`);
    expect(a).toMatchObject({ courseId: course.id, days: 30, asOf: T_END.toISOString() });

    // Open now, oldest first; the expired "no soap" is not among them.
    expect(a.openProblems).toEqual([
      {
        restroomId: hole9.id,
        restroomName: 'Hole 9 Restroom',
        kind: 'out_of_order',
        reports: 2,
        since: new Date(T_END.getTime() - 5 * HOUR).toISOString(),
        ageSeconds: 5 * 3600,
      },
      {
        restroomId: clubhouse.id,
        restroomName: 'Clubhouse Main',
        kind: 'locked',
        reports: 1,
        since: new Date(T_END.getTime() - HOUR).toISOString(),
        ageSeconds: 3600,
      },
    ]);

    // Locked: 2 h and 4 h (two reports, one problem) → 3 h; out of paper: 1 h; the dismissed one and
    // the fix 40 days ago do not count.
    expect(a.fixTimes).toEqual([
      { kind: 'locked', fixes: 2, medianSeconds: 3 * 3600 },
      { kind: 'no_paper', fixes: 1, medianSeconds: 3600 },
    ]);

    // Five weeks of seven days counted back from now, oldest first.
    expect(a.weeks).toEqual(
      [35, 28, 21, 14, 7].map((d) => new Date(T_END.getTime() - d * DAY).toISOString()),
    );
    expect(a.reportsPerWeek).toEqual([
      { restroomId: clubhouse.id, restroomName: 'Clubhouse Main', counts: [0, 0, 1, 1, 3] },
      { restroomId: hole9.id, restroomName: 'Hole 9 Restroom', counts: [0, 0, 0, 2, 2] },
    ]);

    // The 5 from 60 days ago is where the running figures start.
    expect(
      a.ratings.map(({ newReviews, totalReviews, averageRating }) => [
        newReviews,
        totalReviews,
        averageRating,
      ]),
    ).toEqual([
      [0, 1, 5],
      [0, 1, 5],
      [1, 2, 4],
      [0, 2, 4],
      [1, 3, 4],
    ]);
    expect(a.ratings.map((week) => week.weekStart)).toEqual(a.weeks);

    // An admin sees the same figures.
    expect(await analytics(`courseId=${course.id}`, await createUser(ctx.db, 'admin'))).toEqual(a);
  });

  it('the period bounds every series: 7 days is one week, 60 days reach the older fix, 365 days 53 weeks', async () => {
    await seedHistory();
    const week = await analytics(`courseId=${course.id}&days=7`);
    expect(week.weeks).toHaveLength(1);
    expect(week.fixTimes).toEqual([]);
    expect(week.reportsPerWeek.map((r) => r.counts)).toEqual([[3], [2]]);
    expect(week.ratings).toEqual([
      { weekStart: week.weeks[0], newReviews: 1, totalReviews: 3, averageRating: 4 },
    ]);
    expect(week.openProblems).toHaveLength(2);

    const sixty = await analytics(`courseId=${course.id}&days=60`);
    expect(sixty.fixTimes).toEqual([
      { kind: 'locked', fixes: 3, medianSeconds: 2 * 3600 },
      { kind: 'no_paper', fixes: 1, medianSeconds: 3600 },
    ]);

    const year = await analytics(`courseId=${course.id}&days=365`);
    expect(year.weeks).toHaveLength(53);
    expect(year.reportsPerWeek.map((r) => r.counts.reduce((sum, n) => sum + n, 0))).toEqual([6, 4]);
    expect(year.ratings[0]).toMatchObject({ newReviews: 0, totalReviews: 0, averageRating: null });
    expect(year.ratings.at(-1)).toMatchObject({ totalReviews: 3, averageRating: 4 });
  });

  it('weeks are seven whole days counted back from now: a boundary belongs to the older week', async () => {
    const [g1, g2, g3, g4] = golfers as [TestUser, TestUser, TestUser, TestUser];
    at(35 * DAY); // exactly five weeks ago: before the period
    await report(g1, clubhouse, 'locked');
    at(35 * DAY - 1000); // a second later: the oldest week
    await report(g2, clubhouse, 'locked');
    at(7 * DAY); // exactly a week ago: the week before this one
    await report(g3, clubhouse, 'no_paper');
    at(7 * DAY - 1000);
    await report(g4, clubhouse, 'no_paper');
    at(0); // now itself: this week
    await report(g1, hole9, 'no_soap');
    const a = await analytics(`courseId=${course.id}`);
    expect(a.reportsPerWeek.map((restroom) => restroom.counts)).toEqual([
      [1, 0, 0, 1, 1],
      [0, 0, 0, 0, 1],
    ]);
  });

  it('a course with no history answers empty series, zero weeks and no rating', async () => {
    const a = await analytics(`courseId=${course.id}&days=14`);
    expect(a.openProblems).toEqual([]);
    expect(a.fixTimes).toEqual([]);
    expect(a.weeks).toHaveLength(2);
    expect(a.reportsPerWeek).toEqual([
      { restroomId: clubhouse.id, restroomName: 'Clubhouse Main', counts: [0, 0] },
      { restroomId: hole9.id, restroomName: 'Hole 9 Restroom', counts: [0, 0] },
    ]);
    expect(a.ratings.map((week) => [week.newReviews, week.totalReviews, week.averageRating])).toEqual([
      [0, 0, null],
      [0, 0, null],
    ]);

    const bare = await createCourse(ctx.db, `Bare ${Math.random()}`);
    await assignOwner(ctx.db, bare.id, owner);
    expect((await analytics(`courseId=${bare.id}`)).reportsPerWeek).toEqual([]);
  });

  it('refuses a bad period or course id with a message and a code', async () => {
    const bad = (query: string) => refusal(query, owner);
    const invalid = (message: string) => ({ status: 400, message, code: 'invalid_input' });
    expect(await bad(`courseId=${course.id}&days=6`)).toEqual(invalid('days must be at least 7'));
    expect(await bad(`courseId=${course.id}&days=366`)).toEqual(invalid('days must be at most 365'));
    expect(await bad(`courseId=${course.id}&days=7.5`)).toEqual(invalid('days must be a whole number'));
    expect(await bad(`courseId=${course.id}&days=week`)).toEqual(invalid('days must be a number'));
    expect(await bad(`courseId=${course.id}&days=`)).toEqual(invalid('days must be a number'));
    expect(await bad('days=30')).toEqual(invalid('courseId is required'));
    expect(await bad('courseId=pinehurst')).toEqual(invalid('courseId must be a course id'));
  });

  it('answers the course’s owners and admins only', async () => {
    const other = await createUser(ctx.db, 'course_owner');
    const elsewhere = await createCourse(ctx.db, `Theirs ${Math.random()}`);
    await assignOwner(ctx.db, elsewhere.id, other);
    const notYours = { status: 403, message: NOT_YOUR_COURSE_ANALYTICS, code: 'not_your_course' };
    expect(await refusal(`courseId=${course.id}`, other)).toEqual(notYours);
    // An owner learns nothing about whether another id is a course.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(`courseId=${unknown}`, owner)).toEqual(notYours);
    expect(await refusal(`courseId=${unknown}`, await createUser(ctx.db, 'admin'))).toMatchObject({
      status: 404,
      code: 'course_not_found',
    });
    expect(await refusal(`courseId=${course.id}`, await createUser(ctx.db))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await refusal(`courseId=${course.id}`)).toMatchObject({ status: 401, code: 'auth_required' });
  });
});
