/**
 * The request's one transaction (issue 19; docs/architecture.md, write path): a review write with an
 * Idempotency-Key claims, counts, writes, moves the aggregates by its delta and stores its answer in
 * one commit. What that must not change: concurrent duplicates are told "busy", refusals are kept
 * with their key and their rate-limit count, answers that are not final (401, 429, 5xx, a thrown
 * error) leave nothing behind, and the aggregates equal a recount bit for bit, however many
 * writes to one course's restrooms arrive at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, expect, it } from 'vitest';
import { requireUser } from '../../src/server/auth/guards';
import type { Database } from '../../src/server/db/client';
import { idempotencyKeys, rateLimitCounters, reviews, users } from '../../src/server/db/schema';
import { ApiError, ok } from '../../src/server/http/envelope';
import { installErrorHandling } from '../../src/server/http/errors';
import type { AppEnv } from '../../src/server/http/types';
import { idempotency, KEY_BUSY_MESSAGE } from '../../src/server/idempotency/middleware';
import { inRequestTransaction } from '../../src/server/idempotency/transaction';
import { DUPLICATE_REVIEW } from '../../src/server/reviews/service';
import { reviewResultSchema } from '../../src/shared/schemas';
import { silentLogger, testBearerChecks } from './helpers/app';
import { postJson } from './helpers/auth';
import { queryRows } from './helpers/consistency';
import { describeEachDatabase } from './helpers/databases';
import {
  call,
  createCourse,
  createUser,
  createUsers,
  dataOf,
  expectAggregatesExact,
  failureOf,
  seedRestrooms,
  seedReview,
  withRowLocked,
  type TestUser,
} from './helpers/restrooms';

const keyed = (key: string) => ({ 'Idempotency-Key': key });

/**
 * Every stored aggregate of the course and its restrooms against a recount, compared exactly (no
 * rounding): the deltas must store what refresh*Aggregates would.
 */
async function expectBitExact(db: Database, courseId: string) {
  const differing = await queryRows(
    db,
    sql`select s.id from restrooms s
        where s.course_id = ${courseId}::uuid and (s.total_reviews, s.average_rating) is distinct from (
          (select count(*)::int from reviews r where r.restroom_id = s.id),
          coalesce((select avg(r.rating)::float8 from reviews r where r.restroom_id = s.id), 0))
      union all
      select c.id from courses c
        where c.id = ${courseId}::uuid and (c.total_reviews, c.average_rating) is distinct from (
          (select count(*)::int from reviews r join restrooms rr on rr.id = r.restroom_id
            where rr.course_id = c.id and rr.status in ('pending', 'approved')),
          coalesce((select avg(r.rating)::float8 from reviews r join restrooms rr on rr.id = r.restroom_id
            where rr.course_id = c.id and rr.status in ('pending', 'approved')), 0))`,
  );
  expect(differing, 'rows whose aggregates differ from a recount').toEqual([]);
}

/** The request transaction's rules on a handler that writes a marker and then answers as told. */
function probeApp(db: Database) {
  const app = new Hono<AppEnv>();
  installErrorHandling(app, silentLogger);
  app.use('/api/*', testBearerChecks(db));
  app.use(
    '/api/*',
    idempotency(db, (method, path) => method === 'POST' && path === '/api/probe'),
  );
  const state = { answer: 201 as 201 | 409 | 429 | 'throw' };
  app.post(
    '/api/probe',
    requireUser,
    inRequestTransaction(db, async (c, tx) => {
      await tx
        .insert(rateLimitCounters)
        .values({ key: `probe:${randomUUID()}`, windowStart: new Date(), count: 1 });
      if (state.answer === 'throw') throw new Error('the write failed half way');
      if (state.answer !== 201)
        throw new ApiError(state.answer, 'invalid_input', `refused with ${state.answer}`);
      return ok(c, { done: true }, 201);
    }),
  );
  return { app, state };
}

