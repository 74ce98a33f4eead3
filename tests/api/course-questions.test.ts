/**
 * Every course answers (issue 32, docs/product.md §13): quick questions, when answers become truth,
 * the course's facts and the likely clubhouse, on both databases with the app's clock moved, never
 * slept on.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseAnswers, restroomReports } from '../../src/server/db/schema';
import { VERIFY_TO_ANSWER, WHERE_NEEDS_HOLE } from '../../src/server/questions/answer';
import { VERIFY_TO_REPORT } from '../../src/server/reports/service';
import {
  answerResultSchema,
  courseResultSchema,
  nearbyRestroomListResultSchema,
  publicStatsResultSchema,
  questionListResultSchema,
  restroomListResultSchema,
  userStatsResultSchema,
} from '../../src/shared/schemas';
import { monthsToMask } from '../../src/shared/restroom-state';
import { buildApp } from './helpers/app';
import { insertCourses } from './helpers/courses';
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
  snapshot,
  type TestUser,
} from './helpers/restrooms';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-07-01T12:00:00.000Z');

describeEachDatabase('quick questions, course facts and the likely clubhouse', (getCtx) => {
  let clock: { now: Date };
  let ctx: TestContext;
  let course: Awaited<ReturnType<typeof createCourse>>;
  let golfers: TestUser[];
  let owner: TestUser;

  beforeEach(async () => {
    const base = getCtx();
    clock = { now: T0 };
    const app = buildApp(base.handle, { clock: () => clock.now });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
    course = await createCourse(base.db, `Question Course ${Math.random()}`);
    golfers = await Promise.all([1, 2, 3, 4].map(() => createUser(base.db)));
    owner = await createUser(base.db, 'course_owner');
    await assignOwner(base.db, course.id, owner);
  });

  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const asked = async (as: TestUser, courseId = course.id) =>
    (await dataOf(await call(ctx, 'GET', `/api/courses/${courseId}/questions`, as), questionListResultSchema))
      .questions;
  const askedIds = async (as: TestUser) => (await asked(as)).map((question) => question.id);
  const answer = (as: TestUser, questionId: string, said: string, extra: Record<string, unknown> = {}) =>
    call(ctx, 'POST', `/api/courses/${course.id}/answers`, as, { questionId, answer: said, ...extra });
  const answered = async (
    as: TestUser,
    questionId: string,
    said: string,
    extra: Record<string, unknown> = {},
  ) => dataOf(await answer(as, questionId, said, extra), answerResultSchema, 201);
  const factsOf = async (courseId = course.id) =>
    (await dataOf(await call(ctx, 'GET', `/api/courses/${courseId}`), courseResultSchema)).course.facts;
  const listed = async () =>
    (await dataOf(await call(ctx, 'GET', `/api/restrooms/course/${course.id}`), restroomListResultSchema))
      .restrooms;
  const statsOf = async (as: TestUser) =>
    (await dataOf(await call(ctx, 'GET', '/api/users/stats', as), userStatsResultSchema)).stats;

  describe('asking', () => {
    it('a course nobody answered about is likely to have a clubhouse restroom; verified golfers are asked, most useful first', async () => {
      expect(await factsOf()).toEqual({
        clubhouseRestroom: 'likely',
        onCourseRestrooms: 'unknown',
        agreeing: 0,
        lastAnsweredAt: null,
        disputed: [],
      });
      expect(await asked(golfers[0]!)).toEqual([
        {
          id: 'clubhouse_restroom',
          kind: 'clubhouse_restroom',
          restroomId: null,
          text: 'Is there a restroom at the clubhouse?',
        },
        {
          id: 'on_course_restroom',
          kind: 'on_course_restroom',
          restroomId: null,
          text: 'Is there a restroom on the course?',
        },
      ]);
      // Only accounts that proved their email answer, so the others are asked nothing.
      expect(await asked(await createUser(ctx.db, 'regular', { verified: false }))).toEqual([]);
      expect((await call(ctx, 'GET', `/api/courses/${course.id}/questions`)).status).toBe(401);
      const unknown = randomUUID();
      expect(
        (await failureOf(await call(ctx, 'GET', `/api/courses/${unknown}/questions`, owner))).status,
      ).toBe(404);
      const body = { questionId: 'clubhouse_restroom', answer: 'yes' };
      expect(
        (await failureOf(await call(ctx, 'POST', `/api/courses/${unknown}/answers`, owner, body))).status,
      ).toBe(404);

      // A listed clubhouse restroom answers its question better than anyone.
      const other = await createCourse(ctx.db, `Listed Course ${Math.random()}`);
      const room = await seedRestroom(ctx.db, { courseId: other.id, status: 'approved' });
      expect(await factsOf(other.id)).toMatchObject({
        clubhouseRestroom: 'yes',
        onCourseRestrooms: 'unknown',
      });
      expect((await asked(golfers[1]!, other.id)).map((q) => q.id)).toEqual([
        'on_course_restroom',
        `step_free:${room.id}`,
        `soap:${room.id}`,
      ]);
    });

    it('never asks a golfer the same question within 90 days, whatever they answered; a second answer replaces the first', async () => {
      const [a] = golfers as [TestUser];
      await answered(a, 'clubhouse_restroom', 'unsure');
      expect(await askedIds(a)).toEqual(['on_course_restroom']);
      later(89 * DAY);
      expect(await askedIds(a)).toEqual(['on_course_restroom']);
      later(2 * DAY);
      expect(await askedIds(a)).toEqual(['clubhouse_restroom', 'on_course_restroom']);

      await answered(a, 'clubhouse_restroom', 'yes');
      const { facts } = await answered(a, 'clubhouse_restroom', 'no');
      const rows = await ctx.db.select().from(courseAnswers).where(eq(courseAnswers.userId, a.id));
      expect(rows.map((row) => [row.questionId, row.answer])).toEqual([['clubhouse_restroom', 'no']]);
      // One golfer's "no" is no fact, but nobody can call it likely any more.
      expect(facts).toMatchObject({ clubhouseRestroom: 'unknown', agreeing: 1 });
    });
  });

  describe('when answers become truth', () => {
    it('two verified golfers settle the clubhouse: one does not; the second lists a Clubhouse restroom at the course point', async () => {
      const [a, b, c] = golfers as [TestUser, TestUser, TestUser];
      const first = await answered(a, 'clubhouse_restroom', 'yes');
      expect(first).toEqual({
        facts: {
          clubhouseRestroom: 'likely',
          onCourseRestrooms: 'unknown',
          agreeing: 1,
          lastAnsweredAt: T0.toISOString(),
          disputed: [],
        },
        restroom: null,
      });
      expect(await listed()).toEqual([]);
      expect(await askedIds(a)).toEqual(['on_course_restroom']);
      expect(await askedIds(b)).toContain('clubhouse_restroom');

      later(HOUR);
      const second = await answered(b, 'clubhouse_restroom', 'yes');
      expect(second.facts).toMatchObject({
        clubhouseRestroom: 'yes',
        agreeing: 2,
        lastAnsweredAt: clock.now.toISOString(),
      });
      expect(second.restroom).toMatchObject({
        name: 'Clubhouse Main',
        locationType: 'clubhouse',
        status: 'approved',
        isVerified: false,
        source: 'golfers',
        // The golfers said it is there, not its type or for whom: shown as not stated.
        unstated: ['facilityType', 'gender'],
        approximate: true,
        latitude: null,
        lastConfirmedAt: clock.now.toISOString(),
        verdict: 'usable',
      });
      expect((await listed()).map((room) => room._id)).toEqual([second.restroom!._id]);
      await expectAggregatesExact(ctx.db, course.id);
      expect(await askedIds(c)).not.toContain('clubhouse_restroom');
      // A third voice adds no second restroom, and did not settle anything.
      await answered(c, 'clubhouse_restroom', 'yes');
      expect(await listed()).toHaveLength(1);
      expect(await statsOf(a)).toMatchObject({ answersGiven: 1, factsSettled: 1 });
      expect(await statsOf(c)).toMatchObject({ answersGiven: 1, factsSettled: 0 });
      const { stats } = await dataOf(await call(ctx, 'GET', '/api/stats/public'), publicStatsResultSchema);
      expect(stats.coursesWithRestroomAnswer).toBeGreaterThanOrEqual(1);
    });

    it('an owner of the course settles at once: "no restroom on the course", and a verified clubhouse', async () => {
      const { facts } = await answered(owner, 'on_course_restroom', 'no');
      expect(facts).toMatchObject({ onCourseRestrooms: 'no', agreeing: 1 });
      expect(await askedIds(golfers[0]!)).toEqual(['clubhouse_restroom']);
      // Golfers saying otherwise do not overturn the owner's word.
      await answered(golfers[0]!, 'on_course_restroom', 'yes');
      await answered(golfers[1]!, 'on_course_restroom', 'yes');
      expect((await factsOf())?.onCourseRestrooms).toBe('no');
      const { restroom } = await answered(owner, 'clubhouse_restroom', 'yes');
      expect(restroom).toMatchObject({
        isVerified: true,
        ownerConfirmedAt: T0.toISOString(),
        source: 'golfers',
      });
    });

    it('golfers who disagree within 90 days make it unknown and ask again; an answer 90 days older than its opposite stops counting', async () => {
      const [a, b, c, d] = golfers as [TestUser, TestUser, TestUser, TestUser];
      await answered(a, 'clubhouse_restroom', 'yes');
      const { facts } = await answered(b, 'clubhouse_restroom', 'no');
      expect(facts).toMatchObject({
        clubhouseRestroom: 'unknown',
        agreeing: 0,
        disputed: ['clubhouseRestroom'],
      });
      expect(await askedIds(c)).toContain('clubhouse_restroom');
      await answered(c, 'clubhouse_restroom', 'yes');
      expect((await factsOf())?.disputed).toEqual(['clubhouseRestroom']);
      expect(await listed()).toEqual([]);
      // 91 days on, b's "no" is older than 90 days before a new "yes": it no longer counts.
      later(91 * DAY);
      const settled = await answered(d, 'clubhouse_restroom', 'yes');
      expect(settled.facts).toMatchObject({ clubhouseRestroom: 'yes', disputed: [] });
      expect(settled.restroom?.name).toBe('Clubhouse Main');
    });

    it('"yes, at hole N" where the golfer stands proposes a restroom there; a second golfer agreeing lists it', async () => {
      const [a, b] = golfers as [TestUser, TestUser];
      await answered(a, 'on_course_restroom', 'yes');
      expect(await asked(a)).toContainEqual(
        expect.objectContaining({ id: 'restroom_where', text: 'Where is it? (hole)' }),
      );
      expect(await failureOf(await answer(a, 'restroom_where', 'yes'))).toEqual({
        status: 400,
        message: WHERE_NEEDS_HOLE,
      });
      const spot = { latitude: 35.1931, longitude: -79.4655 };
      expect((await answered(a, 'restroom_at_hole:7', 'yes', spot)).restroom).toBeNull();
      expect(await askedIds(a)).not.toContain('restroom_where');
      expect(await asked(b)).toContainEqual({
        id: 'restroom_at_hole:7',
        kind: 'restroom_at_hole',
        restroomId: null,
        text: 'Is there a restroom at hole 7?',
      });
      const { restroom, facts } = await answered(b, 'restroom_at_hole:7', 'yes');
      expect(restroom).toMatchObject({
        name: 'Hole 7 Restroom',
        locationType: 'on-course',
        holeNumber: 7,
        ...spot,
        approximate: false,
        source: 'golfers',
      });
      expect(facts.onCourseRestrooms).toBe('yes');
      await expectAggregatesExact(ctx.db, course.id);
    });

    it("asks about a listed restroom's season, step-free path and soap; agreeing answers fill them in", async () => {
      const [a, b] = golfers as [TestUser, TestUser];
      const turn = await seedRestroom(ctx.db, {
        courseId: course.id,
        name: 'Halfway House',
        locationType: 'halfway-house',
        status: 'approved',
      });
      expect(await asked(a)).toEqual([
        expect.objectContaining({ id: 'clubhouse_restroom' }),
        {
          id: `season_open:${turn.id}`,
          kind: 'season_open',
          restroomId: turn.id,
          text: 'Is the halfway-house restroom open this season?',
        },
        expect.objectContaining({
          id: `step_free:${turn.id}`,
          text: 'Step-free from the cart path to the halfway-house restroom?',
        }),
      ]);
      await answered(a, `soap:${turn.id}`, 'yes');
      await answered(b, `soap:${turn.id}`, 'yes');
      const [room] = (await listed()).filter((r) => r._id === turn.id);
      expect(room?.amenities.soap).toBe(true);
      // "Not open this season" is a "closed for the season" report in that golfer's name.
      await answered(a, `season_open:${turn.id}`, 'no');
      expect((await listed()).find((r) => r._id === turn.id)?.verdict).toBe('maybe_not');
      await answered(b, `season_open:${turn.id}`, 'no');
      expect((await listed()).find((r) => r._id === turn.id)?.verdict).toBe('not_usable');
      expect((await failureOf(await answer(a, `soap:${randomUUID()}`, 'yes'))).status).toBe(404);
    });
  });

  it('in spring asks "Is it open again?" once a season begins; two golfers or the owner confirm it', async () => {
    const [a, b, c] = golfers as [TestUser, TestUser, TestUser];
    clock.now = new Date('2026-04-10T16:00:00.000Z'); // April at the course (North Carolina)
    const seasonal = (hole: number) =>
      seedRestroom(ctx.db, {
        courseId: course.id,
        name: `Hole ${hole} Restroom`,
        locationType: 'on-course',
        holeNumber: hole,
        status: 'approved',
        season: 'seasonal',
        openMonths: monthsToMask([4, 5, 6, 7, 8, 9, 10]),
        lastConfirmedAt: new Date('2025-10-20T12:00:00.000Z'),
      });
    const room = await seasonal(9);
    const id = `season_reopened:${room.id}`;
    const confirmedAt = async (restroomId: string) =>
      (await listed()).find((r) => r._id === restroomId)?.lastConfirmedAt;
    expect(await asked(a)).toContainEqual({
      id,
      kind: 'season_reopened',
      restroomId: room.id,
      text: 'Is the Hole 9 restroom open again?',
    });
    expect(await askedIds(a)).not.toContain(`season_open:${room.id}`);
    await answered(a, id, 'yes');
    // One golfer's word is not a confirmation: asked of the others, not of them again.
    expect(await askedIds(a)).not.toContain(id);
    expect(await askedIds(b)).toContain(id);
    expect(await confirmedAt(room.id)).toBe('2025-10-20T12:00:00.000Z');
    later(HOUR);
    await answered(b, id, 'yes');
    expect(await confirmedAt(room.id)).toBe(clock.now.toISOString());
    expect(await askedIds(c)).not.toContain(id);
    // The owner's one word confirms another at once.
    const other = await seasonal(3);
    await answered(owner, `season_reopened:${other.id}`, 'yes');
    expect(await confirmedAt(other.id)).toBe(clock.now.toISOString());
  });

  it('unverified accounts may not answer or report; nothing changes', async () => {
    const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
    const newcomer = await createUser(ctx.db, 'regular', { verified: false });
    const before = await snapshot(ctx.db);
    const answers = await ctx.db.select().from(courseAnswers);
    expect(await failureOf(await answer(newcomer, 'clubhouse_restroom', 'no'))).toEqual({
      status: 403,
      message: VERIFY_TO_ANSWER,
    });
    const reported = await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, newcomer, {
      kind: 'locked',
    });
    expect(await failureOf(reported)).toEqual({ status: 403, message: VERIFY_TO_REPORT });
    expect(await snapshot(ctx.db)).toEqual(before);
    expect(await ctx.db.select().from(courseAnswers)).toEqual(answers);
    expect(
      await ctx.db.select().from(restroomReports).where(eq(restroomReports.restroomId, room.id)),
    ).toEqual([]);
  });

  it('an Idempotency-Key replays the first answer', async () => {
    const key = randomUUID();
    const send = () =>
      call(
        ctx,
        'POST',
        `/api/courses/${course.id}/answers`,
        golfers[0],
        { questionId: 'clubhouse_restroom', answer: 'yes' },
        {
          'Idempotency-Key': key,
        },
      );
    const first = await send();
    later(HOUR);
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const rows = await ctx.db.select().from(courseAnswers).where(eq(courseAnswers.courseId, course.id));
    expect(rows.map((row) => row.answeredAt.toISOString())).toEqual([T0.toISOString()]);
  });

  it('nearby lists likely clubhouses after the listed restrooms, with their distance; usable=true leaves them out unless likely=true', async () => {
    // Far from every other test's courses: a corner of Norway of its own.
    const [likely, withClubhouse, saidNone] = await insertCourses(ctx.db, [
      { name: 'Likely Links', latitude: 60.001, longitude: 10.001 },
      { name: 'Listed Links', latitude: 60.002, longitude: 10.002 },
      { name: 'Bare Links', latitude: 60.0, longitude: 10.0 },
    ]);
    const room = await seedRestroom(ctx.db, { courseId: withClubhouse!.id, status: 'approved' });
    await assignOwner(ctx.db, saidNone!.id, owner);
    await call(ctx, 'POST', `/api/courses/${saidNone!.id}/answers`, owner, {
      questionId: 'clubhouse_restroom',
      answer: 'no',
    });
    const near = async (query: string) =>
      (
        await dataOf(
          await call(ctx, 'GET', `/api/restrooms/nearby?latitude=60&longitude=10&radius=5${query}`),
          nearbyRestroomListResultSchema,
        )
      ).restrooms;
    const rows = await near('');
    expect(rows.map((row) => [row.likely, row.courseName])).toEqual([
      [false, 'Listed Links'],
      [true, 'Likely Links'],
    ]);
    expect(rows[0]).toMatchObject({ _id: room.id, likely: false });
    const [, guess] = rows;
    expect(guess).toMatchObject({
      likely: true,
      courseId: likely!.id,
      locationType: 'clubhouse',
      approximate: true,
    });
    expect(guess && '_id' in guess).toBe(false);
    expect(guess?.distance).toBeCloseTo(0.0773, 3);
    expect((await near('&usable=true')).map((row) => row.likely)).toEqual([false]);
    // The /nearby screen's default: the usable ones, then the likely clubhouses, never among them.
    expect((await near('&usable=true&likely=true')).map((row) => [row.likely, row.courseName])).toEqual([
      [false, 'Listed Links'],
      [true, 'Likely Links'],
    ]);
    expect((await near('&likely=false')).map((row) => row.likely)).toEqual([false]);
    expect((await factsOf(saidNone!.id))?.clubhouseRestroom).toBe('no');
  });
});
