/**
 * Idempotency-Key on writes (docs/decisions.md §2, §6): a resent write gets the first answer and writes
 * nothing; the same key for another request is a 422; concurrent duplicates write once; keys are
 * per user; refusals are kept, our failures are not; keys expire after 24 hours.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { idempotencyKeys, restrooms, reviews } from '../../src/server/db/schema';
import { ok } from '../../src/server/http/envelope';
import { INTERNAL_ERROR_MESSAGE, installErrorHandling } from '../../src/server/http/errors';
import type { AppEnv } from '../../src/server/http/types';
import {
  idempotency,
  KEY_BUSY_MESSAGE,
  KEY_REUSED_MESSAGE,
  MALFORMED_KEY_MESSAGE,
  KEYS_PER_USER,
  MAX_KEYED_URL_LENGTH,
  MAX_STORED_ANSWER_BYTES,
} from '../../src/server/idempotency/middleware';
import { sweepExpiredKeys } from '../../src/server/idempotency/service';
import { DUPLICATE_PENDING_RESTROOM } from '../../src/server/restrooms/service';
import { DUPLICATE_REVIEW } from '../../src/server/reviews/service';
import { restroomResultSchema, reviewResultSchema } from '../../src/shared/schemas';
import { silentLogger, testBearerChecks } from './helpers/app';
import { PASSWORD, postJson, register } from './helpers/auth';
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
  seedRestroom,
  seedReview,
  withRowLocked,
  type TestUser,
} from './helpers/restrooms';

const keyed = (key: string) => ({ 'Idempotency-Key': key });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The idempotency middleware in front of a handler that fails on demand (never in production). */
function probeApp(db: Database, padding = '') {
  const app = new Hono<AppEnv>();
  installErrorHandling(app, silentLogger);
  app.use('/api/*', testBearerChecks(db));
  app.use(
    '/api/*',
    idempotency(db, (method, path) => method === 'POST' && path === '/api/probe'),
  );
  const state = { calls: 0, failWith: undefined as 'throw' | 503 | undefined };
  app.post('/api/probe', async (c) => {
    state.calls += 1;
    if (state.failWith === 'throw') throw new Error('the database went away');
    if (state.failWith === 503) return c.json({ success: false, message: 'Try later' }, 503);
    return ok(c, { call: state.calls, ...(padding ? { padding } : {}) }, 201);
  });
  return { app, state };
}

const countKeys = async (db: Database) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys))[0]!.n;

