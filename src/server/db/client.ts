/**
 * The database facade (docs/architecture.md, "The database"): the one place that opens the drivers
 * and builds the handle the rest of the server is given. Embedded PGlite in a data directory by
 * default, a PostgreSQL server when a URL is given; both behind one Drizzle type, so queries never
 * care which it is.
 *
 * A handle is a node (the primary) with its parts named: `db` (Drizzle on the main pool, for every
 * query and transaction), `point` (where reads by primary key run: the point lane), `positions`
 * (the courses' positions in memory), and `replicas` (the nodes public reads may run on). Every
 * driver-aware trick (pipelined BEGIN, statements carried with COMMIT, the PGlite thread) is
 * wired here and nowhere else.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { startPgliteWorker, type PgliteWorkerOptions } from './pglite-worker-client';
import { withPipelinedBegin } from './pipelined-begin';
import { CoursePositions } from './radius/positions';
import { createReadRouter, type ReadRouter, type ReadRouterOptions } from './read-router';
import { openReplica, primaryPosition } from './replicas';
import * as schema from './schema';
import {
  DEFAULT_POOLS,
  type Database,
  type DatabaseKind,
  type DbTarget,
  type Executor,
  type PoolSizes,
} from './types';

export type { Database, DatabaseKind, DbTarget, Executor, Transaction } from './types';

/** One database a read may run on: the primary, or one of its replicas. */
export interface DbNode {
  /** Drizzle on the main pool: every statement that is not a point read, and every transaction. */
  db: Database;
  /**
   * Where a point read (a row, or a page of rows, by primary key) runs: the point lane, a second
   * small pool (docs/performance.md), or `db` where there is none. Inside a transaction a point
   * read takes the transaction instead: it must see the transaction's own writes.
   */
  point: Executor;
  /** The courses' positions in memory, built from and checked against this database. */
  positions: CoursePositions;
}

export interface DbHandle extends DbNode {
  kind: DatabaseKind;
  /** Where it was opened from; the migrator needs the URL for its own locked connection. */
  target: DbTarget;
  /** Round-trips `select 1`; rejects if the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where public reads may run when read replicas are configured (docs/architecture.md, "Read
   * replicas"). Absent (no replica, PGlite): every read runs on this node.
   */
  replicas?: ReadRouter<DbNode>;
}

export interface PostgresOptions {
  /** DATABASE_READ_URL: streaming replicas of the primary. */
  readUrls?: string[];
  replicas?: ReadRouterOptions;
  /** Connections per database: DATABASE_POOL_SIZE and DATABASE_POINT_POOL_SIZE. */
  pools?: Partial<PoolSizes>;
}

type ConnectionOptions = postgres.Options<Record<string, postgres.PostgresType>>;

/** A node on a PostgreSQL pool, with its point lane when it has connections; `end` closes both. */
function postgresNode(
  url: string,
  client: postgres.Sql,
  pointSize: number,
  options: ConnectionOptions,
): DbNode & { end(): Promise<void> } {
  const db = drizzlePostgres({ client, schema });
  const lane = pointSize > 0 ? postgres(url, { ...options, max: pointSize }) : undefined;
  return {
    db,
    point: lane ? drizzlePostgres({ client: lane, schema }) : db,
    positions: new CoursePositions(db),
    end: async () => {
      await Promise.all([client.end({ timeout: 5 }), lane?.end({ timeout: 5 })]);
    },
  };
}

export async function openDatabase(target: DbTarget, options: PostgresOptions = {}): Promise<DbHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url, options);
}

export async function openPglite(dataDir: string, options: PgliteWorkerOptions = {}): Promise<DbHandle> {
  mkdirSync(dataDir, { recursive: true });
  // In its own thread, so a heavy query never blocks the server's event loop (docs/performance.md).
  // The thread loads pg_trgm; the first migration creates it in SQL.
  const client = await startPgliteWorker(dataDir, options);
  // Drizzle's PGlite driver calls only query() and transaction(), which the worker client offers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    // One thread anyway: no lane of its own.
    point: db,
    positions: new CoursePositions(db),
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
  const primary = postgresNode(url, withPipelinedBegin(client), pools.pointSize, connection);
  const readers = (options.readUrls ?? []).map((readUrl) =>
    openReplica(readUrl, pools.size, (readClient, readOptions) =>
      postgresNode(readUrl, readClient, pools.pointSize, readOptions),
    ),
  );
  const replicas =
    readers.length > 0
      ? createReadRouter<DbNode>(
          { db: primary, position: () => primaryPosition(client) },
          readers,
          options.replicas,
        )
      : undefined;
  return {
    db: primary.db,
    point: primary.point,
    positions: primary.positions,
    kind: 'postgres',
    target: { kind: 'postgres', url },
    ping: async () => {
      await primary.db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([primary.end(), ...readers.map((reader) => reader.close())]);
    },
    ...(replicas ? { replicas } : {}),
  };
}
