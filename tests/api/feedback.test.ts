/**
 * Helpful / invalid feedback (docs/product.md §4, §7): POST …/feedback/helpful and …/invalid, DELETE
 * …/feedback, GET …/feedback/status. none → helpful, helpful → invalid directly, removing goes
 * back to none; each write answers the restroom with its tallies; anonymous writes are a 401.
 */
import { beforeEach, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE } from '../../src/server/auth/guards';
import { feedbackStatusResultSchema, restroomResultSchema } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import {
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

const UNKNOWN_ID = '7d1f4b7e-3c1a-4c55-9a57-3f1de0d9e0aa';

describeEachDatabase('restroom feedback', (getCtx) => {
  let restroom: Awaited<ReturnType<typeof seedRestroom>>;
  let golfer: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    const { db } = getCtx();
    const course = await createCourse(db);
    restroom = await seedRestroom(db, { courseId: course.id });
    golfer = await createUser(db);
    other = await createUser(db);
  });

  const mark = async (as: TestUser, kind: 'helpful' | 'invalid', id = restroom.id) =>
    (
      await dataOf(
        await call(getCtx(), 'POST', `/api/restrooms/${id}/feedback/${kind}`, as),
        restroomResultSchema,
      )
    ).restroom;
  const remove = async (as: TestUser) =>
    (
      await dataOf(
        await call(getCtx(), 'DELETE', `/api/restrooms/${restroom.id}/feedback`, as),
        restroomResultSchema,
      )
    ).restroom;
  const statusOf = async (as?: TestUser) =>
    (
      await dataOf(
        await call(getCtx(), 'GET', `/api/restrooms/${restroom.id}/feedback/status`, as),
        feedbackStatusResultSchema,
      )
    ).status;

  it('none → helpful → invalid (directly) → removed → none, with the tallies in every answer', async () => {
    expect(await statusOf(golfer)).toBe('none');

    const helpful = await mark(golfer, 'helpful');
    expect(helpful).toMatchObject({ _id: restroom.id, name: restroom.name, status: 'pending' });
    expect(helpful.feedback).toEqual({
      helpful: { count: 1, users: [golfer.id] },
      invalid: { count: 0, users: [] },
    });
    expect(await statusOf(golfer)).toBe('helpful');

    const switched = await mark(golfer, 'invalid');
    expect(switched.feedback).toEqual({
      helpful: { count: 0, users: [] },
      invalid: { count: 1, users: [golfer.id] },
    });
    expect(await statusOf(golfer)).toBe('invalid');

    const removed = await remove(golfer);
    expect(removed.feedback).toEqual({ helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } });
    expect(await statusOf(golfer)).toBe('none');
  });

  it('counts each user once, keeps users apart, and marking the same kind twice changes nothing', async () => {
    await mark(golfer, 'helpful');
    const again = await mark(golfer, 'helpful');
    expect(again.feedback.helpful).toEqual({ count: 1, users: [golfer.id] });
    const both = await mark(other, 'invalid');
    expect(both.feedback).toEqual({
      helpful: { count: 1, users: [golfer.id] },
      invalid: { count: 1, users: [other.id] },
    });
    expect(await statusOf(golfer)).toBe('helpful');
    expect(await statusOf(other)).toBe('invalid');
    // Removing feedback one never gave is not an error, and leaves the others' alone.
    const third = await createUser(getCtx().db);
    expect((await remove(third)).feedback).toEqual(both.feedback);
    await expectAggregatesExact(getCtx().db, restroom.courseId);
  });

  it('anonymous: writes are a 401 and change nothing; status is "none"', async () => {
    const ctx = getCtx();
    await mark(golfer, 'helpful');
    const before = await snapshot(ctx.db);
    for (const [method, path] of [
      ['POST', 'feedback/helpful'],
      ['POST', 'feedback/invalid'],
      ['DELETE', 'feedback'],
    ] as const) {
      expect(await failureOf(await call(ctx, method, `/api/restrooms/${restroom.id}/${path}`))).toEqual({
        status: 401,
        message: AUTH_REQUIRED_MESSAGE,
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
    expect(await statusOf()).toBe('none');
  });

  it('a rejected, unknown or malformed restroom is a 404 for every feedback call', async () => {
    const ctx = getCtx();
    const rejected = await seedRestroom(ctx.db, {
      courseId: restroom.courseId,
      status: 'rejected',
      rejectionReason: 'x',
    });
    for (const id of [rejected.id, UNKNOWN_ID, 'nope']) {
      for (const [method, path] of [
        ['POST', 'feedback/helpful'],
        ['POST', 'feedback/invalid'],
        ['DELETE', 'feedback'],
        ['GET', 'feedback/status'],
      ] as const) {
        expect(await failureOf(await call(ctx, method, `/api/restrooms/${id}/${path}`, golfer))).toEqual({
          status: 404,
          message: 'Restroom not found',
        });
      }
    }
  });
});