describeEachDatabase('one transaction per write', (getCtx, kind) => {
  let course: Awaited<ReturnType<typeof createCourse>>;
  let rooms: Awaited<ReturnType<typeof seedRestrooms>>;
  let golfer: TestUser;

  beforeEach(async () => {
    const { db } = getCtx();
    course = await createCourse(db, `One Transaction ${randomUUID()}`);
    rooms = await seedRestrooms(db, [
      { courseId: course.id, name: 'Clubhouse Main', status: 'approved', isVerified: true },
      { courseId: course.id, name: 'Turn House', locationType: 'halfway-house', status: 'pending' },
      { courseId: course.id, name: 'Hole 7', locationType: 'on-course', holeNumber: 7, status: 'rejected' },
    ]);
    golfer = await createUser(getCtx().db);
  });

  const post = (as: TestUser, roomId: string, rating: number, key?: string) =>
    call(getCtx(), 'POST', `/api/restrooms/${roomId}/reviews`, as, { rating }, key ? keyed(key) : {});
  const keyRows = (key: string) =>
    getCtx().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const reviewCount = async (user: TestUser) =>
    (
      await getCtx()
        .db.select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `write:reviews:${user.id}`))
    )[0]?.count ?? 0;

  it('a burst of keyed posts, edits, deletes and resends to one course: every aggregate equals a recount exactly', async () => {
    const ctx = getCtx();
    const [approved, pending, rejected] = rooms as [(typeof rooms)[0], (typeof rooms)[0], (typeof rooms)[0]];
    const golfers = await createUsers(ctx.db, 30);
    // Earlier reviews: ten on the pending restroom, five on the one since rejected (editable and
    // deletable by their authors, never counted on the course).
    const old = [
      ...(await Promise.all(golfers.slice(0, 10).map((g, i) => seedReview(ctx.db, pending, g, 1 + (i % 5))))),
      ...(await Promise.all(
        golfers.slice(10, 15).map((g, i) => seedReview(ctx.db, rejected, g, 5 - (i % 5))),
      )),
    ];
    const writes = [
      ...golfers.map((g, i) => ({
        as: g,
        method: 'POST',
        path: `/api/restrooms/${approved.id}/reviews`,
        body: { rating: 1 + ((i * 7) % 5) },
      })),
      ...golfers.slice(15).map((g, i) => ({
        as: g,
        method: 'POST',
        path: `/api/restrooms/${pending.id}/reviews`,
        body: { rating: 1 + (i % 5) },
      })),
      ...old.map((review, i) =>
        i % 2 === 0
          ? {
              as: golfers[i]!,
              method: 'PUT',
              path: `/api/restrooms/reviews/${review.id}`,
              body: { rating: 1 + ((i * 3) % 5) },
            }
          : {
              as: golfers[i]!,
              method: 'DELETE',
              path: `/api/restrooms/reviews/${review.id}`,
              body: undefined,
            },
      ),
    ].map((write) => ({ ...write, key: randomUUID() }));
    const send = (w: (typeof writes)[number]) => call(ctx, w.method, w.path, w.as, w.body, keyed(w.key));
    // Five of them sent twice at once (a double tap): one runs, the other is busy or a replay.
    const doubled = writes.filter((_, i) => i % 11 === 0);
    // On PostgreSQL every write queues at the course lock, held elsewhere while they arrive.
    const [answers, doubles] = await withRowLocked(kind, 'courses', course.id, () =>
      Promise.all([Promise.all(writes.map(send)), Promise.all(doubled.map(send))]),
    );
    // Of each key, exactly one request ran: the other of a pair was told "busy" (it came while the
    // first held the key) or got the first's answer (it came after; the pool has ten connections).
    const byKey = new Map<string, Response[]>();
    for (const [i, res] of [...answers, ...doubles].entries()) {
      const key = (i < writes.length ? writes[i] : doubled[i - writes.length])!.key;
      byKey.set(key, [...(byKey.get(key) ?? []), res]);
    }
    for (const pair of byKey.values()) {
      const ran = pair.filter((res) => res.status < 300 && !res.headers.get('idempotent-replayed'));
      expect(ran).toHaveLength(1);
      const body = await ran[0]!.clone().text();
      for (const res of pair.filter((r) => r !== ran[0])) {
        if (res.status === 409)
          expect(await failureOf(res)).toEqual({ status: 409, message: KEY_BUSY_MESSAGE });
        else expect(await res.text()).toBe(body);
      }
    }

    await expectBitExact(ctx.db, course.id);
    await expectAggregatesExact(ctx.db, course.id);
    expect(await ctx.db.$count(reviews, eq(reviews.restroomId, approved.id))).toBe(30);

    // Every write again with its key: replayed, and nothing moves.
    const before = await ctx.db.select().from(reviews).orderBy(reviews.id);
    for (const res of await Promise.all(writes.map(send))) {
      expect(res.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await ctx.db.select().from(reviews).orderBy(reviews.id)).toEqual(before);
    await expectBitExact(ctx.db, course.id);
  });

  it('a long run of deltas on one restroom stays bit for bit equal to a recount', async () => {
    const ctx = getCtx();
    const [approved] = rooms;
    const golfers = await createUsers(ctx.db, 60);
    const ids: string[] = [];
    for (const [i, g] of golfers.entries()) {
      const res = await post(g, approved!.id, 1 + ((i * i + 3 * i) % 5));
      ids.push((await dataOf(res, reviewResultSchema, 201)).review._id);
    }
    await expectBitExact(ctx.db, course.id);
    for (const [i, id] of ids.entries()) {
      if (i % 3 === 0) await call(ctx, 'DELETE', `/api/restrooms/reviews/${id}`, golfers[i]);
      else if (i % 3 === 1)
        await call(ctx, 'PUT', `/api/restrooms/reviews/${id}`, golfers[i], { rating: 1 + (i % 5) });
    }
    await expectBitExact(ctx.db, course.id);
    for (const [i, id] of ids.entries()) {
      if (i % 3 !== 0)
        expect((await call(ctx, 'DELETE', `/api/restrooms/reviews/${id}`, golfers[i])).status).toBe(200);
    }
    await expectBitExact(ctx.db, course.id);
    const [room] = await queryRows<{ total_reviews: number; average_rating: number }>(
      ctx.db,
      sql`select total_reviews, average_rating from restrooms where id = ${approved!.id}::uuid`,
    );
    expect(room).toEqual({ total_reviews: 0, average_rating: 0 });
  });

  it('identical keyed posts at once: one runs, the others are busy (PostgreSQL) or replayed; then a replay', async () => {
    const key = randomUUID();
    const answers = await withRowLocked(kind, 'courses', course.id, () =>
      Promise.all([1, 2, 3].map(() => post(golfer, rooms[0]!.id, 4, key))),
    );
    const fresh = answers.filter((res) => res.status === 201 && !res.headers.get('idempotent-replayed'));
    expect(fresh).toHaveLength(1);
    const busy = answers.filter((res) => res.status === 409);
    if (kind === 'postgres') expect(busy).toHaveLength(2);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await failureOf(res)).toEqual({ status: 409, message: KEY_BUSY_MESSAGE });
    }
    const first = await fresh[0]!.text();
    const later = await post(golfer, rooms[0]!.id, 4, key);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await later.text()).toBe(first);
    expect(await getCtx().db.$count(reviews, eq(reviews.userId, golfer.id))).toBe(1);
  });

  it('a refused keyed post is kept with its key and counted, as one without a key is', async () => {
    await seedReview(getCtx().db, rooms[0]!, golfer, 3);
    expect(await failureOf(await post(golfer, rooms[0]!.id, 4))).toEqual({
      status: 409,
      message: DUPLICATE_REVIEW,
    });
    expect(await reviewCount(golfer)).toBe(1);
    const key = randomUUID();
    expect(await failureOf(await post(golfer, rooms[0]!.id, 4, key))).toEqual({
      status: 409,
      message: DUPLICATE_REVIEW,
    });
    expect(await reviewCount(golfer)).toBe(2);
    expect(await keyRows(key)).toEqual([expect.objectContaining({ state: 'done', statusCode: 409 })]);
    // The rejected restroom's 404 too.
    const gone = randomUUID();
    expect((await post(golfer, rooms[2]!.id, 4, gone)).status).toBe(404);
    expect(await keyRows(gone)).toEqual([expect.objectContaining({ state: 'done', statusCode: 404 })]);
    expect(await reviewCount(golfer)).toBe(3);
  });

  it('a post whose account is gone (401) keeps nothing: no key, no count, no review', async () => {
    const ctx = getCtx();
    const leaving = await createUser(ctx.db);
    await ctx.db.delete(users).where(eq(users.id, leaving.id));
    const key = randomUUID();
    expect((await post(leaving, rooms[0]!.id, 4, key)).status).toBe(401);
    expect(await keyRows(key)).toEqual([]);
    expect(await reviewCount(leaving)).toBe(0);
    const quota = await ctx.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `idempotency:user:${leaving.id}`));
    expect(quota).toEqual([]);
    await expectBitExact(ctx.db, course.id);
  });

  it('the transaction commits final answers and rolls back the rest, marker and key alike', async () => {
    const ctx = getCtx();
    const { app, state } = probeApp(ctx.db);
    const markers = () => ctx.db.$count(rateLimitCounters, like(rateLimitCounters.key, 'probe:%'));
    const send = (key?: string) =>
      app.request('/api/probe', postJson({ n: 1 }, { ...golfer.headers, ...(key ? keyed(key) : {}) }));
    const start = await markers();

    for (const keyedRun of [true, false]) {
      const at = await markers();
      const keyOf = () => (keyedRun ? randomUUID() : undefined);
      state.answer = 'throw';
      const thrown = keyOf();
      expect((await send(thrown)).status).toBe(500);
      state.answer = 429;
      const limited = keyOf();
      expect((await send(limited)).status).toBe(429);
      expect(await markers()).toBe(at);
      if (thrown && limited) {
        expect(await keyRows(thrown)).toEqual([]);
        expect(await keyRows(limited)).toEqual([]);
      }
      state.answer = 409;
      const refused = keyOf();
      expect((await send(refused)).status).toBe(409);
      state.answer = 201;
      const done = keyOf();
      expect((await send(done)).status).toBe(201);
      expect(await markers()).toBe(at + 2);
      if (refused && done) {
        const hash = createHash('sha256')
          .update(JSON.stringify({ n: 1 }))
          .digest('hex');
        const kept = await ctx.db
          .select({ status: idempotencyKeys.statusCode, state: idempotencyKeys.state })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.requestHash, hash), eq(idempotencyKeys.userId, golfer.id)));
        expect(kept.map((row) => row.status).sort()).toEqual([201, 409]);
        // Resent: answered from the key, the handler not run again.
        expect((await send(done)).headers.get('idempotent-replayed')).toBe('true');
        expect(await markers()).toBe(at + 2);
      }
    }
    expect(await markers()).toBe(start + 4);
  });
});
