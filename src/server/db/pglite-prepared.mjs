// @ts-check
// Named prepared statements for the embedded database's thread (docs/performance.md, "Named
// prepared statements (PGlite)"). PGlite's own query() sends every statement as the unnamed one, so PostgreSQL
// parses, analyses and plans it again on every call: on a review post that was most of the
// worker's time. Here each statement text is parsed once under a name of its own, and every call
// after binds and runs it, in one trip into the WebAssembly instead of PGlite's six.
//
// The messages and their answers are PGlite's public protocol helpers (`protocol.serialize`,
// `execProtocolStream`, `parse.parseResults`), and values are serialised by the parameter types
// PostgreSQL described, as PGlite's query() does. A protocol-level prepared statement belongs to
// the session, not to a transaction: one parsed inside a transaction that rolls back stays valid.
//
// Plain JavaScript, as the worker is (see pglite-worker.mjs).
import { parse, protocol } from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/** @typedef {import('@electric-sql/pglite').messages.BackendMessage} BackendMessage */
/** @typedef {import('@electric-sql/pglite').RowMode} RowMode */
/** @typedef {{ name: string; types: number[]; fields: BackendMessage | undefined }} Entry */

const { serialize } = protocol;

/** Distinct statement texts kept parsed; the least recently used is closed beyond it. */
const STATEMENTS_KEPT = 200;

/** A table changed under a prepared statement (PostgreSQL's code for it is a general one). */
/** @param {unknown} error */
const resultTypeChanged = (error) =>
  error instanceof Error &&
  /** @type {{ code?: unknown }} */ (error).code === '0A000' &&
  error.message.includes('cached plan must not change result type');

/**
 * One buffer of several protocol messages: PGlite runs them all in one call.
 * @param {Uint8Array[]} parts
 */
function messages(...parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * `db` a PGlite; `parsers` applied on top of PGlite's own (merged once here: PGlite's query()
 * copies both into a new object on every call). `kept` bounds the statements held parsed.
 * @param {PGlite} db
 * @param {{ parsers?: Record<number, (value: string) => unknown>; kept?: number }} [options]
 */
export function preparedStatements(db, { parsers = {}, kept = STATEMENTS_KEPT } = {}) {
  const allParsers = { ...db.parsers, ...parsers };
  /** Statement text → { name, types, fields }, least recently used first (a Map keeps order). */
  /** @type {Map<string, Entry>} */
  const statements = new Map();
  /** Names evicted or broken, closed in the same trip as the next statement's parse. */
  /** @type {string[]} */
  const closing = [];
  let nextName = 1;

  /**
   * @param {string} text
   * @returns {Promise<Entry>}
   */
  async function prepare(text) {
    const name = `fr_${nextName++}`;
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const answers = await db.execProtocolStream(
      messages(
        ...closes,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    /** @type {Entry} */
    const entry = {
      name,
      types:
        /** @type {{ dataTypeIDs?: number[] } | undefined} */ (
          answers.find((m) => m.name === 'parameterDescription')
        )?.dataTypeIDs ?? [],
      // The statement's row description, as a portal of it would answer (text results): kept so
      // each run skips describing its portal.
      fields: answers.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, entry);
    const first = statements.entries().next().value;
    if (statements.size > kept && first) {
      const [oldestText, oldest] = first;
      statements.delete(oldestText);
      closing.push(oldest.name);
    }
    return entry;
  }

  /**
   * @param {unknown[]} params
   * @param {number[]} types
   * @returns {(string | null)[]}
   */
  function valuesOf(params, types) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = db.serializers[types[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
  }

  /** @param {string} text */
  async function lookup(text) {
    const entry = statements.get(text);
    if (!entry) return prepare(text);
    // Most recently used last.
    statements.delete(text);
    statements.set(text, entry);
    return entry;
  }

  /**
   * @param {Entry} entry
   * @param {unknown[]} params
   */
  async function execute(entry, params) {
    return db.execProtocolStream(
      messages(
        serialize.bind({ statement: entry.name, values: valuesOf(params, entry.types) }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
  }

  /**
   * Runs `text` as PGlite's query() would and answers the same `{ rows, fields, affectedRows }`.
   * It takes PGlite's query lock; the worker never runs a statement outside a transaction while
   * one is open, and a transaction's own statements one after another.
   * @param {string} text
   * @param {unknown[]} params
   * @param {RowMode | undefined} rowMode
   * @param {boolean} inTransaction
   * @returns {Promise<import('@electric-sql/pglite').Results>}
   */
  async function run(text, params, rowMode, inTransaction) {
    return db.runExclusive(async () => {
      let entry = await lookup(text);
      let answers;
      try {
        answers = await execute(entry, params);
      } catch (error) {
        if (!resultTypeChanged(error)) throw error;
        // A table changed under the statement: parse it afresh. Outside a transaction nothing
        // was done, so it runs again; inside one the transaction has failed, as PostgreSQL said.
        statements.delete(text);
        closing.push(entry.name);
        if (inTransaction) throw error;
        entry = await prepare(text);
        answers = await execute(entry, params);
      }
      if (!inTransaction) await db.syncToFs();
      if (entry.fields) answers.unshift(entry.fields);
      const [result] = parse.parseResults(answers, allParsers, { rowMode });
      if (!result) throw new Error('the statement answered no result');
      return result;
    });
  }

  return { run };
}
