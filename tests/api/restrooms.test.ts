/**
 * Restrooms: GET /api/restrooms/course/:id (pending + approved, display order, feedback tallies),
 * POST /api/restrooms (status by who adds it, docs/decisions.md §3) and DELETE /api/restrooms/:id
 * (docs/product.md §6), with the course aggregates recomputed by every write (docs/decisions.md §4).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE } from '../../src/server/auth/guards';
import { restroomFeedback, restrooms, reviews, users } from '../../src/server/db/schema';
import { NOT_YOUR_RESTROOM } from '../../src/server/restrooms/service';
import {
  deletedResultSchema,
  restroomListResultSchema,
  restroomResultSchema,
  type Restroom,
} from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  expectAggregatesExact,
  failureOf,
  restroomBody,
  seedFeedback,
  seedRestroom,
  seedRestrooms,
  seedReview,
  snapshot,
  type TestUser,
} from './helpers/restrooms';

const UNKNOWN_ID = '7d1f4b7e-3c1a-4c55-9a57-3f1de0d9e0aa';

describeEachDatabase('restrooms: list, add, delete', (getCtx) => {
  let course: Awaited<ReturnType<typeof createCourse>>;
  let otherCourse: Awaited<ReturnType<typeof createCourse>>;
  let golfer: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let admin: TestUser;

  beforeEach(async () => {
    const { db } = getCtx();
    course = await createCourse(db, 'Pinehurst No. 2');
    otherCourse = await createCourse(db, 'Tobacco Road');
    golfer = await createUser(db, 'regular');
    owner = await createUser(db, 'course_owner');
    otherOwner = await createUser(db, 'course_owner');
    admin = await createUser(db, 'admin');
    await assignOwner(db, course.id, owner);
    await assignOwner(db, otherCourse.id, otherOwner);
  });

  const list = async (courseId: string, as?: TestUser) =>
    (
      await dataOf(
        await call(getCtx(), 'GET', `/api/restrooms/course/${courseId}`, as),
        restroomListResultSchema,
      )
    ).restrooms;

  const add = async (as: TestUser, overrides: Record<string, unknown> = {}, courseId = course.id) =>
    (
      await dataOf(
        await call(getCtx(), 'POST', '/api/restrooms', as, restroomBody(courseId, overrides)),
        restroomResultSchema,
        201,
      )
    ).restroom;

  it('GET lists pending and approved restrooms in the course-detail order, with feedback; rejected ones are hidden', async () => {
    const { db } = getCtx();
    const [hole12, hole3, turn, proShop, main, rejected] = await seedRestrooms(db, [
      { courseId: course.id, name: 'Hole 12 Restroom', locationType: 'on-course', holeNumber: 12 },
      {
        courseId: course.id,
        name: 'Hole 3 Restroom',
        locationType: 'on-course',
        holeNumber: 3,
        status: 'approved',
        isVerified: true,
      },
      { courseId: course.id, name: 'Turn House', locationType: 'halfway-house' },
      { courseId: course.id, name: 'Clubhouse Pro Shop', submittedBy: golfer.id },
      { courseId: course.id, name: 'Clubhouse Main', status: 'approved', isVerified: true },
      {
        courseId: course.id,
        name: 'Clubhouse Restaurant',
        status: 'rejected',
        rejectionReason: 'No such place',
      },
    ]);
    await seedRestroom(db, { courseId: otherCourse.id, name: 'Elsewhere' });
    const [a, b, c] = [golfer, owner, admin];
    await seedFeedback(db, proShop!.id, a, 'helpful', new Date(Date.now() - 2000));
    await seedFeedback(db, proShop!.id, b, 'helpful', new Date(Date.now() - 1000));
    await seedFeedback(db, proShop!.id, c, 'invalid');
    await seedFeedback(db, rejected!.id, a, 'helpful');

    // Anonymous visitors may browse (docs/decisions.md §1).
    const listed = await list(course.id);
    expect(listed.map((r) => r.name)).toEqual([
      'Clubhouse Main',
      'Clubhouse Pro Shop',
      'Turn House',
      'Hole 3 Restroom',
      'Hole 12 Restroom',
    ]);
    expect(listed.map((r) => r._id)).toEqual([main!.id, proShop!.id, turn!.id, hole3!.id, hole12!.id]);
    const shop = listed[1]!;
    expect(shop).toMatchObject({
      courseId: course.id,
      status: 'pending',
      isVerified: false,
      submittedBy: golfer.id,
      averageRating: 0,
      totalReviews: 0,
      feedback: { helpful: { count: 2, users: [a.id, b.id] }, invalid: { count: 1, users: [c.id] } },
    });
    expect(listed[0]).toMatchObject({ status: 'approved', isVerified: true, submittedBy: null });
    expect(listed[4]!.feedback).toEqual({
      helpful: { count: 0, users: [] },
      invalid: { count: 0, users: [] },
    });
    expect(await list(course.id, golfer)).toEqual(listed);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('GET for course %s is a 404 "Course not found"', async (id) => {
    expect(await failureOf(await call(getCtx(), 'GET', `/api/restrooms/course/${id}`))).toEqual({
      status: 404,
      message: 'Course not found',
    });
  });

  it("a golfer's submission is pending and unverified, listed at once, and counted (not as verified)", async () => {
    const added = await add(golfer, { name: 'Hole 7 Restroom', locationType: 'on-course', holeNumber: 7 });
    expect(added).toMatchObject({
      courseId: course.id,
      name: 'Hole 7 Restroom',
      locationType: 'on-course',
      holeNumber: 7,
      status: 'pending',
      isVerified: false,
      submittedBy: golfer.id,
      averageRating: 0,
      totalReviews: 0,
      feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
    });
    expect((await list(course.id)).map((r) => r._id)).toEqual([added._id]);
    const [row] = await getCtx().db.select().from(restrooms).where(eq(restrooms.id, added._id));
    expect(row).toMatchObject({ reviewedBy: null, reviewedAt: null, isSample: false });
    await expectAggregatesExact(getCtx().db, course.id);
    const courseAnswer = (await (await call(getCtx(), 'GET', `/api/courses/${course.id}`)).json()) as {
      data: { course: { totalRestrooms: number; verifiedRestrooms: number } };
    };
    expect(courseAnswer.data.course).toMatchObject({ totalRestrooms: 1, verifiedRestrooms: 0 });
  });

  it('an owner of that course, or an admin, adds it approved and verified at once', async () => {
    const byOwner = await add(owner, { name: 'Clubhouse Main' });
    const byAdmin = await add(admin, { name: 'Turn House', locationType: 'halfway-house' });
    for (const [added, who] of [
      [byOwner, owner],
      [byAdmin, admin],
    ] as const) {
      expect(added).toMatchObject({ status: 'approved', isVerified: true, submittedBy: who.id });
      const [row] = await getCtx().db.select().from(restrooms).where(eq(restrooms.id, added._id));
      expect(row!.reviewedBy).toBe(who.id);
      expect(row!.reviewedAt).toBeInstanceOf(Date);
    }
    await expectAggregatesExact(getCtx().db, course.id);
  });

  it('an owner of another course submits like any golfer: pending and unverified', async () => {
    const added = await add(otherOwner);
    expect(added).toMatchObject({ status: 'pending', isVerified: false, submittedBy: otherOwner.id });
    // …while on their own course theirs is approved at once.
    expect(await add(otherOwner, {}, otherCourse.id)).toMatchObject({ status: 'approved', isVerified: true });
  });

  it('keeps a hole number only for on-course restrooms', async () => {
    const added = await add(golfer, {
      name: '9th Hole Halfway House',
      locationType: 'halfway-house',
      holeNumber: 9,
    });
    expect(added.holeNumber).toBeNull();
  });

  it('POST refuses: anonymous 401, bad input 400 with the spec messages, unknown course 404; nothing is written', async () => {
    const ctx = getCtx();
    const before = await snapshot(ctx.db);
    expect(
      await failureOf(await call(ctx, 'POST', '/api/restrooms', undefined, restroomBody(course.id))),
    ).toEqual({
      status: 401,
      message: AUTH_REQUIRED_MESSAGE,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Restroom name is required'],
      [{ locationType: 'parking-lot' }, 'Unknown location type'],
      [{ facilityType: 'tent' }, 'Unknown facility type'],
      [{ gender: 'any' }, 'Unknown gender'],
      [{ locationType: 'on-course', holeNumber: null }, 'Hole number is required for on-course restrooms'],
      [{ locationType: 'on-course', holeNumber: 28 }, 'Hole number must be between 1 and 27'],
    ];
    for (const [change, message] of cases) {
      const res = await call(ctx, 'POST', '/api/restrooms', golfer, restroomBody(course.id, change));
      expect(await failureOf(res)).toEqual({ status: 400, message });
    }
    for (const courseId of [UNKNOWN_ID, 'nope']) {
      const res = await call(ctx, 'POST', '/api/restrooms', golfer, restroomBody(courseId));
      expect(await failureOf(res)).toEqual({ status: 404, message: 'Course not found' });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('POST with a token whose account is gone is a 401, not a 500', async () => {
    const ctx = getCtx();
    const ghost = await createUser(ctx.db);
    await ctx.db.delete(users).where(eq(users.id, ghost.id));
    const res = await call(ctx, 'POST', '/api/restrooms', ghost, restroomBody(course.id));
    expect((await failureOf(res)).status).toBe(401);
  });

  const seedScene = async () => {
    const { db } = getCtx();
    const byOwner = await seedRestroom(db, {
      courseId: course.id,
      name: 'Turn House',
      submittedBy: owner.id,
      status: 'approved',
      isVerified: true,
    });
    const byGolfer = await seedRestroom(db, {
      courseId: course.id,
      name: 'Clubhouse Main',
      submittedBy: golfer.id,
    });
    await seedReview(db, byOwner, golfer, 4);
    await seedReview(db, byGolfer, owner, 2);
    await seedFeedback(db, byOwner.id, golfer, 'helpful');
    return { byOwner, byGolfer };
  };

  it("DELETE refuses anonymous (401), golfers even for their own (403), owners for others' restrooms (403), unknown (404); nothing changes", async () => {
    const ctx = getCtx();
    const { byOwner, byGolfer } = await seedScene();
    const before = await snapshot(ctx.db);
    const attempts: [TestUser | undefined, string, number, string][] = [
      [undefined, byOwner.id, 401, AUTH_REQUIRED_MESSAGE],
      [golfer, byGolfer.id, 403, FORBIDDEN_MESSAGE],
      [golfer, byOwner.id, 403, FORBIDDEN_MESSAGE],
      [owner, byGolfer.id, 403, NOT_YOUR_RESTROOM],
      [otherOwner, byOwner.id, 403, NOT_YOUR_RESTROOM],
      [admin, UNKNOWN_ID, 404, 'Restroom not found'],
      [owner, 'not-a-uuid', 404, 'Restroom not found'],
    ];
    for (const [who, id, status, message] of attempts) {
      expect(await failureOf(await call(ctx, 'DELETE', `/api/restrooms/${id}`, who))).toEqual({
        status,
        message,
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('DELETE: an owner removes one they submitted, an admin any; reviews and feedback are kept; aggregates follow', async () => {
    const ctx = getCtx();
    const { byOwner, byGolfer } = await seedScene();
    const reviewsBefore = await ctx.db.select().from(reviews).where(eq(reviews.restroomId, byOwner.id));
    const feedbackBefore = await ctx.db
      .select()
      .from(restroomFeedback)
      .where(eq(restroomFeedback.restroomId, byOwner.id));
    await dataOf(await call(ctx, 'DELETE', `/api/restrooms/${byOwner.id}`, owner), deletedResultSchema);
    // Removal keeps history (docs/product.md §13): marked removed, its golfers' words kept for the record.
    const [removed] = await ctx.db.select().from(restrooms).where(eq(restrooms.id, byOwner.id));
    expect(removed).toMatchObject({
      status: 'removed',
      statusBeforeRemoval: 'approved',
      removedBy: owner.id,
    });
    expect(await ctx.db.select().from(reviews).where(eq(reviews.restroomId, byOwner.id))).toEqual(
      reviewsBefore,
    );
    expect(
      await ctx.db.select().from(restroomFeedback).where(eq(restroomFeedback.restroomId, byOwner.id)),
    ).toEqual(feedbackBefore);
    await expectAggregatesExact(ctx.db, course.id);
    expect((await list(course.id)).map((r: Restroom) => r._id)).toEqual([byGolfer.id]);

    await dataOf(await call(ctx, 'DELETE', `/api/restrooms/${byGolfer.id}`, admin), deletedResultSchema);
    await expectAggregatesExact(ctx.db, course.id);
    expect(await list(course.id)).toEqual([]);
    expect((await failureOf(await call(ctx, 'DELETE', `/api/restrooms/${byGolfer.id}`, admin))).status).toBe(
      404,
    );
  });
});
