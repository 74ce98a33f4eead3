/**
 * GET /api/export/restrooms.geojson and /api/export/courses.geojson (docs/product.md §11): the whole
 * catalogue as open data, public. Streamed page by page (memory stays flat however large the
 * catalogue), compressed, and cacheable: a validator from a cheap summary query answers a repeat
 * with 304 before any page is read.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/types';
import { presentRestrooms } from '../restrooms/extras';
import { collectionHead, courseFeature, restroomFeature } from './features';
import { catalogueVersion, coursePage, restroomPage } from './queries';

const PAGE_SIZE = 1000;
/** Reports expire with time alone, without a write: the validator changes at least this often. */
const VERSION_BUCKET_MS = 5 * 60 * 1000;
export const EXPORT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

type Kind = 'restrooms' | 'courses';

/** One page of features as JSON text, or undefined when the catalogue is done. */
type PageReader = (after: string | undefined) => Promise<{ json: string[]; last: string } | undefined>;

function readers(db: Database, now: Date): Record<Kind, PageReader> {
  return {
    restrooms: async (after) => {
      const rows = await restroomPage(db, after, PAGE_SIZE);
      const last = rows.at(-1);
      if (!last) return undefined;
      const features = await presentRestrooms(db, rows, now, (restroom, row) =>
        JSON.stringify(restroomFeature(restroom, row)),
      );
      return { json: features, last: last.id };
    },
    courses: async (after) => {
      const rows = await coursePage(db, after, PAGE_SIZE);
      const last = rows.at(-1);
      if (!last) return undefined;
      return { json: rows.map((row) => JSON.stringify(courseFeature(row))), last: last.id };
    },
  };
}

function featureStream(head: string, read: PageReader): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | undefined;
  let started = false;
  let done = false;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      if (done) return;
      const page = await read(after);
      if (!page) {
        done = true;
        controller.enqueue(encoder.encode(']}\n'));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(`${started ? ',' : ''}\n${page.json.join(',\n')}`));
      started = true;
      after = page.last;
    },
  });
}

async function geojson(c: Context<AppEnv>, db: Database, kind: Kind) {
  const now = c.var.now;
  const version = await catalogueVersion(db, kind);
  const bucket = Math.floor(now.getTime() / VERSION_BUCKET_MS);
  const tag = `W/"${createHash('sha256').update(`${kind}:${version}:${bucket}`).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: tag, 'Cache-Control': EXPORT_CACHE_CONTROL, Vary: 'Accept-Encoding' };
  const match = c.req.header('if-none-match');
  if (match?.split(',').some((candidate) => candidate.trim() === tag)) {
    return c.body(null, 304, headers);
  }
  const body = featureStream(collectionHead(kind, now), readers(db, now)[kind]);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/geo+json; charset=utf-8' });
}

export function exportRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use('*', compress())
    .get('/restrooms.geojson', (c) => geojson(c, db, 'restrooms'))
    .get('/courses.geojson', (c) => geojson(c, db, 'courses'));
}
