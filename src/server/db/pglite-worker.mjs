// The embedded database's own thread (docs/performance.md, "PGlite in its own thread").
// PGlite runs PostgreSQL compiled to WebAssembly synchronously in the thread that calls it: in the
// server's thread a heavy query stalled every other request, health checks included. Here it runs
// in a worker thread and answers messages from pglite-worker-client.ts.
//
// Plain JavaScript on purpose: a worker thread is started by Node's own loader, which runs neither
// tsx's nor Vitest's TypeScript transform.
//
// One operation at a time reaches PGlite, chosen by the scheduler below: shortest expected first,
// so a single-course read does not wait behind ten country-wide lists (the bench's "cheap read
// under heavy reads"); anything that has waited AGE_LIMIT_MS goes first, oldest first, so nothing
// starves. Queries inside an open transaction, and its end, go straight in: it holds the database.
//
// Messages in:  { id, op: 'query', sql, params, rowMode, tx? } | { id, op: 'begin', first: { sql, params, rowMode } }
//               | { id, op: 'end', tx, commit, last? } | { id, op: 'close' }
//               (an end's `last`: statements to run in the transaction before it commits)
// Messages out: { id, ok: true, value } | { id, ok: false, error } (a begin's value: { tx, result } | { tx, error })
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-prepared.mjs';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');

// Drizzle keeps dates, times and intervals as PostgreSQL's text (it parses them itself); functions
// cannot cross threads, so the worker applies Drizzle's parsers to every query.
const keepText = (value) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepText],
  ),
);

/** Open transactions by id: how to end the PGlite callback that holds each. */
const transactions = new Map();
let nextTransaction = 1;

function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // A database error's fields (code, constraint, detail, …) are own properties; keep the strings.
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

const resultOf = (result) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } });
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
const ANALYSE_CHECK_ROWS = workerData.analyseCheckRows ?? 500;
let rowsChanged = 0;

/** Runs a statement, counting the rows it changed towards the next analysis check. */
async function run(sql, params, rowMode, inTransaction) {
  const result = await prepared.run(sql, params, rowMode, inTransaction);
  rowsChanged += result.affectedRows ?? 0;
  return result;
}

/** Analyses every table past autovacuum's rule; runs between jobs, never inside a transaction. */
async function analyseChanged() {
  rowsChanged = 0;
  // The counters of the statements just run reach the statistics views at the next flush.
  await db.query('select pg_stat_force_next_flush()');
  const stale = await db.query(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where n_mod_since_analyze > $1::float8 + $2::float8 * greatest(n_live_tup, 0)`,
    [ANALYSE_BASE_ROWS, ANALYSE_SCALE],
  );
  for (const { name } of stale.rows) await db.exec(`analyze ${name}`);
}

/** Each open transaction's settling promise, awaited by its 'end'. */
const finishing = new Map();

/**
 * Begins a transaction and runs its first statement in it; posts the transaction's id with the
 * statement's result, or with its error (the transaction stays open, aborted, as PostgreSQL leaves
 * it, until its 'end'); settles when it has ended.
 */
function begin(id, first) {
  const tx = nextTransaction++;
  let started = false;
  let end = () => {};
  const ended = new Promise((resolve, reject) => {
    end = (commit) => (commit ? resolve() : reject(new Error('rolled back by the server')));
  });
  // PGlite holds its lock for the whole callback, so other queries wait as they did in one thread.
  const done = db
    .transaction(async () => {
      transactions.set(tx, { end });
      started = true;
      let value;
      try {
        value = {
          tx,
          result: resultOf(await run(first.sql, first.params ?? [], first.rowMode, true)),
        };
      } catch (error) {
        value = { tx, error: errorOf(error) };
      }
      port.postMessage({ id, ok: true, value });
      await ended;
    })
    .finally(() => transactions.delete(tx));
  finishing.set(tx, done);
  return done.catch((error) => {
    if (!started) port.postMessage({ id, ok: false, error: errorOf(error) });
  });
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const inTransaction = message.tx !== undefined;
      if (inTransaction && !transactions.has(message.tx))
        throw new Error(`transaction ${message.tx} is not open`);
      return resultOf(await run(message.sql, message.params ?? [], message.rowMode, inTransaction));
    }
    case 'end': {
      const open = transactions.get(message.tx);
      const done = finishing.get(message.tx);
      finishing.delete(message.tx);
      if (!open || !done) throw new Error(`transaction ${message.tx} is not open`);
      if (message.commit && message.last) {
        try {
          for (const last of message.last) await run(last.sql, last.params ?? [], last.rowMode, true);
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
      throw new Error(`unknown message ${message.op}`);
  }
}

function respond(message, answer) {
  answer.then(
    (value) => {
      port.postMessage({ id: message.id, ok: true, value });
      if (message.op === 'close') port.close();
    },
    (error) => port.postMessage({ id: message.id, ok: false, error: errorOf(error) }),
  );
}

const AGE_LIMIT_MS = workerData.ageLimitMs ?? 500;
const ESTIMATES_KEPT = 1_000;
/** Milliseconds each statement text has taken (a moving average); transactions under one key. */
const estimates = new Map();
const keyOf = (message) => (message.op === 'query' ? message.sql : message.op);

function learn(key, ms) {
  const before = estimates.get(key);
  if (before === undefined && estimates.size >= ESTIMATES_KEPT) estimates.clear();
  estimates.set(key, before === undefined ? ms : before * 0.7 + ms * 0.3);
}

const queue = [];
let busy = false;

/** The job to run: the oldest once it has waited the age limit, else the cheapest so far. */
function next(now) {
  if (now - queue[0].arrived >= AGE_LIMIT_MS) return queue.shift();
  let chosen = 0;
  let chosenCost = costOf(queue[0]);
  for (let i = 1; i < queue.length; i++) {
    const cost = costOf(queue[i]);
    // Ties keep the earlier job (the queue is in arrival order): one statement's copies stay in order.
    if (cost < chosenCost) {
      chosen = i;
      chosenCost = cost;
    }
  }
  return queue.splice(chosen, 1)[0];
}

/** Read when choosing, not when queued: one statement's copies must compare equal. */
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

port.postMessage({ ready: true });
