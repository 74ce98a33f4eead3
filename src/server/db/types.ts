/** The database's types as the rest of the server sees them, whichever driver is under them. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** The database or a transaction on it: queries take this so callers can compose transactions. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '_'>;
/** A transaction on the database (it can lead statements with CTEs, unlike a bare Executor). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DbTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Connections per PostgreSQL database (the primary, each replica) and process. */
export interface PoolSizes {
  /** The main pool: writes, transactions, every read that is not a point read. */
  size: number;
  /** The point lane (docs/performance.md); 0: none, point reads share the main pool. */
  pointSize: number;
}

export const DEFAULT_POOLS: PoolSizes = { size: 10, pointSize: 2 };
