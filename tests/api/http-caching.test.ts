/**
 * HTTP caching of the public reads (src/server/http/validators.ts, docs/architecture.md): a weak
 * ETag of the answer's bytes, If-None-Match → 304 with no body, `public` lifetimes for anonymous
 * requests and `private, no-cache` for signed-in ones; personal answers stay no-store and the export
 * keeps its own validator. Both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import { courseListResultSchema, courseResultSchema } from '../../src/shared/schemas';
import { resolveResponse } from '../../src/server/openapi/document';
import { buildApp } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { OPENAPI } from './helpers/openapi';
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

const DATA = 'public, max-age=30, stale-while-revalidate=300';
const REFERENCE = 'public, max-age=300';
const SIGNED_IN = 'private, no-cache';
const WEAK_TAG = /^W\/"[A-Za-z0-9_-]{27}"$/;

/** The answers the validators middleware tags, and the export, which tags its own. */
const TAGGED_GETS = [
  '/api/courses',
  '/api/courses/places',
  '/api/courses/{id}',
  '/api/restrooms/course/{courseId}',
  '/api/restrooms/nearby',
  '/api/restrooms/{id}/reviews',
  '/api/legal/{type}',
  '/api/stats/public',
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/reference.css',
  '/api/export/restrooms.geojson',
  '/api/export/courses.geojson',
];

