// @ts-check
// The embedded database's own thread (docs/performance.md, "PGlite in its own thread").
// PGlite runs PostgreSQL compiled to WebAssembly synchronously in the thread that calls it: in the
// server's thread a heavy query stalled every other request, health checks included. Here it runs
// in a worker thread and answers messages from pglite-worker-client.ts.
//
// Plain JavaScript on purpose: a worker thread is started by Node's own loader, which runs neither
// tsx's nor Vitest's TypeScript transform. Type-checked all the same (`// @ts-check`), its messages
// typed in pglite-messages.ts.
//
// One operation at a time reaches PGlite, chosen by the scheduler below: shortest expected first,
// so a single-course read does not wait behind ten country-wide lists (the bench's "cheap read
// under heavy reads"); anything that has waited AGE_LIMIT_MS goes first, oldest first, so nothing
// starves. Queries inside an open transaction, and its end, go straight in: it holds the database.
//
/** @typedef {import('./pglite-messages').RequestMessage} RequestMessage */
/** @typedef {import('./pglite-messages').Statement} Statement */
/** @typedef {import('./pglite-messages').RowMode} RowMode */
/** @typedef {import('./pglite-messages').Reply} Reply */
/** @typedef {import('./pglite-messages').Begun} Begun */
/** @typedef {import('./pglite-messages').ErrorFields} ErrorFields */
/** @typedef {import('./pglite-messages').WorkerResults} WorkerResults */
/** @typedef {import('./pglite-messages').WorkerOptions} WorkerOptions */
/** @typedef {{ message: RequestMessage; arrived: number }} Job */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-prepared.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;
/** @type {WorkerOptions} */
const options = workerData;

/** @param {Reply | { ready: true }} reply */
const post = (reply) => port.postMessage(reply);

// Drizzle keeps dates, times and intervals as PostgreSQL's text (it parses them itself); functions
// cannot cross threads, so the worker applies Drizzle's parsers to every query.
/** @param {string} value */
const keepText = (value) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepText],
  ),
);

/** Open transactions by id: how to end the PGlite callback that holds each. */
/** @type {Map<number, { end: (commit: boolean) => void }>} */
const transactions = new Map();
let nextTransaction = 1;

/**
 * @param {unknown} error
 * @returns {ErrorFields}
 */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // A database error's fields (code, constraint, detail, …) are own properties; keep the strings.
  /** @type {ErrorFields} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/**
 * @param {import('@electric-sql/pglite').Results} result
 * @returns {WorkerResults}
 */
const resultOf = (result) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

const db = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
// Every statement runs prepared under a name of its own (pglite-prepared.mjs), parsed once, and
// planned as PostgreSQL plans prepared statements (custom plans first, then a generic one when it
// costs no more). PGlite has no autovacuum, so the worker analyses tables itself as they change
// (analyseChanged below): new statistics make PostgreSQL plan the statements on them again, so a
// generic plan made while a table was small (a sequential scan) does not outlive its growth.
const prepared = preparedStatements(db, { parsers: PARSERS });

// autovacuum's analyse rule and defaults: a table is analysed once more rows changed since its last
// analysis than 50 + 10% of its rows. Checked after every ANALYSE_CHECK_ROWS changed rows.
const ANALYSE_BASE_ROWS = 50;
const ANALYSE_SCALE = 0.1;
const ANALYSE_CHECK_ROWS = options.analyseCheckRows ?? 500;
let rowsChanged = 0;

/**
 * Runs a statement, counting the rows it changed towards the next analysis check.
 * @param {Statement} statement
 * @param {boolean} inTransaction
 */
async function run({ sql, params, rowMode }, inTransaction) {
  const result = await prepared.run(sql, params ?? [], rowMode, inTransaction);
  rowsChanged += result.affectedRows ?? 0;
  return result;
}

