/**
 * Limits (issue 8): text lengths from src/shared/constants (the same shared schemas the forms use,
 * so the messages match), characters no stored text may hold, pagination caps, the 1 MB body
 * limit on every write route, and JSON-only write bodies.
 */
import { beforeAll, expect, it } from 'vitest';
import { JSON_CONTENT_TYPE_MESSAGE } from '../../src/server/http/validate';
import { PAGINATION, TEXT_LIMITS } from '../../src/shared/constants';
import { courseListResultSchema, restroomResultSchema, reviewResultSchema } from '../../src/shared/schemas';
import { insertCourses } from './helpers/courses';
import { describeEachDatabase } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  restroomBody,
  seedRestroom,
  snapshot,
  type TestUser,
} from './helpers/restrooms';

/** Every write route under /api, with ids that exist or not: the body limit comes first either way. */
const WRITE_ROUTES: [string, string][] = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/admin/users'],
  ['POST', '/api/admin/courses/00000000-0000-4000-8000-000000000000/owners'],
  ['DELETE', '/api/admin/courses/00000000-0000-4000-8000-000000000000/owners/x'],
  ['POST', '/api/courses'],
  ['PUT', '/api/courses/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/courses/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/restrooms'],
  ['DELETE', '/api/restrooms/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/restrooms/00000000-0000-4000-8000-000000000000/feedback/helpful'],
  ['POST', '/api/restrooms/00000000-0000-4000-8000-000000000000/feedback/invalid'],
  ['DELETE', '/api/restrooms/00000000-0000-4000-8000-000000000000/feedback'],
  ['POST', '/api/restrooms/00000000-0000-4000-8000-000000000000/reviews'],
  ['PUT', '/api/restrooms/reviews/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/restrooms/reviews/00000000-0000-4000-8000-000000000000'],
  ['PUT', '/api/owner/submissions/00000000-0000-4000-8000-000000000000'],
];

