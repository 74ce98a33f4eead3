/**
 * GET /api/export/restrooms.geojson and /api/export/courses.geojson (docs/product.md §11): the whole
 * catalogue as open data, public. Streamed page by page (memory stays flat however large the
 * catalogue), compressed, and cacheable: a validator from a cheap summary query answers a repeat
 * with 304 before any page is read, and each version is built once for every request that wants
 * it and then kept (kept-files.ts), so the catalogue is read again only when it changed. A
 * download that is not a 304 counts against the caller's address budget for exports.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { AddressLimiter } from '../auth/address-limits';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/types';
import type { ActiveReport } from '../../shared/schemas';
import { listActiveSummaries } from '../reports/queries';
import { presentRestroom } from '../restrooms/present';
import { collectionHead, courseFeature, restroomFeature } from './features';
import { keptFiles } from './kept-files';
import { catalogueVersion, coursePage, coursePlaces, restroomPage } from './queries';

/** Exported for the test that crosses a page boundary. */
export const EXPORT_PAGE_SIZE = 2000;
/** Reports expire with time alone, without a write: the validator changes at least this often. */
const VERSION_BUCKET_MS = 5 * 60 * 1000;
const EXPORT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

type Kind = 'restrooms' | 'courses';

/** One page of features as JSON text, or undefined when the catalogue is done. */
type PageReader = (after: string | undefined) => Promise<{ json: string[]; last: string } | undefined>;

function readers(db: Database, now: Date): Record<Kind, PageReader> {
  // Read once for the whole file: the active reports (few; the feedback voters every other
  // restroom answer reads are not exported) and the courses' names and points.
  let once: Promise<[Map<string, ActiveReport[]>, Awaited<ReturnType<typeof coursePlaces>>]> | undefined;
  return {
    restrooms: async (after) => {
      once ??= Promise.all([listActiveSummaries(db, 'all', now), coursePlaces(db)]);
      const rows = await restroomPage(db, after, EXPORT_PAGE_SIZE);
      const last = rows.at(-1);
      if (!last) return undefined;
      const [active, places] = await once;
      const features: string[] = [];
      for (const row of rows) {
        const place = places.get(row.courseId);
        // A course deleted between two reads took its restrooms with it (cascade).
        if (!place) continue;
        const restroom = presentRestroom(row, now, { reports: active.get(row.id), course: place });
        features.push(
          JSON.stringify(
            restroomFeature(restroom, {
              courseName: place.name,
              courseLatitude: place.latitude,
              courseLongitude: place.longitude,
            }),
          ),
        );
      }
      return { json: features, last: last.id };
    },
    courses: async (after) => {
      const rows = await coursePage(db, after, EXPORT_PAGE_SIZE);
      const last = rows.at(-1);
      if (!last) return undefined;
      return { json: rows.map((row) => JSON.stringify(courseFeature(row))), last: last.id };
    },
  };
}

/**
 * The file as byte chunks: the head, each page's features, the tail. The next page is read while
 * the current one is written out, so the database and the compression overlap.
 */
async function* featureChunks(head: string, read: PageReader): AsyncGenerator<Buffer> {
  yield Buffer.from(head);
  let first = true;
  // A read still running when the client goes away must not become an unhandled rejection.
  const ahead = (after: string | undefined) => {
    const page = read(after);
    page.catch(() => undefined);
    return page;
  };
  let next = ahead(undefined);
  for (let page = await next; page; page = await next) {
    next = ahead(page.last);
    if (page.json.length === 0) continue;
    yield Buffer.from(`${first ? '' : ','}\n${page.json.join(',\n')}`);
    first = false;
  }
  yield Buffer.from(']}\n');
}

/** Web streams for the answer body (Node's and the DOM's types of the same object differ). */
const webBody = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;

const acceptsGzip = (header: string | undefined) =>
  header?.split(',').some((part) => /^\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*$)[\d.]+)?\s*$/i.test(part)) ?? false;

type Files = ReturnType<typeof keptFiles<Kind>>;

async function geojson(c: Context<AppEnv>, db: Database, files: Files, limiter: AddressLimiter, kind: Kind) {
  const now = c.var.now;
  const version = await catalogueVersion(db, kind);
  const bucket = Math.floor(now.getTime() / VERSION_BUCKET_MS);
  const tag = `W/"${createHash('sha256').update(`${kind}:${version}:${bucket}`).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: tag, 'Cache-Control': EXPORT_CACHE_CONTROL, Vary: 'Accept-Encoding' };
  const match = c.req.header('if-none-match');
  if (match?.split(',').some((candidate) => candidate.trim() === tag)) {
    return c.body(null, 304, headers);
  }
  // A whole catalogue is no read like the others: its own budget per address (304s are free).
  await limiter.count(c, 'exports');
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  const file = files.open(
    kind,
    tag,
    () => featureChunks(collectionHead(kind, now), readers(db, now)[kind]),
    gzip,
  );
  return c.body(webBody(file.body), 200, {
    ...headers,
    'Content-Type': 'application/geo+json; charset=utf-8',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'X-Cache': file.hit ? 'HIT' : 'MISS',
  });
}

export function exportRoutes(db: Database, limiter: AddressLimiter) {
  const files = keptFiles<Kind>();
  return new Hono<AppEnv>()
    .get('/restrooms.geojson', (c) => geojson(c, db, files, limiter, 'restrooms'))
    .get('/courses.geojson', (c) => geojson(c, db, files, limiter, 'courses'));
}
