/**
 * Prepared once (docs/performance.md, "Statements built once"): the one way the server prepares a
 * statement. Drizzle builds a statement's text from its parts on every call, and a prepared query
 * of its own belongs to the database or transaction it was made on, where every request's write
 * runs in a transaction of its own. A statement here is built once, with placeholders for its
 * values, and runs on whichever database, lane or transaction it is given, through that one's
 * session, prepared once per connection under its name.
 *
 * `statement` takes SQL and answers the driver's rows (named as the SQL aliases them, timestamps
 * as text: `timestampOf`); `selectStatement` takes a Drizzle select and answers its typed rows, as
 * the select itself would.
 */
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import * as drizzle from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from './types';

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

/** What Drizzle's own prepare reads off a select (pg-core/query-builders/select.js `_prepare`). */
interface SelectInternals {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean>;
}

/** Drizzle's own ordering of a select's fields into the columns it reads (exported, not typed). */
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields(fields: unknown): unknown })
  .orderSelectedFields;

/**
 * A select built once (on a query builder, with `sql.placeholder`s for its values) that answers
 * its typed rows on any database, lane or transaction: Drizzle's `_prepare`, with the text built once.
 */
export function selectStatement<S extends { getSQL(): SQL; _: { result: unknown } }>(
  name: string,
  build: (qb: QueryBuilder) => S,
): (db: Executor, values: Values) => Promise<S['_']['result']> {
  let built: { query: Query; fields: unknown; joins: Record<string, boolean> } | undefined;
  const once = () => {
    if (built) return built;
    const select = build(new QueryBuilder());
    const internals = select as unknown as SelectInternals;
    built = {
      query: dialect.sqlToQuery(select.getSQL()),
      fields: orderSelectedFields(internals.config.fields),
      joins: internals.joinsNotNullableMap,
    };
    return built;
  };
  return async (db, values) => {
    const { query, fields, joins } = once();
    const prepared = db._.session.prepareQuery(query, fields as never, name, true);
    (prepared as unknown as { joinsNotNullableMap: Record<string, boolean> }).joinsNotNullableMap = joins;
    return (await prepared.execute(values)) as S['_']['result'];
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
