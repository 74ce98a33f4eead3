/**
 * The messages between the server's thread (pglite-worker-client.ts) and the embedded database's
 * thread (pglite-worker.mjs, which reads these types through JSDoc under `// @ts-check`).
 */
export type RowMode = 'array' | 'object';

export interface Statement {
  sql: string;
  params: unknown[];
  rowMode: RowMode | undefined;
}

/** What the server's thread asks. `end`'s `last`: statements to run in the transaction before it commits. */
export type Request =
  | ({ op: 'query'; tx?: number } & Statement)
  | { op: 'begin'; first: Statement }
  | { op: 'end'; tx: number; commit: boolean; last?: Statement[] }
  | { op: 'close' };

export type RequestMessage = Request & { id: number };

/** A database error's fields (code, constraint, detail, …), as they cross the threads. */
export type ErrorFields = Record<string, unknown>;

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

export interface WorkerResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * What a begin answers: the transaction it opened, with its first statement's result or error (a
 * failed first statement leaves the transaction open and aborted until its end, as in PostgreSQL).
 */
export type Begun = { tx: number; result: WorkerResults } | { tx: number; error: ErrorFields };

/** The worker's start options (`workerData`). */
export interface WorkerOptions {
  dataDir: string;
  /** How long a job may wait before it goes first, whatever it costs (default 500 ms). */
  ageLimitMs?: number;
  /** Rows changed between two checks for tables to analyse (default 500; tests lower it). */
  analyseCheckRows?: number;
}
