/**
 * Statements whose SQL text is built once per process (docs/architecture.md, write path).
 *
 * Drizzle builds a statement's text from its parts on every call, prepared statements included:
 * a prepared query belongs to the database or transaction it was made on, and every request's
 * write runs in a transaction of its own. On a review post that building was most of what the
 * server allocated, and collecting the garbage kept V8's helper threads busy for about as long as
 * the request's own work. A statement here is built once, with placeholders for its values, and
 * runs on whichever database or transaction it is given through that one's session: the same text
 * and parameters as before, prepared once per connection under its name.
 *
 * Its rows are the driver's: named as the SQL aliases them, timestamps as text. Each caller reads
 * them by hand (`timestampOf` for a timestamp).
 */
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Row = Record<string, unknown>;
export type Values = Record<string, unknown>;

const dialect = new PgDialect();

/** A placeholder of a built-once statement, filled from the values of each run. */
export const value = (name: string) => sql.placeholder(name);

export interface Statement {
  (db: Executor, values: Values): Promise<Row[]>;
}

type Query = ReturnType<PgDialect['sqlToQuery']>;

/** The statement's text and parameter slots, built on first use only. */
function builtOnce(build: () => SQL): () => Query {
  let query: Query | undefined;
  return () => (query ??= dialect.sqlToQuery(build()));
}

/** `build` runs on the first call only; its placeholders are filled from `values` on every call. */
export function statement(name: string, build: () => SQL): Statement {
  return runNow(name, builtOnce(build));
}

function runNow(name: string, query: () => Query): Statement {
  return async (db, values) => {
    const prepared = db._.session.prepareQuery(query(), undefined, name, false);
    // postgres-js answers the rows themselves, PGlite (and its worker) `{ rows }`.
    const result = (await prepared.execute(values)) as Row[] | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  };
}

/**
 * A transaction of either driver that can carry statements with its COMMIT
 * (db/pipelined-begin.ts on PostgreSQL, pglite-worker-client.ts on PGlite): they run last, right
 * before the COMMIT, sent in the same write or message, and a failure among them rolls the whole
 * transaction back and is what the transaction throws.
 */
interface CommitCarrier {
  atCommit(sql: string, params: unknown[]): void;
}

/** The driver's transaction under `db`, when `db` is a transaction that can carry statements. */
function carrierOf(db: Executor): CommitCarrier | undefined {
  // A nested transaction (a savepoint) on PGlite shares its client with the one around it: a
  // statement queued there would outlive the savepoint's rollback, so it runs at once. (On
  // PostgreSQL a savepoint's client carries nothing: pipelined-begin.ts.)
  if ((db as { nestedIndex?: number }).nestedIndex) return undefined;
  const client = (db._.session as unknown as { client?: Partial<CommitCarrier> }).client;
  return typeof client?.atCommit === 'function' ? (client as CommitCarrier) : undefined;
}

/**
 * A statement whose result nobody reads and that may run as the transaction's last (the stored
 * answer of an idempotent write): inside a transaction that can carry it, it is queued for the
 * COMMIT and this resolves at once, saving the round trip (or the crossing between threads) its
 * answer would cost; anywhere else it runs now, as `statement` does.
 */
export function statementAtCommit(name: string, build: () => SQL): Statement {
  const query = builtOnce(build);
  const now = runNow(name, query);
  return async (db, values) => {
    const carrier = carrierOf(db);
    if (!carrier) return now(db, values);
    const { sql: text, params } = query();
    carrier.atCommit(text, fillPlaceholders(params, values));
    return [];
  };
}

/** A timestamp column as both drivers send it: text, as Drizzle asks them to. */
export function timestampOf(raw: unknown): Date {
  if (typeof raw !== 'string') throw new Error(`not a timestamp: ${String(raw)}`);
  return new Date(raw);
}
