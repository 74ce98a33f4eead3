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
import { sql, type SQL } from 'drizzle-orm';
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

/** `build` runs on the first call only; its placeholders are filled from `values` on every call. */
export function statement(name: string, build: () => SQL): Statement {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    // postgres-js answers the rows themselves, PGlite (and its worker) `{ rows }`.
    const result = (await prepared.execute(values)) as Row[] | { rows: Row[] };
    return Array.isArray(result) ? result : result.rows;
  };
}

/** A timestamp column as both drivers send it: text, as Drizzle asks them to. */
export function timestampOf(raw: unknown): Date {
  if (typeof raw !== 'string') throw new Error(`not a timestamp: ${String(raw)}`);
  return new Date(raw);
}
