/**
 * GET /api/export/restrooms.geojson and /api/export/courses.geojson (docs/product.md §11): the whole
 * catalogue as open data, public. Streamed page by page (memory stays flat however large the
 * catalogue), compressed, and cacheable: a validator from a cheap summary query answers a repeat
 * with 304 before any page is read, and the last compressed file of each kind is kept (a few MB),
 * so the next client asking for the same version gets it without the catalogue being read again.
 */
import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { createGzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/types';
import type { ActiveReport } from '../../shared/schemas';
import { listActiveSummaries } from '../reports/queries';
import { presentRestroom } from '../restrooms/present';
import { collectionHead, courseFeature, restroomFeature } from './features';
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

/** Larger than this, a compressed file is streamed each time rather than kept in memory. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** The last compressed file of each kind, per app (tests build many apps on different databases). */
type Kept = Map<Kind, { tag: string; body: Uint8Array<ArrayBuffer> }>;

/** Compressed on its way out; a copy of the compressed bytes is kept once the file is whole. */
function gzipAndKeep(chunks: AsyncGenerator<Buffer>, cache: Kept, kind: Kind, tag: string): Readable {
  const kept: Buffer[] = [];
  let size = 0;
  const keep = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= MAX_CACHED_BYTES) kept.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (size <= MAX_CACHED_BYTES) cache.set(kind, { tag, body: new Uint8Array(Buffer.concat(kept)) });
      done();
    },
  });
  // A client that goes away mid-file ends the pipeline: nothing is kept, the next request rebuilds.
  pipeline(Readable.from(chunks), createGzip(), keep, () => {});
  return keep;
}

/** Web streams for the answer body (Node's and the DOM's types of the same object differ). */
const webBody = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;

const acceptsGzip = (header: string | undefined) =>
  header?.split(',').some((part) => /^\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*$)[\d.]+)?\s*$/i.test(part)) ?? false;

async function geojson(c: Context<AppEnv>, db: Database, cache: Kept, kind: Kind) {
  const now = c.var.now;
  const version = await catalogueVersion(db, kind);
  const bucket = Math.floor(now.getTime() / VERSION_BUCKET_MS);
  const tag = `W/"${createHash('sha256').update(`${kind}:${version}:${bucket}`).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: tag, 'Cache-Control': EXPORT_CACHE_CONTROL, Vary: 'Accept-Encoding' };
  const match = c.req.header('if-none-match');
  if (match?.split(',').some((candidate) => candidate.trim() === tag)) {
    return c.body(null, 304, headers);
  }
  const contentType = { 'Content-Type': 'application/geo+json; charset=utf-8' };
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  const kept = cache.get(kind);
  if (gzip && kept?.tag === tag) {
    return c.body(kept.body, 200, {
      ...headers,
      ...contentType,
      'Content-Encoding': 'gzip',
      'X-Cache': 'HIT',
    });
  }
  const chunks = featureChunks(collectionHead(kind, now), readers(db, now)[kind]);
  if (!gzip) return c.body(webBody(Readable.from(chunks)), 200, { ...headers, ...contentType });
  return c.body(webBody(gzipAndKeep(chunks, cache, kind, tag)), 200, {
    ...headers,
    ...contentType,
    'Content-Encoding': 'gzip',
    'X-Cache': 'MISS',
  });
}

export function exportRoutes(db: Database) {
  const cache: Kept = new Map();
  return new Hono<AppEnv>()
    .get('/restrooms.geojson', (c) => geojson(c, db, cache, 'restrooms'))
    .get('/courses.geojson', (c) => geojson(c, db, cache, 'courses'));
}
