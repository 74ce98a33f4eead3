/**
 * The course set-up (issue 34, docs/product.md §12 "Set up in two minutes"): PUT
 * /api/owner/courses/:id/setup lists the owner's restrooms as owner-confirmed (updating the ones
 * golfers and OpenStreetMap listed, taking off the ones the owner removed), settles the course's
 * facts by the owner's word (§13), is the same set-up again on a retry, and refuses outsiders (403)
 * and bad input (400, with the field's message) without writing anything. Both databases.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { courseAnswers, idempotencyKeys, restrooms, users } from '../../src/server/db/schema';
import {
  answerResultSchema,
  courseResultSchema,
  courseSetupResultSchema,
  questionListResultSchema,
  type CourseSetupInput,
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
  seedRestroom,
  snapshot,
  type TestUser,
} from './helpers/restrooms';

const T0 = new Date('2026-07-01T12:00:00.000Z');
const noAmenities = {
  handwashing: null,
  soap: null,
  babyChanging: null,
  stepFree: null,
  grabBars: null,
  wideDoor: null,
  turningSpace: null,
};

describeEachDatabase('course set-up', (getCtx) => {
  let ctx: TestContext;
  let course: Awaited<ReturnType<typeof createCourse>>;
  let owner: TestUser;
  let golfers: TestUser[];

  beforeEach(async () => {
    const base = getCtx();
    const app = buildApp(base.handle, { clock: () => T0 });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
    course = await createCourse(base.db, `Setup Course ${Math.random()}`);
    owner = await createUser(base.db, 'course_owner');
    await assignOwner(base.db, course.id, owner);
    golfers = await Promise.all([1, 2].map(() => createUser(base.db)));
  });

  const setUp = (body: unknown, as: TestUser = owner, headers: Record<string, string> = {}) =>
    call(ctx, 'PUT', `/api/owner/courses/${course.id}/setup`, as, body, headers);
  const setUpOk = async (body: CourseSetupInput, headers: Record<string, string> = {}) =>
    dataOf(await setUp(body, owner, headers), courseSetupResultSchema);
  const rowOf = async (id: string) => (await ctx.db.select().from(restrooms).where(eq(restrooms.id, id)))[0]!;
  const refusal = async (res: Response) =>
    (await res.json()) as { code: string; message: string; errors?: { path: string; message: string }[] };

  it('lists the owner’s restrooms as owner-confirmed: what golfers and the map said updated, the rest new', async () => {
    const osmClubhouse = await seedRestroom(ctx.db, {
      courseId: course.id,
      name: 'Pro Shop Toilets',
      status: 'approved',
      source: 'openstreetmap',
      osmId: 'node/1',
      unstated: ['facilityType', 'gender'],
    });
    const pendingHole = await seedRestroom(ctx.db, {
      courseId: course.id,
      name: 'Hole 7 Restroom',
      locationType: 'on-course',
      holeNumber: 7,
      status: 'pending',
      submittedBy: golfers[0]!.id,
      latitude: 35.2,
      longitude: -79.47,
    });
    const goneHole = await seedRestroom(ctx.db, {
      courseId: course.id,
      name: 'Hole 12 Restroom',
      locationType: 'on-course',
      holeNumber: 12,
      status: 'approved',
    });

    const result = await setUpOk({
      clubhouse: {
        restroomId: osmClubhouse.id,
        access: 'players',
        accessNote: 'Code on your scorecard',
        openingHours: 'Mo-Su 07:00-19:00',
        amenities: { ...noAmenities, soap: true, handwashing: true },
      },
      halfwayHouse: { afterHole: 10, access: 'public' },
      onCourse: [
        {
          restroomId: pendingHole.id,
          hole: 7,
          facilityType: 'portable',
          season: 'seasonal',
          openMonths: [4, 5, 6, 7, 8, 9, 10],
        },
        { hole: 3, facilityType: 'permanent' },
      ],
      remove: [goneHole.id],
    });

    const byName = new Map(result.restrooms.map((room) => [room.name, room]));
    expect([...byName.keys()].sort()).toEqual([
      'Halfway House',
      'Hole 3 Restroom',
      'Hole 7 Restroom',
      'Pro Shop Toilets',
    ]);
    for (const room of result.restrooms) {
      expect(room).toMatchObject({
        status: 'approved',
        isVerified: true,
        ownerConfirmedAt: T0.toISOString(),
      });
    }
    expect(byName.get('Pro Shop Toilets')).toMatchObject({
      _id: osmClubhouse.id,
      locationType: 'clubhouse',
      access: 'players',
      accessNote: 'Code on your scorecard',
      openingHours: 'Mo-Su 07:00-19:00',
      season: 'year_round',
      amenities: { soap: true, handwashing: true, stepFree: null },
      source: 'openstreetmap',
      // The set-up did not say its type or for whom.
      unstated: ['facilityType', 'gender'],
    });
    expect(byName.get('Halfway House')).toMatchObject({ locationType: 'halfway-house', holeNumber: 10 });
    expect(byName.get('Hole 7 Restroom')).toMatchObject({
      _id: pendingHole.id,
      facilityType: 'portable',
      unstated: [],
      season: 'seasonal',
      openMonths: [4, 5, 6, 7, 8, 9, 10],
      // Its pin stays where the golfer put it.
      latitude: 35.2,
      approximate: false,
      submittedBy: golfers[0]!.id,
    });
    expect(byName.get('Hole 3 Restroom')).toMatchObject({
      holeNumber: 3,
      facilityType: 'permanent',
      unstated: ['gender'],
      approximate: true,
      submittedBy: owner.id,
    });
    expect(await rowOf(pendingHole.id)).toMatchObject({ reviewedBy: owner.id, reviewedAt: T0 });
    expect(await rowOf(goneHole.id)).toMatchObject({ status: 'removed', removedBy: owner.id });
    expect(result.facts).toMatchObject({ clubhouseRestroom: 'yes', onCourseRestrooms: 'yes' });
    const { course: after } = await dataOf(
      await call(ctx, 'GET', `/api/courses/${course.id}`),
      courseResultSchema,
    );
    expect(after).toMatchObject({ totalRestrooms: 4, verifiedRestrooms: 4 });
    await expectAggregatesExact(ctx.db, course.id);
  });

  it('settles the course’s facts by the owner’s word, crediting the golfers who said so first', async () => {
    const [a, b] = golfers as [TestUser, TestUser];
    const answer = (as: TestUser, questionId: string, said: string) =>
      call(ctx, 'POST', `/api/courses/${course.id}/answers`, as, { questionId, answer: said });
    await dataOf(await answer(a, 'clubhouse_restroom', 'no'), answerResultSchema, 201);
    await dataOf(await answer(b, 'restroom_at_hole:5', 'yes'), answerResultSchema, 201);

    const result = await setUpOk({ clubhouse: null, halfwayHouse: null, onCourse: [] });

    expect(result.restrooms).toEqual([]);
    expect(result.facts).toMatchObject({ clubhouseRestroom: 'no', onCourseRestrooms: 'no' });
    const answers = await ctx.db.select().from(courseAnswers).where(eq(courseAnswers.courseId, course.id));
    const said = (userId: string, questionId: string) =>
      answers.find((row) => row.userId === userId && row.questionId === questionId);
    expect(said(owner.id, 'clubhouse_restroom')).toMatchObject({ answer: 'no', byOwner: true });
    expect(said(owner.id, 'on_course_restroom')).toMatchObject({ answer: 'no', byOwner: true });
    // The hole a golfer named has no restroom, the owner says.
    expect(said(owner.id, 'restroom_at_hole:5')).toMatchObject({ answer: 'no', byOwner: true });
    expect(said(a.id, 'clubhouse_restroom')).toMatchObject({ settled: true });
    expect(said(b.id, 'restroom_at_hole:5')).toMatchObject({ settled: false });
    // A settled question is asked no more.
    const { questions } = await dataOf(
      await call(ctx, 'GET', `/api/courses/${course.id}/questions`, golfers[1]),
      questionListResultSchema,
    );
    expect(questions.map((question) => question.id)).not.toContain('clubhouse_restroom');
    expect(questions.map((question) => question.id)).not.toContain('on_course_restroom');
  });

  it('is the same set-up on a retry: its key replays the answer, a new key finds the same restrooms', async () => {
    const body: CourseSetupInput = {
      clubhouse: { access: 'customers' },
      halfwayHouse: null,
      onCourse: [{ hole: 4, facilityType: 'portable' }],
    };
    const key = randomUUID();
    const first = await setUp(body, owner, { 'idempotency-key': key });
    const firstData = await dataOf(first, courseSetupResultSchema);
    const again = await setUp(body, owner, { 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await dataOf(again, courseSetupResultSchema)).toEqual(firstData);

    const fresh = await setUpOk(body, { 'idempotency-key': randomUUID() });
    expect(fresh.restrooms.map((room) => room._id).sort()).toEqual(
      firstData.restrooms.map((room) => room._id).sort(),
    );
    expect(fresh.restrooms).toHaveLength(2);
    await expectAggregatesExact(ctx.db, course.id);
  });

  it('runs a keyed set-up in the request’s one transaction, the owner’s role read in it too', async () => {
    // Read beside the transaction, the role check waited on PGlite for the one connection the
    // transaction holds, and the transaction for the request: the request never answered.
    const body: CourseSetupInput = { clubhouse: {}, halfwayHouse: null, onCourse: [] };
    const key = randomUUID();
    const answered = await Promise.race([
      setUp(body, owner, { 'idempotency-key': key }),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
    ]);
    expect(answered).not.toBe('no answer');
    const first = await dataOf(answered as Response, courseSetupResultSchema);
    expect(first.restrooms.map((room) => room.name)).toEqual(['Clubhouse Main']);
    const [kept] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept).toMatchObject({ userId: owner.id, statusCode: 200 });
    // A course owner no longer: the role is read as it is now, in the same transaction.
    await ctx.db.update(users).set({ role: 'regular' }).where(eq(users.id, owner.id));
    const demoted = await setUp(body, owner, { 'idempotency-key': randomUUID() });
    expect(demoted.status).toBe(403);
  });

  it('refuses anyone but the course’s owners and admins, and bad input, with messages and no write', async () => {
    const valid: CourseSetupInput = { clubhouse: {}, halfwayHouse: null, onCourse: [] };
    const otherOwner = await createUser(ctx.db, 'course_owner');
    const before = await snapshot(ctx.db);

    const foreign = await setUp(valid, otherOwner);
    expect(foreign.status).toBe(403);
    expect(await refusal(foreign)).toMatchObject({
      code: 'not_your_course',
      message: 'You can only set up the restrooms of your own courses',
    });
    expect((await setUp(valid, golfers[0])).status).toBe(403);
    expect((await call(ctx, 'PUT', `/api/owner/courses/${course.id}/setup`, undefined, valid)).status).toBe(
      401,
    );
    const unknown = await call(ctx, 'PUT', `/api/owner/courses/${randomUUID()}/setup`, owner, valid);
    expect(unknown.status).toBe(404);

    const cases: [unknown, string, string][] = [
      [
        { halfwayHouse: null, onCourse: [] },
        'clubhouse',
        'Say whether the clubhouse has a restroom (null: none)',
      ],
      [
        { ...valid, onCourse: [{ hole: 30, facilityType: 'portable' }] },
        'onCourse.0.hole',
        'Choose the hole (1 to 27)',
      ],
      [
        { ...valid, onCourse: [{ hole: 2, facilityType: 'structure' }] },
        'onCourse.0.facilityType',
        'Choose portable or permanent',
      ],
      [{ ...valid, halfwayHouse: {} }, 'halfwayHouse.afterHole', 'Choose the hole it comes after'],
      [
        { ...valid, clubhouse: { season: 'seasonal' } },
        'clubhouse.openMonths',
        'A seasonal restroom needs the months it is open',
      ],
      [{ ...valid, remove: ['not-an-id'] }, 'remove.0', 'Not a restroom id'],
    ];
    for (const [body, path, message] of cases) {
      const res = await setUp(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await refusal(res);
      expect(answer.code).toBe('invalid_input');
      expect(answer.errors).toContainEqual({ path, message });
    }
    const hours = await setUp({ ...valid, clubhouse: { openingHours: 'whenever' } });
    expect(hours.status).toBe(400);
    expect((await refusal(hours)).message).toMatch(/opening hours/i);
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});
