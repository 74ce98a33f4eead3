/**
 * Per-user write rate limits (issue 8): review writes, restroom submissions and feedback are
 * counted per user in the database's fixed windows; one over the budget is a 429 with the
 * envelope's message and Retry-After, and writes nothing. Small budgets are configured here
 * (WRITE_RATE_LIMIT_* in production); one test runs the shipped defaults.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { WRITE_RATE_LIMITED_MESSAGES } from '../../src/server/auth/rate-limit-writes';
import type { WriteRateLimits } from '../../src/server/config';
import { restroomFeedback, restrooms, reviews } from '../../src/server/db/schema';
import { WRITE_RATE_LIMITS } from '../../src/shared/constants';
import { restroomResultSchema, reviewResultSchema } from '../../src/shared/schemas';
import { buildApp } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { awayFromWindowEdge } from './helpers/rate-limit-windows';
import {
  call,
  createCourse,
  createUser,
  dataOf,
  expectAggregatesExact,
  failureOf,
  restroomBody,
  seedRestrooms,
  snapshot,
  type TestUser,
} from './helpers/restrooms';

const SMALL: WriteRateLimits = { reviews: 3, restrooms: 2, feedback: 4, reports: 2 };

/** The same database behind an app with these limits (another process, as far as counting goes). */
function withLimits(ctx: TestContext, limits: Partial<WriteRateLimits>): TestContext {
  const app = buildApp(ctx.handle, { config: { writeRateLimits: { ...SMALL, ...limits } } });
  return { ...ctx, app, request: async (path, init) => app.request(path, init) };
}

