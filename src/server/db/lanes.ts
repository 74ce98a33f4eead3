/**
 * The point lane (docs/architecture.md, "The point lane"): a second, small pool of connections to
 * the same PostgreSQL, for the statements whose cost is bounded by a primary-key lookup (a course,
 * its restrooms, a radius page read by id). With one connection per request in flight, every
 * query was a socket write that woke a sleeping backend, and on the bench's machine those wake-ups
 * cost the server and PostgreSQL more than the queries. A few connections carrying several point
 * queries each (postgres-js pipelines them once every connection of a pool is busy) are written in
 * one go and answered by backends that stay awake. A heavy query never waits in that pipeline, so
 * it cannot hold a cheap read behind it: it keeps the main pool.
 *
 * A database opened without one (PGlite: one thread anyway), and every transaction, is its own
 * point lane: a read inside a write's transaction must see that transaction's writes.
 */
import type { Executor } from './client';

/** Connections per PostgreSQL database (the primary, each replica) and process. */
export interface PoolSizes {
  /** The main pool: writes, transactions, every read that is not a point read. */
  size: number;
  /** The point lane; 0: none, point reads share the main pool. */
  pointSize: number;
}

export const DEFAULT_POOLS: PoolSizes = { size: 10, pointSize: 2 };

const lanes = new WeakMap<Executor, Executor>();

/** Gives `db` its point lane: another handle on the same database. */
export function setPointLane(db: Executor, lane: Executor): void {
  lanes.set(db, lane);
}

/** Where a point statement on `db` runs. */
export function pointLane(db: Executor): Executor {
  return lanes.get(db) ?? db;
}
