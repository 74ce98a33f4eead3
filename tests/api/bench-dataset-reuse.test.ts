/**
 * The bench reuses a PostgreSQL data set it built earlier (tests/bench/lib/dataset.ts), but never
 * what earlier runs wrote into it: their posters, the reviews they posted, the idempotency keys and
 * rate-limit counters, so every run starts on the same database and its figures compare. Nor one
 * whose indexes changed since it was built (an experiment's index left behind).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPosters, ensureDataset, open, query } from '../bench/lib/dataset';
import { withScratchDatabase } from '../bench/lib/env';
import { TEST_DATABASE_URL } from './helpers/databases';

const SIZE = { restroomsPerCourse: 1, reviews: 300, reviewers: 30, europe: false };

interface Counts {
  reviews: number;
  posters: number;
  keys: number;
  counters: number;
  /** Restrooms and courses whose stored aggregates differ from a recount of their rows. */
  stale: number;
  /**
   * Of the tables every write fills, those with planner statistics: none, as a deployment starts
   * them (analysed as empty, they gave PostgreSQL generic plans that scanned them whole).
   */
  analysedWriteTables: number;
}

const counts = (db: Parameters<typeof query>[0]) =>
  query<Counts>(
    db,
    sql`select (select count(*)::int from reviews) as reviews,
      (select count(*)::int from users where email like 'bench-poster-%') as posters,
      (select count(*)::int from idempotency_keys) as keys,
      (select count(*)::int from rate_limit_counters) as counters,
      (select count(*)::int from restrooms s where s.total_reviews <>
        (select count(*) from reviews r where r.restroom_id = s.id))
      + (select count(*)::int from courses c where c.total_reviews <>
        (select count(*) from reviews r join restrooms s on s.id = r.restroom_id
          where s.course_id = c.id and s.status in ('pending', 'approved'))) as stale,
      (select count(*)::int from pg_class where relname in ('idempotency_keys', 'rate_limit_counters')
        and reltuples >= 0) as "analysedWriteTables"`,
  ).then((rows) => rows[0]);

describe.skipIf(!TEST_DATABASE_URL)(
  `a reused bench data set${TEST_DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    it('is reused without what earlier runs wrote, and built again when its indexes changed', async () => {
      // A scratch database of its own, never BENCH_DATABASE_URL's: that one holds a developer's full data set.
      await withScratchDatabase(TEST_DATABASE_URL!, 'reuse', async (url) => {
        const target = { kind: 'postgres' as const, url };
        expect((await ensureDataset(target, SIZE, () => {})).reused).toBe(false);
        const handle = await open(target);
        try {
          expect((await counts(handle.db))?.analysedWriteTables).toBe(0);
          // What a run leaves behind: posters, each with a review, their keys and counters.
          const posters = await createPosters(handle.db, 5);
          await handle.db.execute(sql`
            insert into reviews (restroom_id, user_id, rating)
            select (select id from restrooms order by id limit 1), u.id, 5
            from users u where u.email like 'bench-poster-%'`);
          await handle.db.execute(sql`
            update restrooms set total_reviews = total_reviews + 5
            where id = (select id from restrooms order by id limit 1)`);
          await handle.db.execute(sql`
            insert into idempotency_keys (key, user_id, method, path, request_hash, state)
            values (gen_random_uuid(), ${posters[0]!.id}::uuid, 'POST', '/api/restrooms/x/reviews', 'h', 'done')`);
          await handle.db.execute(sql`
            insert into rate_limit_counters (key, window_start, count) values ('write:reviews:x', now(), 1)`);
          expect(await counts(handle.db)).toMatchObject({ reviews: 305, posters: 5, keys: 1, counters: 1 });
        } finally {
          await handle.close();
        }

        const logged: string[] = [];
        expect((await ensureDataset(target, SIZE, (line) => logged.push(line))).reused).toBe(true);
        expect(logged.join('\n')).toContain('5 reviews of earlier runs removed');
        const again = await open(target);
        try {
          expect(await counts(again.db)).toEqual({
            reviews: 300,
            posters: 0,
            keys: 0,
            counters: 0,
            stale: 0,
            analysedWriteTables: 0,
          });
        } finally {
          await again.close();
        }

        // An index left behind by an experiment changes what every run measures: built again.
        const tinkered = await open(target);
        try {
          await tinkered.db.execute(
            sql`create index bench_experiment_idx on courses (latitude, longitude) include (id)`,
          );
        } finally {
          await tinkered.close();
        }
        expect((await ensureDataset(target, SIZE, () => {})).reused).toBe(false);
        const rebuilt = await open(target);
        try {
          const [left] = await query<{ n: number }>(
            rebuilt.db,
            sql`select count(*)::int as n from pg_indexes where indexname = 'bench_experiment_idx'`,
          );
          expect(left?.n).toBe(0);
          expect((await counts(rebuilt.db))?.reviews).toBe(300);
        } finally {
          await rebuilt.close();
        }
        expect((await ensureDataset(target, SIZE, () => {})).reused).toBe(true);
      });
      // Two builds of the US extract through the real importer: ~13 s alone, past 30 s beside
      // another API run on 2 cores (two CI runs timed out there). A hang guard, not a speed check.
    }, 120_000);
  },
);
