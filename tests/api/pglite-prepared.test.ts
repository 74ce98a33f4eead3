/**
 * The embedded database's thread runs every statement as a named prepared statement, parsed once
 * and planned as PostgreSQL plans them (docs/performance.md, "PGlite in its own thread"). Through
 * it the database must answer as PGlite's own query() does: the same values both ways, the same
 * errors, and never a plan kept from when a table was empty (the worker analyses changed tables).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DbHandle } from '../../src/server/db/client';
import { copyPgliteTemplate } from './helpers/pglite-template';

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-prepared-'));
  await copyPgliteTemplate(dir);
  handle = await openPglite(dir);
});

afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Prepared {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

/** The session's prepared statement whose text is `text`, if it holds one. */
async function preparedFor(text: string): Promise<Prepared | undefined> {
  const rows = rowsOf<Prepared>(
    await handle.db.execute(
      sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where statement = ${text}`,
    ),
  );
  return rows[0];
}

const planOf = async (name: string, id: number) =>
  rowsOf<Record<string, string>>(await handle.db.execute(sql.raw(`explain execute ${name}(${id})`)))
    .map((row) => Object.values(row)[0])
    .join('\n');

describe('statements in the embedded database', () => {
  it('parses a statement once and runs it prepared after that', async () => {
    const text = 'select $1::int + 1 as "next"';
    for (const n of [1, 2, 3]) {
      expect(rowsOf(await handle.db.execute(sql`select ${n}::int + 1 as "next"`))).toEqual([{ next: n + 1 }]);
    }
    const prepared = await preparedFor(text);
    expect(prepared?.name).toMatch(/^fr_\d+$/);
    expect(prepared?.custom_plans).toBe(3);
  });

  it('plans a statement once it has run a few times, as PostgreSQL does', async () => {
    await handle.db.execute(sql`create temporary table settled (id int primary key, pad text)`);
    await handle.db.execute(sql`insert into settled select g, 'x' from generate_series(1, 100) g`);
    for (let id = 1; id <= 8; id++) await handle.db.execute(sql`select pad from settled where id = ${id}`);
    const prepared = await preparedFor('select pad from settled where id = $1');
    // Five custom plans, then the generic one, kept: not planned on every run.
    expect(prepared?.custom_plans).toBe(5);
    expect(prepared?.generic_plans).toBeGreaterThanOrEqual(3);
  });

  it('analyses a table that grew, so a plan made while it was empty is not kept', async () => {
    await handle.db.execute(sql`create temporary table grows (id int primary key, pad text)`);
    // Recorded as empty: PGlite has no autovacuum to analyse it again.
    await handle.db.execute(sql`analyze grows`);
    const lookup = (id: number) => handle.db.execute(sql`select pad from grows where id = ${id}`);
    // After five runs PostgreSQL settles on a generic plan: on an empty table, a scan.
    for (let id = 1; id <= 8; id++) await lookup(id);
    const name = (await preparedFor('select pad from grows where id = $1'))?.name ?? '';
    expect(await planOf(name, 5)).toMatch(/Seq Scan on grows/);
    await handle.db.execute(
      sql`insert into grows select g, repeat('x', 100) from generate_series(1, 20000) g`,
    );
    // The worker analysed it before the next statement: planned again, with an index.
    expect(rowsOf(await lookup(20_000))).toEqual([{ pad: 'x'.repeat(100) }]);
    expect(await planOf(name, 5)).toMatch(/Index Scan using grows_pkey/);
    const [analysed] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select reltuples::int as n from pg_class where relname = 'grows'`),
    );
    expect(analysed?.n).toBe(20_000);
  });

  it('sends values and reads answers as PGlite does: dates, JSON, arrays, booleans, nulls', async () => {
    const when = new Date('2026-06-01T12:30:00.000Z');
    const [row] = rowsOf<Record<string, unknown>>(
      await handle.db.execute(
        sql`select ${when}::timestamptz = '2026-06-01T12:30:00Z'::timestamptz as "sameInstant",
          ${JSON.stringify({ hole: 9 })}::jsonb as "json", ${'{1,2,3}'}::int[] as "holes",
          ${true}::boolean as "yes", ${null}::text as "nothing", 'it''s'::text as "quoted"`,
      ),
    );
    expect(row).toEqual({
      sameInstant: true,
      json: { hole: 9 },
      holes: [1, 2, 3],
      yes: true,
      nothing: null,
      quoted: "it's",
    });
  });

  it('keeps a failed statement out, and the next statements run as before', async () => {
    const failure = await handle.db.execute(sql`selec 1`).catch((e: unknown) => e);
    expect(String((failure as Error).cause ?? failure)).toMatch(/syntax error/);
    expect(await preparedFor('selec 1')).toBeUndefined();
    expect(rowsOf(await handle.db.execute(sql`select 2 as two`))).toEqual([{ two: 2 }]);
  });

  it('closes the least recently used statement beyond 200, and parses it again when it comes back', async () => {
    const distinct = (i: number) => handle.db.execute(sql.raw(`select ${i} as "lru_${i}"`));
    for (let i = 0; i < 210; i++) await distinct(i);
    const [count] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`),
    );
    expect(count?.n).toBeLessThanOrEqual(201);
    expect(await preparedFor('select 0 as "lru_0"')).toBeUndefined();
    expect(await preparedFor('select 209 as "lru_209"')).toBeDefined();
    expect(rowsOf(await distinct(0))).toEqual([{ lru_0: 0 }]);
  });

  it('parses a statement afresh when its table changed under it', async () => {
    await handle.db.execute(sql`create temporary table changes (id int)`);
    await handle.db.execute(sql`insert into changes values (1)`);
    expect(rowsOf(await handle.db.execute(sql`select * from changes`))).toEqual([{ id: 1 }]);
    await handle.db.execute(sql`alter table changes add column hole int default 9`);
    // Outside a transaction nothing was done yet: it runs again, parsed anew.
    expect(rowsOf(await handle.db.execute(sql`select * from changes`))).toEqual([{ id: 1, hole: 9 }]);
    await handle.db.execute(sql`alter table changes add column tee text default 'blue'`);
    // Inside one, the transaction has failed as PostgreSQL says; the next run is parsed anew.
    const failed = await handle.db
      .transaction((tx) => tx.execute(sql`select * from changes`))
      .catch((e: unknown) => e);
    expect(String((failed as Error).cause ?? failed)).toMatch(/cached plan must not change result type/);
    expect(rowsOf(await handle.db.execute(sql`select * from changes`))).toEqual([
      { id: 1, hole: 9, tee: 'blue' },
    ]);
  });
});
