/**
 * Transactions on PostgreSQL whose BEGIN travels with their first statement (docs/architecture.md,
 * write path), as the PGlite worker's do (pglite-worker-client.ts). postgres-js's own `begin` sends
 * BEGIN and waits for its answer before the transaction's first statement: one of a review post's
 * six round trips, each a write that wakes the backend. Here the transaction reserves a connection,
 * and BEGIN is queued on it right before the first statement, so both leave in one write.
 *
 * Drizzle's postgres-js session only calls `begin(fn)` on the pool and `unsafe()` on the client
 * it hands to `fn` (plus `savepoint(fn)` for a nested transaction, which the app never opens but
 * tests do, to roll a whole request back); everything else of the pool is left as it is.
 *
 * As with postgres-js's `begin`: whatever `fn` throws rolls the transaction back, and so does a
 * statement that failed even if `fn` caught its error. PostgreSQL answers the COMMIT of such a
 * transaction with ROLLBACK, which is turned back into an error here. A transaction whose `fn`
 * sends no statement (a write refused before it touched the database) sends no BEGIN either.
 *
 * A statement queued with `atCommit` (statements.ts `statementAtCommit`: the stored answer of an
 * idempotent write) leaves in the same write as the COMMIT, saving the round trip its own answer
 * would cost; if it fails, the transaction is rolled back and its error is thrown.
 */
import type postgres from 'postgres';

type Sql = postgres.Sql;
type Unsafe = Sql['unsafe'];

export class TransactionRolledBack extends Error {
  constructor() {
    super('the transaction was rolled back: one of its statements failed');
  }
}

/** A statement queued for the COMMIT (statements.ts `statementAtCommit`). */
interface Final {
  sql: string;
  params: unknown[];
}

async function pipelinedBegin<T>(pool: Sql, fn: (tx: Sql) => T | Promise<T>): Promise<T> {
  const reserved = await pool.reserve();
  let begun: Promise<unknown> | undefined;
  const unsafe: Unsafe = (...args: Parameters<Unsafe>) => {
    // Queued now, sent with the statement queued next in this tick (postgres-js writes a
    // connection's queue once per tick). Its answer is awaited before COMMIT.
    if (!begun) {
      begun = reserved.unsafe('begin').execute();
      // Awaited before COMMIT; when `fn` fails first, nobody else awaits it.
      begun.catch(() => undefined);
    }
    return reserved.unsafe(...args);
  };

  /**
   * Sends the final statements and then COMMIT in one write; a final's failure is what is thrown
   * (PostgreSQL then answers the COMMIT with ROLLBACK).
   */
  const settle = async () => {
    const sent = finals.map(({ sql, params }) =>
      unsafe(sql, params as postgres.ParameterOrJSON<never>[], { prepare: true }).execute(),
    );
    const outcomes = await Promise.allSettled([...sent, reserved.unsafe('commit').execute()]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    return (outcomes.at(-1) as PromiseFulfilledResult<postgres.RowList<postgres.Row[]>>).value;
  };

  // A nested transaction (Drizzle's tx.transaction) is a savepoint, as with postgres-js's own.
  // Its client carries nothing to the COMMIT, so statements.ts runs such a statement at once and
  // the savepoint's rollback takes it along (Drizzle's postgres-js driver gives a nested
  // transaction no nestedIndex for statements.ts to see).
  let savepoints = 0;
  const savepoint = async (...args: unknown[]) => {
    const body = args.at(-1) as (sql: Sql) => unknown;
    const name = `s${savepoints++}`;
    await unsafe(`savepoint ${name}`);
    try {
      const result = await body(client(false));
      await reserved.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await reserved.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const finals: Final[] = [];
  const atCommit = (sql: string, params: unknown[]) => finals.push({ sql, params });
  const client = (carries: boolean): Sql =>
    new Proxy(reserved, {
      get(target, property, receiver) {
        if (property === 'unsafe') return unsafe;
        if (property === 'savepoint') return savepoint;
        if (property === 'atCommit' && carries) return atCommit;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });

  try {
    let result: T;
    try {
      result = await fn(client(true));
    } catch (error) {
      if (begun) await reserved.unsafe('rollback').catch(() => undefined);
      throw error;
    }
    if (begun || finals.length > 0) {
      const done = await settle();
      await begun;
      if (done.command !== 'COMMIT') throw new TransactionRolledBack();
    }
    return result;
  } finally {
    reserved.release();
  }
}

/** The pool as Drizzle's postgres-js driver takes it, with `begin` pipelined. */
export function withPipelinedBegin(pool: Sql): Sql {
  const begin = (...args: unknown[]) => {
    // postgres-js's begin(options, fn): the app passes no options.
    if (args.length !== 1 || typeof args[0] !== 'function') {
      return Promise.reject(new Error('begin(fn) without options only (db/pipelined-begin.ts)'));
    }
    return pipelinedBegin(pool, args[0] as (tx: Sql) => unknown);
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      return property === 'begin' ? begin : (Reflect.get(target, property, receiver) as unknown);
    },
  });
}