describeEachDatabase('per-user write rate limits', (getCtx) => {
  let course: Awaited<ReturnType<typeof createCourse>>;
  let rooms: Awaited<ReturnType<typeof seedRestrooms>>;
  let golfer: TestUser;

  // The write windows (10 and 60 minutes) are multiples of the shortest: its edges are all of theirs.
  const shortestWindow = Math.min(...Object.values(WRITE_RATE_LIMITS).map((rule) => rule.windowSeconds));

  beforeEach(async () => {
    await awayFromWindowEdge(shortestWindow);
    const { db } = getCtx();
    course = await createCourse(db, `Limits ${Math.random()}`);
    rooms = await seedRestrooms(
      db,
      Array.from({ length: 24 }, (_, i) => ({ courseId: course.id, name: `Room ${i}` })),
    );
    golfer = await createUser(db);
  });

  const review = (ctx: TestContext, as: TestUser, i: number, headers: Record<string, string> = {}) =>
    call(ctx, 'POST', `/api/restrooms/${rooms[i]!.id}/reviews`, as, { rating: 4 }, headers);

  async function expectLimited(res: Response, message: string, windowSeconds: number) {
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(await failureOf(res)).toEqual({ status: 429, message });
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('reviews: the budget, then a 429 with Retry-After that writes nothing; edits count, other users do not share it', async () => {
    const ctx = withLimits(getCtx(), {});
    const first = await dataOf(await review(ctx, golfer, 0), reviewResultSchema, 201);
    await dataOf(await review(ctx, golfer, 1), reviewResultSchema, 201);
    // An edit is a review write too.
    const edit = call(ctx, 'PUT', `/api/restrooms/reviews/${first.review._id}`, golfer, { rating: 2 });
    await dataOf(await edit, reviewResultSchema);

    const before = await snapshot(ctx.db);
    await expectLimited(
      await review(ctx, golfer, 2),
      WRITE_RATE_LIMITED_MESSAGES.reviews,
      WRITE_RATE_LIMITS.reviews.windowSeconds,
    );
    expect(await snapshot(ctx.db)).toEqual(before);

    const neighbour = await createUser(ctx.db);
    await dataOf(await review(ctx, neighbour, 2), reviewResultSchema, 201);
    await expectAggregatesExact(ctx.db, course.id);
  });

  it('over the budget the answer is the 429, whatever the write sent beside the count would have answered', async () => {
    // The count travels with the write's first statement (countedWrite) and is judged first; the
    // 429 rolls back what the write did meanwhile.
    const ctx = withLimits(getCtx(), {});
    for (let i = 0; i < SMALL.reviews; i++)
      await dataOf(await review(ctx, golfer, i), reviewResultSchema, 201);
    const before = await snapshot(ctx.db);
    // Within the budget, a second review of room 0 would be a 409 and a first one of another room a 201.
    for (const i of [0, SMALL.reviews]) {
      await expectLimited(
        await review(ctx, golfer, i, { 'Idempotency-Key': randomUUID() }),
        WRITE_RATE_LIMITED_MESSAGES.reviews,
        WRITE_RATE_LIMITS.reviews.windowSeconds,
      );
    }
    expect(await snapshot(ctx.db)).toEqual(before);
    await expectAggregatesExact(ctx.db, course.id);
  });

  it('malformed reviews are refused with their 400 and do not spend the budget', async () => {
    const ctx = withLimits(getCtx(), {});
    for (let i = 0; i < 5; i++) {
      const res = await call(ctx, 'POST', `/api/restrooms/${rooms[0]!.id}/reviews`, golfer, { rating: 9 });
      expect((await failureOf(res)).status).toBe(400);
    }
    for (let i = 0; i < SMALL.reviews; i++)
      await dataOf(await review(ctx, golfer, i), reviewResultSchema, 201);
    expect((await failureOf(await review(ctx, golfer, SMALL.reviews))).status).toBe(429);
  });

  it('review writes to a restroom or review that does not exist are refused with their 404 and counted', async () => {
    // The count travels with the course lock's statement, which finds no course here: it still
    // counts, as a well-formed write does; an id that is not a UUID is counted on its own.
    const ctx = withLimits(getCtx(), {});
    const missing = [
      call(ctx, 'POST', `/api/restrooms/${randomUUID()}/reviews`, golfer, { rating: 4 }),
      call(ctx, 'PUT', '/api/restrooms/reviews/not-a-uuid', golfer, { rating: 4 }),
    ];
    for (const res of missing) expect((await failureOf(await res)).status).toBe(404);
    for (let i = 2; i < SMALL.reviews; i++)
      await dataOf(await review(ctx, golfer, i), reviewResultSchema, 201);
    await expectLimited(
      await review(ctx, golfer, SMALL.reviews),
      WRITE_RATE_LIMITED_MESSAGES.reviews,
      WRITE_RATE_LIMITS.reviews.windowSeconds,
    );
  });

  it('an outbox resending the same Idempotency-Key is answered from the key, not counted again', async () => {
    const ctx = withLimits(getCtx(), {});
    const key = { 'Idempotency-Key': randomUUID() };
    for (let i = 0; i < 4; i++) expect((await review(ctx, golfer, 0, key)).status).toBe(201);
    await dataOf(await review(ctx, golfer, 1), reviewResultSchema, 201);
    await dataOf(await review(ctx, golfer, 2), reviewResultSchema, 201);
    // The 429 is not stored with its key: after the wait, the same resend runs afresh.
    const limitedKey = { 'Idempotency-Key': randomUUID() };
    expect((await review(ctx, golfer, 3, limitedKey)).status).toBe(429);
    const later = withLimits(getCtx(), { reviews: 10 });
    expect((await review(later, golfer, 3, limitedKey)).status).toBe(201);
  });

  it('restroom submissions and feedback have their own budgets and messages', async () => {
    const ctx = withLimits(getCtx(), {});
    const names = ['Clubhouse Main', 'Turn House', 'Clubhouse Pro Shop'];
    const submit = (name: string) =>
      call(ctx, 'POST', '/api/restrooms', golfer, restroomBody(course.id, { name }));
    await dataOf(await submit(names[0]!), restroomResultSchema, 201);
    await dataOf(await submit(names[1]!), restroomResultSchema, 201);
    await expectLimited(
      await submit(names[2]!),
      WRITE_RATE_LIMITED_MESSAGES.restrooms,
      WRITE_RATE_LIMITS.restrooms.windowSeconds,
    );
    const submitted = await ctx.db.select().from(restrooms).where(eq(restrooms.submittedBy, golfer.id));
    expect(submitted.map((r) => r.name).sort()).toEqual([names[0], names[1]].sort());

    // Feedback: mark, switch, remove, mark: four writes; the fifth is refused.
    const room = rooms[5]!.id;
    for (const [method, path] of [
      ['POST', `/api/restrooms/${room}/feedback/helpful`],
      ['POST', `/api/restrooms/${room}/feedback/invalid`],
      ['DELETE', `/api/restrooms/${room}/feedback`],
      ['POST', `/api/restrooms/${room}/feedback/helpful`],
    ] as const) {
      expect((await call(ctx, method, path, golfer)).status).toBe(200);
    }
    await expectLimited(
      await call(ctx, 'POST', `/api/restrooms/${room}/feedback/invalid`, golfer),
      WRITE_RATE_LIMITED_MESSAGES.feedback,
      WRITE_RATE_LIMITS.feedback.windowSeconds,
    );
    const [kept] = await ctx.db.select().from(restroomFeedback).where(eq(restroomFeedback.userId, golfer.id));
    expect(kept?.kind).toBe('helpful');
    // Reviews were not touched by any of it.
    await dataOf(await review(ctx, golfer, 6), reviewResultSchema, 201);
  });

  it('counters live in the database: two app instances share one budget', async () => {
    const a = withLimits(getCtx(), {});
    const b = withLimits(getCtx(), {});
    await dataOf(await review(a, golfer, 0), reviewResultSchema, 201);
    await dataOf(await review(b, golfer, 1), reviewResultSchema, 201);
    await dataOf(await review(a, golfer, 2), reviewResultSchema, 201);
    expect((await failureOf(await review(b, golfer, 3))).status).toBe(429);
  });

  it('admins are exempt; a limit of 0 switches that limit off', async () => {
    const ctx = withLimits(getCtx(), {});
    const admin = await createUser(ctx.db, 'admin');
    for (let i = 0; i < SMALL.reviews + 2; i++) {
      await dataOf(await review(ctx, admin, i), reviewResultSchema, 201);
    }
    const unlimited = withLimits(getCtx(), { reviews: 0 });
    for (let i = 0; i < SMALL.reviews + 2; i++) {
      await dataOf(await review(unlimited, golfer, i), reviewResultSchema, 201);
    }
  });

  it(`the shipped default: ${WRITE_RATE_LIMITS.reviews.limit} reviews per ${WRITE_RATE_LIMITS.reviews.windowSeconds / 60} minutes`, async () => {
    const ctx = getCtx();
    const limit = WRITE_RATE_LIMITS.reviews.limit;
    for (let i = 0; i < limit; i++) await dataOf(await review(ctx, golfer, i), reviewResultSchema, 201);
    expect((await failureOf(await review(ctx, golfer, limit))).status).toBe(429);
    const [written] = await ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.userId, golfer.id));
    expect(written?.n).toBe(limit);
  });
});