const varyNames = (res: Response) =>
  (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describeEachDatabase('HTTP caching of public reads', (getCtx) => {
  let ctx: TestContext;
  let golfer: TestUser;
  let course: { id: string };
  let restroom: { id: string; courseId: string };
  let reads: [path: string, cacheControl: string][];

  beforeAll(async () => {
    const base = getCtx();
    // One instant for every request: restrooms are presented relative to it, so bytes stay put.
    const now = new Date();
    ctx = { ...base, app: buildApp(base.handle, { clock: () => now }) };
    ctx.request = async (path, init) => ctx.app.request(path, init);
    golfer = await createUser(ctx.db);
    course = await createCourse(ctx.db, 'Validator Links');
    restroom = await seedRestroom(ctx.db, { courseId: course.id });
    await seedReview(ctx.db, restroom, await createUser(ctx.db), 2);
    reads = [
      ['/api/courses', DATA],
      [`/api/courses/${course.id}`, DATA],
      [`/api/restrooms/course/${course.id}`, DATA],
      ['/api/restrooms/nearby?latitude=35.19&longitude=-79.46&radius=10', DATA],
      [`/api/restrooms/${restroom.id}/reviews`, DATA],
      ['/api/legal/terms_of_service', DATA],
      ['/api/stats/public', DATA],
      ['/api/openapi.json', REFERENCE],
      ['/api/docs', REFERENCE],
      ['/api/docs/reference.css', REFERENCE],
    ];
  });

  it('tags every public read, public without a token and private, no-cache with one', async () => {
    for (const [path, cacheControl] of reads) {
      const anonymous = await call(ctx, 'GET', path);
      expect(anonymous.status, path).toBe(200);
      const tag = anonymous.headers.get('etag');
      expect(tag, path).toMatch(WEAK_TAG);
      expect(anonymous.headers.get('cache-control'), path).toBe(cacheControl);
      expect(varyNames(anonymous), path).toContain('authorization');

      // The same bytes whoever asks, so the same tag; only who may store them differs.
      const signedIn = await call(ctx, 'GET', path, golfer);
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers.get('etag'), path).toBe(tag);
      expect(signedIn.headers.get('cache-control'), path).toBe(SIGNED_IN);
      expect(varyNames(signedIn), path).toContain('authorization');
      expect(await signedIn.text(), path).toBe(await anonymous.text());
    }
  });

  it('answers a current If-None-Match with 304, no body and the 200’s caching headers', async () => {
    for (const [path, cacheControl] of reads) {
      const tag = (await call(ctx, 'GET', path)).headers.get('etag') ?? '';
      for (const [as, expected] of [
        [undefined, cacheControl],
        [golfer, SIGNED_IN],
      ] as const) {
        const res = await call(ctx, 'GET', path, as, undefined, { 'if-none-match': tag });
        expect(res.status, path).toBe(304);
        expect(await res.text(), path).toBe('');
        expect(res.headers.get('etag'), path).toBe(tag);
        expect(res.headers.get('cache-control'), path).toBe(expected);
        expect(varyNames(res), path).toContain('authorization');
        expect(res.headers.get('content-type'), path).toBeNull();
        // The security headers land on a 304 as on any answer.
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
    }
  });

  it('compares If-None-Match weakly, as a list, with *, and answers 200 to a stale tag', async () => {
    const path = `/api/courses/${course.id}`;
    const tag = (await call(ctx, 'GET', path)).headers.get('etag') ?? '';
    const ifNoneMatch = (value: string) =>
      call(ctx, 'GET', path, undefined, undefined, { 'if-none-match': value });

    expect((await ifNoneMatch(`W/"x", ${tag}`)).status).toBe(304);
    expect((await ifNoneMatch(tag.slice(2))).status).toBe(304);
    expect((await ifNoneMatch('*')).status).toBe(304);
    const stale = await ifNoneMatch('W/"x"');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(tag);
    expect((await dataOf(stale, courseResultSchema)).course._id).toBe(course.id);

    const head = await call(ctx, 'HEAD', path);
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(tag);
    expect((await call(ctx, 'HEAD', path, undefined, undefined, { 'if-none-match': tag })).status).toBe(304);
  });

  it('changes the course list’s and the course’s tags when a review moves an average', async () => {
    const list = '/api/courses';
    const detail = `/api/courses/${course.id}`;
    const before = await Promise.all(
      [list, detail].map(async (path) => (await call(ctx, 'GET', path)).headers.get('etag') ?? ''),
    );
    const beforeRating = (await dataOf(await call(ctx, 'GET', detail), courseResultSchema)).course
      .averageRating;

    const review = await call(ctx, 'POST', `/api/restrooms/${restroom.id}/reviews`, golfer, { rating: 5 });
    expect(review.status).toBe(201);

    for (const [index, path] of [list, detail].entries()) {
      const old = before[index] ?? '';
      const res = await call(ctx, 'GET', path, golfer, undefined, { 'if-none-match': old });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(WEAK_TAG);
      expect(res.headers.get('etag'), path).not.toBe(old);
    }
    const after = await dataOf(await call(ctx, 'GET', detail), courseResultSchema);
    expect(after.course.averageRating).not.toBe(beforeRating);
    const listed = await dataOf(await call(ctx, 'GET', list), courseListResultSchema);
    expect(listed.courses.find((row) => row._id === course.id)?.averageRating).toBe(
      after.course.averageRating,
    );
  });

  it('leaves the errors of public reads untagged, and no-store with a token', async () => {
    const path = '/api/courses/7d1f4b7e-3c1a-4c55-9a57-3f1de0d9e0aa';
    const anonymous = await call(ctx, 'GET', path, undefined, undefined, { 'if-none-match': '*' });
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get('etag')).toBeNull();
    const signedIn = await call(ctx, 'GET', path, golfer);
    expect(signedIn.status).toBe(404);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps personal and caller-shaped answers no-store, without a tag or a 304', async () => {
    const owner = await createUser(ctx.db, 'course_owner');
    await assignOwner(ctx.db, course.id, owner);
    const personal: [string, TestUser | undefined][] = [
      ['/api/users/profile', golfer],
      ['/api/users/reviews', golfer],
      ['/api/owner/stats', owner],
      [`/api/restrooms/${restroom.id}/feedback/status`, golfer],
      [`/api/restrooms/${restroom.id}/reports`, golfer],
      [`/api/restrooms/${restroom.id}/reports`, undefined],
    ];
    for (const [path, as] of personal) {
      const res = await call(ctx, 'GET', path, as, undefined, { 'if-none-match': '*' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });

  it('gives the data reads the configured max-age (PUBLIC_CACHE_MAX_AGE_SECONDS), the reference its own', async () => {
    const app = buildApp(getCtx().handle, { config: { publicCacheMaxAgeSeconds: 5 } });
    const course = await app.request(`/api/courses/${restroom.courseId}`);
    expect(course.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=300');
    const reference = await app.request('/api/openapi.json');
    expect(reference.headers.get('cache-control')).toBe(REFERENCE);
  });

  it('leaves the export’s own validator and lifetime alone', async () => {
    const path = '/api/export/courses.geojson';
    const res = await call(ctx, 'GET', path);
    expect(res.status).toBe(200);
    const tag = res.headers.get('etag');
    expect(tag).toMatch(WEAK_TAG);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    await res.arrayBuffer();
    const again = await call(ctx, 'GET', path, undefined, undefined, { 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
  });
});

it('documents a 304 and If-None-Match on exactly the tagged reads', () => {
  const documented = Object.entries(OPENAPI.paths)
    .filter(([, operations]) => operations.get?.responses['304'])
    .map(([path]) => path);
  expect(documented.sort()).toEqual([...TAGGED_GETS].sort());
  for (const path of TAGGED_GETS) {
    const operation = OPENAPI.paths[path]?.get;
    expect(operation?.parameters, path).toContainEqual({ $ref: '#/components/parameters/IfNoneMatch' });
    const answer = (status: string) => resolveResponse(OPENAPI, operation!.responses[status]!).response;
    expect(answer('304').content, path).toBeUndefined();
    expect(answer('200').headers?.ETag, path).toEqual({ $ref: '#/components/headers/ETag' });
  }
});
