/**
 * Whole-database consistency checks for tests that crash or restore the server: every stored
 * aggregate against a fresh recomputation from the rows, written here in plain SQL independent of
 * src/server/db/aggregates.ts, and no row pointing at a parent that is gone.
 */
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';

/** drizzle's execute answers `{ rows }` on PGlite and the rows themselves on postgres-js. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const VISIBLE = `rr.status in ('pending', 'approved')`;
const ROUND = (expression: string) => `round((${expression})::numeric, 9)`;

/** docs/decisions.md §4 for every restroom and course at once; failures name the rows that differ. */
export async function expectEveryAggregateExact(db: Database): Promise<void> {
  // Averages to 9 decimals: float8 sums taken in another order may differ in the last bit.
  const differing = await queryRows(
    db,
    sql.raw(`
      select 'restroom' as what, x.id, x.stored, x.recomputed from (
        select s.id,
          json_build_array(s.total_reviews, ${ROUND('s.average_rating')})::text as stored,
          json_build_array(
            (select count(*) from reviews r where r.restroom_id = s.id),
            ${ROUND('coalesce((select avg(r.rating) from reviews r where r.restroom_id = s.id), 0)')}
          )::text as recomputed
        from restrooms s) x
      where x.stored <> x.recomputed
      union all
      select 'course', x.id, x.stored, x.recomputed from (
        select c.id,
          json_build_array(c.total_restrooms, c.verified_restrooms, c.total_reviews,
            ${ROUND('c.average_rating')})::text as stored,
          json_build_array(
            (select count(*) from restrooms rr where rr.course_id = c.id and ${VISIBLE}),
            (select count(*) from restrooms rr where rr.course_id = c.id and ${VISIBLE} and rr.is_verified),
            (select count(*) from reviews r join restrooms rr on rr.id = r.restroom_id
              where rr.course_id = c.id and ${VISIBLE}),
            ${ROUND(`coalesce((select avg(r.rating) from reviews r join restrooms rr on rr.id = r.restroom_id
              where rr.course_id = c.id and ${VISIBLE}), 0)`)}
          )::text as recomputed
        from courses c) x
      where x.stored <> x.recomputed`),
  );
  expect(differing, 'rows whose aggregates differ from the rows').toEqual([]);
}

/** Reviews and feedback whose restroom is gone, restrooms whose course is gone: none. */
export async function expectNoOrphans(db: Database): Promise<void> {
  const [counts] = await queryRows(
    db,
    sql.raw(`select
      (select count(*)::int from reviews r
        where not exists (select 1 from restrooms rr where rr.id = r.restroom_id)) as reviews,
      (select count(*)::int from restroom_feedback f
        where not exists (select 1 from restrooms rr where rr.id = f.restroom_id)) as feedback,
      (select count(*)::int from restrooms rr
        where not exists (select 1 from courses c where c.id = rr.course_id)) as restrooms`),
  );
  expect(counts).toEqual({ reviews: 0, feedback: 0, restrooms: 0 });
}
