/**
 * The server's side of the embedded database's thread (pglite-worker.mjs; docs/architecture.md,
 * "PGlite off the event loop"). It offers the part of PGlite's interface Drizzle's PGlite driver
 * uses — `query` and `transaction` — and forwards each call as a message, so a heavy query delays
 * other requests by the database's time only, never by blocking the server's event loop.
 */
import { Worker } from 'node:worker_threads';

type RowMode = 'array' | 'object';

interface WorkerResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface WorkerQueryable {
  query(sql: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<WorkerResults>;
}

interface PgliteWorkerClient extends WorkerQueryable {
  transaction<T>(callback: (tx: WorkerQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode | undefined; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** The worker's error as an Error with the database's fields (code, constraint, …) on it. */
function rebuildError(fields: Record<string, unknown>): Error {
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
  const worker = new Worker(WORKER_URL, { workerData: { dataDir, ageLimitMs: options.ageLimitMs } });
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
  const queryIn =
    (tx?: number): WorkerQueryable['query'] =>
    (sql, params = [], options) =>
      send<WorkerResults>({ op: 'query', sql, params, rowMode: options?.rowMode, tx });

  return {
    query: queryIn(),
    async transaction(callback) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await callback({ query: queryIn(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
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
