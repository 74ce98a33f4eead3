/**
 * The server's side of the embedded database's thread (pglite-worker.mjs; docs/architecture.md,
 * "PGlite off the event loop"). It offers the part of PGlite's interface Drizzle's PGlite driver
 * uses — `query` and `transaction` — and forwards each call as a message, so a heavy query delays
 * other requests by the database's time only, never by blocking the server's event loop.
 */
import { Worker } from 'node:worker_threads';
import type {
  Begun,
  ErrorFields,
  Reply,
  Request,
  RowMode,
  Statement,
  WorkerOptions,
  WorkerResults,
} from './pglite-messages';

interface WorkerQueryable {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<WorkerResults>;
}

/** A transaction: it also carries statements with its end (statements.ts `statementAtCommit`). */
interface WorkerTransaction extends WorkerQueryable {
  atCommit(sql: string, params: unknown[]): void;
}

interface PgliteWorkerClient extends WorkerQueryable {
  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** The worker's error as an Error with the database's fields (code, constraint, …) on it. */
function rebuildError(fields: ErrorFields): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  return Object.assign(error, fields);
}

export interface PgliteWorkerOptions {
  /** How long a query may wait before it goes first, whatever it costs (default 500 ms). */
  ageLimitMs?: number;
}

export async function startPgliteWorker(
  dataDir: string,
  options: PgliteWorkerOptions = {},
): Promise<PgliteWorkerClient> {
  const workerData: WorkerOptions = { dataDir, ...options };
  const worker = new Worker(WORKER_URL, { workerData });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  const failAll = (error: Error) => {
    stopped ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: Reply | { ready: true }) => {
      if ('ready' in message) return resolve();
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      if (message.ok) waiter.resolve(message.value);
      else waiter.reject(rebuildError(message.error));
    });
    worker.once('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.once('exit', (code) => {
      const error = new Error(`The embedded database's thread stopped (exit code ${code}).`);
      reject(error);
      failAll(error);
    });
  });
  await ready;

  const send = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  };

  // Drizzle passes parser functions, which cannot cross threads; the worker applies the same ones.
  const statementOf = (sql: string, params: unknown[] = [], options?: { rowMode?: RowMode }): Statement => ({
    sql,
    params,
    rowMode: options?.rowMode,
  });

  return {
    query: (sql, params, options) =>
      send<WorkerResults>({ op: 'query', ...statementOf(sql, params, options) }),
    /**
     * The transaction begins with its first statement, in one message: a write's transaction holds
     * the embedded database while it waits for each next statement from this thread, so every
     * trip saved is time the database is free for others. A callback that runs nothing begins nothing.
     * For the same reason the statements queued with `atCommit` travel with the end, which runs
     * them before committing (and rolls back instead, answering their error, if one fails).
     */
    async transaction(callback) {
      let tx: number | undefined;
      let opening: Promise<unknown> | undefined;
      const query: WorkerQueryable['query'] = async (sql, params, options) => {
        const statement = statementOf(sql, params, options);
        if (!opening) {
          const begun = send<Begun>({ op: 'begin', first: statement });
          opening = begun.then(
            (value) => (tx = value.tx),
            () => undefined,
          );
          const answer = await begun;
          if ('error' in answer) throw rebuildError(answer.error);
          return answer.result;
        }
        // A statement sent before the first one answered waits for the transaction it opens.
        await opening;
        if (tx === undefined) throw new Error('the transaction did not begin');
        return send<WorkerResults>({ op: 'query', ...statement, tx });
      };
      const finals: Statement[] = [];
      const atCommit = (sql: string, params: unknown[]) => {
        finals.push(statementOf(sql, params));
      };
      const rollBack = async () => {
        await opening;
        if (tx !== undefined) await send({ op: 'end', tx, commit: false }).catch(() => {});
      };
      let result;
      try {
        result = await callback({ query, atCommit });
        // Only statements at commit: the first of them begins the transaction.
        const first = opening ? undefined : finals.shift();
        if (first) await query(first.sql, first.params);
      } catch (error) {
        await rollBack();
        throw error;
      }
      await opening;
      if (tx !== undefined) {
        await send({ op: 'end', tx, commit: true, ...(finals.length > 0 ? { last: finals } : {}) });
      }
      return result;
    },
    async close() {
      if (stopped) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      await send({ op: 'close' });
      await exited;
    },
  };
}