describeEachDatabase('limits', (getCtx) => {
  let golfer: TestUser;
  let owner: TestUser;
  let course: Awaited<ReturnType<typeof createCourse>>;
  let room: Awaited<ReturnType<typeof seedRestroom>>;

  beforeAll(async () => {
    const { db } = getCtx();
    golfer = await createUser(db);
    owner = await createUser(db, 'course_owner');
    course = await createCourse(db, 'Limits Links');
    await assignOwner(db, course.id, owner);
    room = await seedRestroom(db, { courseId: course.id, name: 'Clubhouse Main' });
  });

  const bodyOf = async (res: Response) =>
    (await res.json()) as { success: boolean; message: string; errors?: { path: string; message: string }[] };

  it(`restroom names: ${TEXT_LIMITS.restroomName} characters pass, one more is a 400 naming the field`, async () => {
    const ctx = getCtx();
    const longest = `Hole 5 ${'x'.repeat(TEXT_LIMITS.restroomName - 7)}`;
    const ok = await call(ctx, 'POST', '/api/restrooms', golfer, restroomBody(course.id, { name: longest }));
    expect((await dataOf(ok, restroomResultSchema, 201)).restroom.name).toHaveLength(
      TEXT_LIMITS.restroomName,
    );

    const before = await snapshot(ctx.db);
    const res = await call(
      ctx,
      'POST',
      '/api/restrooms',
      golfer,
      restroomBody(course.id, { name: `${longest}y` }),
    );
    const message = `Restroom name must be at most ${TEXT_LIMITS.restroomName} characters`;
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({
      success: false,
      code: 'invalid_input',
      message,
      errors: [{ path: 'name', message }],
    });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it(`review comments: ${TEXT_LIMITS.reviewComment} characters pass (after trimming), one more is a 400`, async () => {
    const ctx = getCtx();
    const path = `/api/restrooms/${room.id}/reviews`;
    const message = `Comment must be at most ${TEXT_LIMITS.reviewComment} characters`;
    const tooLong = await call(ctx, 'POST', path, golfer, {
      rating: 4,
      comment: 'é'.repeat(TEXT_LIMITS.reviewComment + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(await bodyOf(tooLong)).toEqual({
      success: false,
      code: 'invalid_input',
      message,
      errors: [{ path: 'comment', message }],
    });
    const padded = `  ${'é'.repeat(TEXT_LIMITS.reviewComment)}  `;
    const ok = await call(ctx, 'POST', path, golfer, { rating: 4, comment: padded });
    expect((await dataOf(ok, reviewResultSchema, 201)).review.comment).toHaveLength(
      TEXT_LIMITS.reviewComment,
    );
  });

  it(`rejection reasons: at most ${TEXT_LIMITS.rejectionReason} characters`, async () => {
    const ctx = getCtx();
    const pending = await seedRestroom(ctx.db, {
      courseId: course.id,
      name: 'Turn House',
      locationType: 'halfway-house',
    });
    const res = await call(ctx, 'PUT', `/api/owner/submissions/${pending.id}`, owner, {
      action: 'reject',
      reason: 'r'.repeat(TEXT_LIMITS.rejectionReason + 1),
    });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).message).toBe(
      `Rejection reason must be at most ${TEXT_LIMITS.rejectionReason} characters`,
    );
  });

  it('NUL, other control characters and lone surrogates are refused in stored text (PostgreSQL cannot store NUL)', async () => {
    const ctx = getCtx();
    const before = await snapshot(ctx.db);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\ud800b', 'a\udfffb']) {
      const review = await call(ctx, 'POST', `/api/restrooms/${room.id}/reviews`, owner, {
        rating: 4,
        comment: bad,
      });
      expect(await bodyOf(review)).toMatchObject({
        message: 'Comment contains characters that are not allowed',
      });
      const restroom = await call(
        ctx,
        'POST',
        '/api/restrooms',
        golfer,
        restroomBody(course.id, { name: `Turn${bad}` }),
      );
      expect(restroom.status).toBe(400);
      expect((await bodyOf(restroom)).message).toBe('Restroom name contains characters that are not allowed');
      const search = await call(
        ctx,
        'GET',
        `/api/courses?search=${encodeURIComponent(bad.replace(/[\ud800-\udfff]/, '\u0000'))}`,
      );
      expect(search.status).toBe(400);
    }
    expect(await snapshot(ctx.db)).toEqual(before);
    // Tabs, line breaks, emoji and other scripts are ordinary text.
    const ok = await call(ctx, 'POST', `/api/restrooms/${room.id}/reviews`, owner, {
      rating: 5,
      comment: 'Clean\tand\r\nbright 🏌️‍♀️ 清潔',
    });
    expect((await dataOf(ok, reviewResultSchema, 201)).review.comment).toBe('Clean\tand\r\nbright 🏌️‍♀️ 清潔');
  });

  it('a course website must be an http(s) URL: javascript: and data: links are refused', async () => {
    const ctx = getCtx();
    const admin = await createUser(ctx.db, 'admin');
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
    ]) {
      const res = await call(ctx, 'POST', '/api/courses', admin, {
        name: 'Link Test',
        address: '1 Main St',
        city: 'Pinehurst',
        state: 'NC',
        zipCode: '28374',
        latitude: 35.19,
        longitude: -79.46,
        website,
      });
      expect(res.status).toBe(400);
      expect((await bodyOf(res)).errors).toEqual([
        { path: 'website', message: 'Website must be a full URL (https://…)' },
      ]);
    }
  });

  it(`pagination: limit at most ${PAGINATION.maxPageSize} and page at most 100000, whole numbers; a huge limit is refused, not honoured`, async () => {
    const ctx = getCtx();
    await insertCourses(
      ctx.db,
      Array.from({ length: 12 }, (_, i) => ({
        name: `Paged ${i}`,
        state: 'WY',
        latitude: 43 + i / 100,
        longitude: -107,
      })),
    );
    const list = (query: string) => call(ctx, 'GET', `/api/courses?state=WY&${query}`);
    expect((await dataOf(await list(''), courseListResultSchema)).courses).toHaveLength(PAGINATION.pageSize);
    expect(
      (await dataOf(await list(`limit=${PAGINATION.maxPageSize}`), courseListResultSchema)).courses,
    ).toHaveLength(12);
    for (const [query, message] of [
      [`limit=${PAGINATION.maxPageSize + 1}`, `limit must be at most ${PAGINATION.maxPageSize}`],
      ['limit=1000000000', `limit must be at most ${PAGINATION.maxPageSize}`],
      ['limit=1e400', 'limit must be a number'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=2.5', 'limit must be a whole number'],
      ['page=100001', 'page must be at most 100000'],
      ['page=-1', 'page must be at least 1'],
      ['page=9007199254740993', 'page must be at most 100000'],
    ]) {
      const res = await list(query!);
      expect(res.status, query).toBe(400);
      expect((await bodyOf(res)).message, query).toBe(message);
    }
    // Past the last page: an empty page, not an error.
    const far = await dataOf(await list('page=100000'), courseListResultSchema);
    expect(far).toMatchObject({ courses: [], total: 12, page: 100000 });
  });

  it('every write route answers a body over 1 MB with a 413 envelope, before anything reads it', async () => {
    const ctx = getCtx();
    const big = JSON.stringify({ comment: 'a'.repeat(1024 * 1024) });
    const before = await snapshot(ctx.db);
    // Counted as it comes (no length, or chunked), and judged by its declared length
    // (http/body-limit.ts), as Node's server hands most bodies over.
    const framings: Record<string, string>[] = [
      {},
      { 'transfer-encoding': 'chunked' },
      { 'content-length': String(Buffer.byteLength(big)) },
    ];
    for (const [[method, path], framing] of WRITE_ROUTES.flatMap((route) =>
      framings.map((f) => [route, f] as const),
    )) {
      const res = await ctx.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...golfer.headers, ...framing },
        body: big,
      });
      expect(res.status, `${method} ${path} ${JSON.stringify(framing)}`).toBe(413);
      expect(await res.json()).toEqual({
        success: false,
        code: 'body_too_large',
        message: 'Request body is too large',
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('write bodies must be sent as JSON: text/plain or a form is a 415, even when the text is JSON', async () => {
    const ctx = getCtx();
    const before = await snapshot(ctx.db);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await ctx.request(`/api/restrooms/${room.id}/reviews`, {
        method: 'POST',
        headers: { ...golfer.headers, 'content-type': type },
        body: JSON.stringify({ rating: 5 }),
      });
      expect(res.status, type).toBe(415);
      expect(await bodyOf(res)).toEqual({
        success: false,
        code: 'json_required',
        message: JSON_CONTENT_TYPE_MESSAGE,
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);
    const charset = await ctx.request('/api/restrooms', {
      method: 'POST',
      headers: { ...golfer.headers, 'content-type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify(restroomBody(course.id, { name: 'Clubhouse Locker Room' })),
    });
    expect(charset.status).toBe(201);
  });
});
