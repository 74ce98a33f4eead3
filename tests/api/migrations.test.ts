import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/server/db/migrate';
import { APP_TABLES, describeEachDatabase, TEST_DATABASE_URL } from './helpers/databases';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

async function publicTables(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`table_name` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public'`);
  return rows.map((r) => r.name).sort();
}

describeEachDatabase('migrations', (getCtx, kind) => {
  it('have created every table, the pg_trgm extension and the trigram index', async () => {
    const { db } = getCtx();
    expect(await publicTables(db)).toEqual([...APP_TABLES].sort());
    const [ext] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_extension`)
      .where(sql`extname = 'pg_trgm'`);
    expect(ext?.n).toBe(1);
    const [index] = await db
      .select({ def: sql<string>`indexdef` })
      .from(sql`pg_indexes`)
      .where(sql`indexname = 'courses_search_name_trgm_idx'`);
    expect(index?.def).toContain('gin_trgm_ops');
  });

  it('are a no-op when run again', async () => {
    const { db, handle } = getCtx();
    expect(await appliedMigrations(db)).toBe(journal.entries.length);
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    expect(await appliedMigrations(db)).toBe(journal.entries.length);
    expect(await publicTables(db)).toEqual([...APP_TABLES].sort());
  });

  if (kind === 'postgres') {
    it('run once when several processes start together (advisory lock)', async () => {
      // A brand-new database, so the racing migrators really have work to do.
      const name = `fr_lock_${randomBytes(4).toString('hex')}`;
      const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const handles = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString())));
      try {
        await Promise.all(handles.map((h) => migrateDatabase(h)));
        expect(await appliedMigrations(handles[0]!.db)).toBe(journal.entries.length);
        expect(await publicTables(handles[0]!.db)).toEqual([...APP_TABLES].sort());
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await admin.unsafe(`DROP DATABASE ${name}`);
        await admin.end();
      }
    });
  }
});
