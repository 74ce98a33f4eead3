/**
 * Opens the database: embedded PGlite in a data directory by default, a PostgreSQL server when a
 * URL is given. Both are exposed through one Drizzle type so queries never care which it is.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** The database or a transaction on it: queries take this so callers can compose transactions. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DbTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface DbHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where it was opened from; the migrator needs the URL for its own locked connection. */
  target: DbTarget;
  /** Round-trips `select 1`; rejects if the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

export async function openPglite(dataDir: string): Promise<DbHandle> {
  mkdirSync(dataDir, { recursive: true });
  // The extension must be loaded here and also created in SQL (the first migration does that).
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // Not the node-postgres adapter: that one hangs under Drizzle.
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    target: { kind: 'pglite', dataDir },
    ping: async () => {
      await client.query('select 1');
    },
    // An open PGlite keeps Node alive; closing also flushes the data directory.
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DbHandle> {
  const client = postgres(url, {
    max: 10,
    // Quiet the "relation already exists, skipping" notices of idempotent DDL.
    onnotice: () => {},
    connect_timeout: 10,
  });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
    target: { kind: 'postgres', url },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.end({ timeout: 5 }),
  };
}