describeEachDatabase('idempotency keys', (getCtx, kind) => {
  let course: Awaited<ReturnType<typeof createCourse>>;
  let restroom: Awaited<ReturnType<typeof seedRestroom>>;
  let golfer: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    const { db } = getCtx();
    course = await createCourse(db);
    restroom = await seedRestroom(db, { courseId: course.id });
    golfer = await createUser(db, 'regular');
    other = await createUser(db, 'regular');
  });

  const reviewPath = () => `/api/restrooms/${restroom.id}/reviews`;
  const postReview = (
    as: TestUser | undefined,
    key: string,
    body: unknown = { rating: 4, comment: 'Clean' },
  ) => call(getCtx(), 'POST', reviewPath(), as, body, keyed(key));
  const reviewCount = () => getCtx().db.$count(reviews, eq(reviews.restroomId, restroom.id));
  const keyRows = (key: string) =>
    getCtx().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('a resent review POST answers the same 201 body, marked replayed, and writes one row', async () => {
    const key = randomUUID();
    const first = await postReview(golfer, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = await first.text();

    for (let i = 0; i < 2; i += 1) {
      const again = await postReview(golfer, key.toUpperCase());
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('content-type')).toContain('application/json');
      expect(await again.text()).toBe(firstBody);
    }
    expect(await reviewCount()).toBe(1);
    await expectAggregatesExact(getCtx().db, course.id);
    expect(await keyRows(key)).toEqual([
      expect.objectContaining({
        userId: golfer.id,
        method: 'POST',
        path: reviewPath(),
        requestHash: sha256(JSON.stringify({ rating: 4, comment: 'Clean' })),
        state: 'done',
        statusCode: 201,
        responseBody: firstBody,
      }),
    ]);
  });

  it('the same key for another body, path or method is a 422 and writes nothing; the first answer stays', async () => {
    const ctx = getCtx();
    const key = randomUUID();
    const firstBody = await (await postReview(golfer, key)).text();
    const sibling = await seedRestroom(ctx.db, { courseId: course.id, name: 'Turn House' });
    const misuses = [
      postReview(golfer, key, { rating: 1 }),
      call(
        ctx,
        'POST',
        `/api/restrooms/${sibling.id}/reviews`,
        golfer,
        { rating: 4, comment: 'Clean' },
        keyed(key),
      ),
      call(ctx, 'DELETE', `/api/restrooms/${restroom.id}/feedback`, golfer, undefined, keyed(key)),
    ];
    for (const res of await Promise.all(misuses)) {
      expect(await failureOf(res)).toEqual({ status: 422, message: KEY_REUSED_MESSAGE });
    }
    expect(await reviewCount()).toBe(1);
    expect(await ctx.db.$count(reviews, eq(reviews.restroomId, sibling.id))).toBe(0);
    const again = await postReview(golfer, key);
    expect(await again.text()).toBe(firstBody);
  });

  it('a key that is not a UUID is a 400 and writes nothing; reads ignore the header', async () => {
    for (const key of ['abc', '', `${randomUUID()}x`]) {
      expect(await failureOf(await postReview(golfer, key))).toEqual({
        status: 400,
        message: MALFORMED_KEY_MESSAGE,
      });
    }
    expect(await reviewCount()).toBe(0);
    const read = await call(getCtx(), 'GET', reviewPath(), undefined, undefined, keyed('not-a-uuid'));
    expect(read.status).toBe(200);
  });

  it('concurrent identical requests write exactly once: the others are told it is in progress', async () => {
    const ctx = getCtx();
    const key = randomUUID();
    const body = restroomBody(course.id, { name: 'Turn House', locationType: 'halfway-house' });
    // On PostgreSQL the first request is held at the course lock while the others arrive.
    const answers = await withRowLocked(kind, 'courses', course.id, () =>
      Promise.all([1, 2, 3].map(() => call(ctx, 'POST', '/api/restrooms', golfer, body, keyed(key)))),
    );
    const created = answers.filter((res) => res.status === 201);
    const busy = answers.filter((res) => res.status === 409);
    expect(created.length + busy.length).toBe(3);
    expect(created.length).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres') expect(busy).toHaveLength(2);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await failureOf(res)).toEqual({ status: 409, message: KEY_BUSY_MESSAGE });
    }
    const ids = new Set(
      await Promise.all(
        created.map(async (res) => (await dataOf(res, restroomResultSchema, 201)).restroom._id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(
      await ctx.db.$count(
        restrooms,
        and(eq(restrooms.courseId, course.id), eq(restrooms.name, 'Turn House')),
      ),
    ).toBe(1);
    // Once done, a resend gets the answer.
    const later = await call(ctx, 'POST', '/api/restrooms', golfer, body, keyed(key));
    expect((await dataOf(later, restroomResultSchema, 201)).restroom._id).toBe([...ids][0]);
  });

  it("a key belongs to its user: another user's same key and body runs their own write", async () => {
    const key = randomUUID();
    const mine = (await dataOf(await postReview(golfer, key), reviewResultSchema, 201)).review;
    const res = await postReview(other, key);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const theirs = (await dataOf(res, reviewResultSchema, 201)).review;
    expect(theirs.userId).toBe(other.id);
    expect(theirs._id).not.toBe(mine._id);
    expect(await reviewCount()).toBe(2);
    expect((await keyRows(key)).map((row) => row.userId).sort()).toEqual([golfer.id, other.id].sort());
  });

  it('a refused write is kept and refused the same way when resent', async () => {
    const ctx = getCtx();
    const existing = await seedReview(ctx.db, restroom, golfer, 3);
    const key = randomUUID();
    expect(await failureOf(await postReview(golfer, key))).toEqual({
      status: 409,
      message: DUPLICATE_REVIEW,
    });
    // Even once the reason has gone, the resend gets the first answer and writes nothing.
    await ctx.db.delete(reviews).where(eq(reviews.id, existing.id));
    const again = await postReview(golfer, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await failureOf(again)).toEqual({ status: 409, message: DUPLICATE_REVIEW });
    expect(await reviewCount()).toBe(0);
  });

  it('a 401 is not kept: once signed in, the same key runs the write', async () => {
    const key = randomUUID();
    const expired = { authorization: 'Bearer not.a.token' };
    expect(
      (await call(getCtx(), 'POST', reviewPath(), undefined, { rating: 4 }, { ...expired, ...keyed(key) }))
        .status,
    ).toBe(401);
    expect((await postReview(undefined, key, { rating: 4 })).status).toBe(401);
    expect(await keyRows(key)).toEqual([]);
    expect((await postReview(golfer, key, { rating: 4 })).status).toBe(201);
  });

  it('a 5xx or a thrown error is not kept: the resend runs afresh, and is then replayed', async () => {
    const { app, state } = probeApp(getCtx().db);
    const key = randomUUID();
    const send = () =>
      app.request('/api/probe', postJson({ note: 'x' }, { ...golfer.headers, ...keyed(key) }));

    state.failWith = 'throw';
    const thrown = await send();
    expect(await failureOf(thrown)).toEqual({ status: 500, message: INTERNAL_ERROR_MESSAGE });
    expect(await keyRows(key)).toEqual([]);

    state.failWith = 503;
    expect((await send()).status).toBe(503);
    expect(await keyRows(key)).toEqual([]);

    state.failWith = undefined;
    const done = await send();
    expect(done.status).toBe(201);
    expect(await done.json()).toEqual({ success: true, data: { call: 3 } });
    const replayed = await send();
    expect(await replayed.json()).toEqual({ success: true, data: { call: 3 } });
    expect(state.calls).toBe(3);
  });

  it('keys older than 24 h are swept, and an expired key is a fresh key', async () => {
    const ctx = getCtx();
    const [oldKey, expiredKey, freshKey] = [randomUUID(), randomUUID(), randomUUID()];
    const body = (name: string) => restroomBody(course.id, { name });
    const add = (key: string, name: string) =>
      call(ctx, 'POST', '/api/restrooms', golfer, body(name), keyed(key));
    await add(oldKey, 'Clubhouse Main');
    await dataOf(await add(expiredKey, 'Turn House'), restroomResultSchema, 201);
    await add(freshKey, 'Halfway House');
    const age = (key: string, hours: number) =>
      ctx.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(idempotencyKeys.key, key));
    await age(oldKey, 25);
    await age(expiredKey, 25);
    await age(freshKey, 23);

    // Not swept yet, but expired: the resend is a new request. It runs afresh, so the duplicate
    // check sees the first restroom (a replay would have answered that first 201 again).
    const again = await add(expiredKey, 'Turn House');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await failureOf(again)).toEqual({ status: 409, message: DUPLICATE_PENDING_RESTROOM });

    // About one claim in 100 sweeps by itself (the resend above may already have taken the old
    // key), so what is asserted is the outcome: after a sweep the old key is gone.
    await sweepExpiredKeys(ctx.db);
    expect(await keyRows(oldKey)).toEqual([]);
    expect(await keyRows(freshKey)).toHaveLength(1);
    expect(await keyRows(expiredKey)).toHaveLength(1); // the new one
    const stillThere = await add(freshKey, 'Halfway House');
    expect(stillThere.headers.get('idempotent-replayed')).toBe('true');
  });

  it('an in-progress key is busy (409, Retry-After) until its lease lapses, then a resend takes it over', async () => {
    const ctx = getCtx();
    const key = randomUUID();
    const body = { rating: 5 };
    await ctx.db.insert(idempotencyKeys).values({
      key,
      userId: golfer.id,
      method: 'POST',
      path: reviewPath(),
      requestHash: sha256(JSON.stringify(body)),
    });
    const busy = await postReview(golfer, key, body);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await failureOf(busy)).toEqual({ status: 409, message: KEY_BUSY_MESSAGE });
    expect(await reviewCount()).toBe(0);

    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, golfer.id)));
    expect((await postReview(golfer, key, body)).status).toBe(201);
    expect(await reviewCount()).toBe(1);
  });

  it('covers PUT and DELETE too (a resent approve or delete is not a 409 or 404); /api/auth is left alone', async () => {
    const ctx = getCtx();
    const owner = await createUser(ctx.db, 'course_owner');
    await assignOwner(ctx.db, course.id, owner);
    const approveKey = randomUUID();
    const approve = () =>
      call(
        ctx,
        'PUT',
        `/api/owner/submissions/${restroom.id}`,
        owner,
        { action: 'approve' },
        keyed(approveKey),
      );
    const approved = await approve();
    expect(approved.status).toBe(200);
    const approvedBody = await approved.text();
    const resent = await approve();
    expect(resent.status).toBe(200);
    expect(await resent.text()).toBe(approvedBody);
    // Without the key, deciding twice is a 409.
    expect(
      (await call(ctx, 'PUT', `/api/owner/submissions/${restroom.id}`, owner, { action: 'approve' })).status,
    ).toBe(409);

    const review = await seedReview(ctx.db, restroom, golfer, 2);
    const deleteKey = randomUUID();
    const remove = () =>
      call(ctx, 'DELETE', `/api/restrooms/reviews/${review.id}`, golfer, undefined, keyed(deleteKey));
    expect((await remove()).status).toBe(200);
    const removedAgain = await remove();
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.headers.get('idempotent-replayed')).toBe('true');

    const loginKey = randomUUID();
    const { user } = await register(ctx.request);
    const login = await ctx.request(
      '/api/auth/login',
      postJson({ email: user.email, password: PASSWORD }, keyed(loginKey)),
    );
    expect(login.status).toBe(200);
    expect(await keyRows(loginKey)).toEqual([]);
  });

  it('keeps nothing for anonymous callers or paths that are not routes (the header is ignored)', async () => {
    const ctx = getCtx();
    const before = await countKeys(ctx.db);
    for (let i = 0; i < 20; i += 1) {
      // The attack on the landed build: anonymous posts with fresh keys to made-up paths and queries.
      const junk = await ctx.request(
        `/api/no-such-route-${i}?filler=${'x'.repeat(500)}`,
        postJson({ padding: 'y'.repeat(1000) }, keyed(randomUUID())),
      );
      expect(junk.status).toBe(404);
      const signedInJunk = await call(ctx, 'POST', `/api/nothing/${i}`, golfer, {}, keyed(randomUUID()));
      expect(signedInJunk.status).toBe(404);
      // An anonymous write to a real route is refused by its guard, and its key is not kept either.
      expect((await postReview(undefined, randomUUID(), { rating: 4 })).status).toBe(401);
    }
    expect(await countKeys(ctx.db)).toBe(before);
    // A malformed key from an anonymous caller is no longer even read.
    expect((await postReview(undefined, 'not-a-uuid', { rating: 4 })).status).toBe(401);
  });

  it('caps what is kept: long addresses refused, large answers not kept, 300 keys per user per hour', async () => {
    const ctx = getCtx();
    const long = await call(
      ctx,
      'POST',
      `${reviewPath()}?${'q'.repeat(MAX_KEYED_URL_LENGTH)}`,
      golfer,
      { rating: 4 },
      keyed(randomUUID()),
    );
    expect(long.status).toBe(414);

    const { app, state } = probeApp(ctx.db, 'y'.repeat(MAX_STORED_ANSWER_BYTES));
    const key = randomUUID();
    const send = () => app.request('/api/probe', postJson({}, { ...golfer.headers, ...keyed(key) }));
    expect((await send()).status).toBe(201);
    expect(await keyRows(key)).toEqual([]);
    expect((await send()).status).toBe(201);
    expect(state.calls).toBe(2);

    const writer = await createUser(ctx.db);
    const small = probeApp(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < KEYS_PER_USER.limit + 2; i += 1) {
      const res = await small.app.request(
        '/api/probe',
        postJson({}, { ...writer.headers, ...keyed(randomUUID()) }),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(KEYS_PER_USER.limit);
    const refused = statuses.slice(KEYS_PER_USER.limit);
    expect(refused).toEqual([429, 429]);
  }, 60_000);
});
