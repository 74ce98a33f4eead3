/**
 * Applies the versioned migrations in ./migrations at start, on either database. Drizzle records
 * applied migrations in drizzle.__drizzle_migrations, so a second run is a no-op.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import type { DbHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary but fixed: every process of this app contends for the same advisory lock. */
const MIGRATION_LOCK_ID = 7_305_214_001;

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.target.kind === 'pglite') {
    // One process owns a PGlite directory, so there is nobody to race with.
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await migratePostgresLocked(handle.target.url);
}

/**
 * Several processes may start at once behind a load balancer. A session-level advisory lock needs
 * one connection for lock, migration and unlock, hence a dedicated single-connection client.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client });
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
