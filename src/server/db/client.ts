/**
 * Opens the database: embedded PGlite in a data directory by default, a PostgreSQL server when a
 * URL is given. Both are exposed through one Drizzle type so queries never care which it is.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { startPgliteWorker, type PgliteWorkerOptions } from './pglite-worker-client';
import { DEFAULT_POOLS, setPointLane, type PoolSizes } from './lanes';
import { createReadRouter, type ReadRouter, type ReadRouterOptions } from './read-router';
import { withPipelinedBegin } from './pipelined-begin';
import { openReplica, primaryPosition } from './replicas';
import * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** The database or a transaction on it: queries take this so callers can compose transactions. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '_'>;

export type DbTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface DbHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where it was opened from; the migrator needs the URL for its own locked connection. */
  target: DbTarget;
  /** Round-trips `select 1`; rejects if the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where public reads may run when read replicas are configured (docs/architecture.md, "Read
   * replicas"). Absent (no replica, PGlite): every read runs on `db`.
   */
  replicas?: ReadRouter<Database>;
}

export interface PostgresOptions {
  /** DATABASE_READ_URL: streaming replicas of the primary. */
  readUrls?: string[];
  replicas?: ReadRouterOptions;
  /** Connections per database: DATABASE_POOL_SIZE and DATABASE_POINT_POOL_SIZE. */
  pools?: Partial<PoolSizes>;
}

/** Opens the point lane of `db` (lanes.ts) when it has connections; the caller ends its client. */
export function withPointLane(
  db: Database,
  url: string,
  size: number,
  options: postgres.Options<Record<string, postgres.PostgresType>>,
): postgres.Sql | undefined {
  if (size <= 0) return undefined;
  const client = postgres(url, { ...options, max: size });
  setPointLane(db, drizzlePostgres({ client, schema }));
  return client;
}

export async function openDatabase(target: DbTarget, options: PostgresOptions = {}): Promise<DbHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url, options);
}

export async function openPglite(dataDir: string, options: PgliteWorkerOptions = {}): Promise<DbHandle> {
  mkdirSync(dataDir, { recursive: true });
  // In its own thread, so a heavy query never blocks the server's event loop (docs/architecture.md,
  // "PGlite off the event loop"). The thread loads pg_trgm; the first migration creates it in SQL.
  const client = await startPgliteWorker(dataDir, options);
  // Drizzle's PGlite driver calls only query() and transaction(), which the worker client offers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
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

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DbHandle> {
  const pools = { ...DEFAULT_POOLS, ...options.pools };
  // Quiet the "relation already exists, skipping" notices of idempotent DDL.
  const connection = { onnotice: () => {}, connect_timeout: 10 };
  const client = postgres(url, { ...connection, max: pools.size });
  const db = drizzlePostgres({ client: withPipelinedBegin(client), schema });
  const points = withPointLane(db, url, pools.pointSize, connection);
  const readers = (options.readUrls ?? []).map((readUrl) =>
    openReplica(
      readUrl,
      (readClient) => drizzlePostgres({ client: readClient, schema }),
      (readDb, laneOptions) => withPointLane(readDb, readUrl, pools.pointSize, laneOptions),
      pools.size,
    ),
  );
  const replicas =
    readers.length > 0
      ? createReadRouter<Database>({ db, position: () => primaryPosition(client) }, readers, options.replicas)
      : undefined;
  return {
    db,
    kind: 'postgres',
    target: { kind: 'postgres', url },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([
        client.end({ timeout: 5 }),
        points?.end({ timeout: 5 }),
        ...readers.map((reader) => reader.close()),
      ]);
    },
    ...(replicas ? { replicas } : {}),
  };
}