/** Analyses every table past autovacuum's rule; runs between jobs, never inside a transaction. */
async function analyseChanged() {
  rowsChanged = 0;
  // The counters of the statements just run reach the statistics views at the next flush.
  await db.query('select pg_stat_force_next_flush()');
  /** @type {import('@electric-sql/pglite').Results<{ name: string }>} */
  const stale = await db.query(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where n_mod_since_analyze > $1::float8 + $2::float8 * greatest(n_live_tup, 0)`,
    [ANALYSE_BASE_ROWS, ANALYSE_SCALE],
  );
  for (const { name } of stale.rows) await db.exec(`analyze ${name}`);
}

/** Each open transaction's settling promise, awaited by its 'end'. */
/** @type {Map<number, Promise<void>>} */
const finishing = new Map();

/**
 * Begins a transaction and runs its first statement in it; posts the transaction's id with the
 * statement's result, or with its error (the transaction stays open, aborted, as PostgreSQL leaves
 * it, until its 'end'); settles when it has ended.
 * @param {number} id
 * @param {Statement} first
 */
function begin(id, first) {
  const tx = nextTransaction++;
  let started = false;
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  /** @type {Promise<void>} */
  const ended = new Promise((resolve, reject) => {
    end = (commit) => (commit ? resolve() : reject(new Error('rolled back by the server')));
  });
  // PGlite holds its lock for the whole callback, so other queries wait as they did in one thread.
  const done = db
    .transaction(async () => {
      transactions.set(tx, { end });
      started = true;
      /** @type {Begun} */
      let value;
      try {
        value = { tx, result: resultOf(await run(first, true)) };
      } catch (error) {
        value = { tx, error: errorOf(error) };
      }
      post({ id, ok: true, value });
      await ended;
    })
    .finally(() => transactions.delete(tx));
  finishing.set(tx, done);
  return done.catch((error) => {
    if (!started) post({ id, ok: false, error: errorOf(error) });
  });
}

/**
 * @param {RequestMessage} message
 * @returns {Promise<unknown>}
 */
async function handle(message) {
  switch (message.op) {
    case 'query': {
      const inTransaction = message.tx !== undefined;
      if (message.tx !== undefined && !transactions.has(message.tx))
        throw new Error(`transaction ${message.tx} is not open`);
      return resultOf(await run(message, inTransaction));
    }
    case 'end': {
      const open = transactions.get(message.tx);
      const done = finishing.get(message.tx);
      finishing.delete(message.tx);
      if (!open || !done) throw new Error(`transaction ${message.tx} is not open`);
      if (message.commit && message.last) {
        try {
          for (const last of message.last) await run(last, true);
        } catch (error) {
          // One failed: nothing of the transaction stays, and its error is the answer.
          open.end(false);
          await done.catch(() => {});
          throw error;
        }
      }
      open.end(message.commit);
      try {
        await done;
      } catch (error) {
        // A rollback ends the callback by throwing; only a failed commit is news.
        if (message.commit) throw error;
      }
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown message ${/** @type {{ op: string }} */ (message).op}`);
  }
}

/**
 * @param {RequestMessage} message
 * @param {Promise<unknown>} answer
 */
function respond(message, answer) {
  answer.then(
    (value) => {
      post({ id: message.id, ok: true, value });
      if (message.op === 'close') port.close();
    },
    (error) => post({ id: message.id, ok: false, error: errorOf(error) }),
  );
}

const AGE_LIMIT_MS = options.ageLimitMs ?? 500;
const ESTIMATES_KEPT = 1_000;
/** Milliseconds each statement text has taken (a moving average); transactions under one key. */
/** @type {Map<string, number>} */
const estimates = new Map();
/** @param {RequestMessage} message */
const keyOf = (message) => (message.op === 'query' ? message.sql : message.op);

/**
 * @param {string} key
 * @param {number} ms
 */
function learn(key, ms) {
  const before = estimates.get(key);
  if (before === undefined && estimates.size >= ESTIMATES_KEPT) estimates.clear();
  estimates.set(key, before === undefined ? ms : before * 0.7 + ms * 0.3);
}

/** @type {Job[]} */
const queue = [];
let busy = false;

/**
 * The job to run (the queue is not empty): the oldest once it has waited the age limit, else the
 * cheapest so far.
 * @param {number} now
 * @returns {Job}
 */
function next(now) {
  const oldest = /** @type {Job} */ (queue[0]);
  if (now - oldest.arrived >= AGE_LIMIT_MS) return /** @type {Job} */ (queue.shift());
  let chosen = 0;
  let chosenCost = costOf(oldest);
  for (let i = 1; i < queue.length; i++) {
    const cost = costOf(/** @type {Job} */ (queue[i]));
    // Ties keep the earlier job (the queue is in arrival order): one statement's copies stay in order.
    if (cost < chosenCost) {
      chosen = i;
      chosenCost = cost;
    }
  }
  return /** @type {Job} */ (queue.splice(chosen, 1)[0]);
}

/**
 * Read when choosing, not when queued: one statement's copies must compare equal.
 * @param {Job} job
 */
function costOf(job) {
  if (job.message.op === 'close') return Infinity;
  return estimates.get(keyOf(job.message)) ?? 0;
}

function pump() {
  // PGlite's WebAssembly blocks this thread while it runs, so what was sent meanwhile still waits
  // in the port: take it all in before choosing, or the choice would be first come, first served.
  for (let received = receiveMessageOnPort(port); received; received = receiveMessageOnPort(port)) {
    accept(received.message);
  }
  if (busy || queue.length === 0) return;
  const job = next(performance.now());
  busy = true;
  const started = performance.now();
  /** @type {Promise<unknown>} */
  let held;
  if (job.message.op === 'begin') {
    held = begin(job.message.id, job.message.first);
  } else {
    held = handle(job.message);
    respond(job.message, held);
  }
  held
    .catch(() => {})
    .then(() => learn(keyOf(job.message), performance.now() - started))
    // Before the next job, so none runs a plan made before the table changed this much.
    .then(() =>
      rowsChanged >= ANALYSE_CHECK_ROWS && transactions.size === 0 && job.message.op !== 'close'
        ? analyseChanged()
        : undefined,
    )
    .catch((error) => console.error('pglite-worker: analysing changed tables failed', error))
    .finally(() => {
      busy = false;
      pump();
    });
}

/** @param {RequestMessage} message */
function accept(message) {
  if ((message.op === 'query' && message.tx !== undefined) || message.op === 'end') {
    respond(message, handle(message));
    return;
  }
  queue.push({ message, arrived: performance.now() });
}

port.on('message', (message) => {
  accept(message);
  pump();
});

post({ ready: true });
