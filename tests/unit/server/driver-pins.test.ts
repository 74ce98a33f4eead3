/**
 * The database facade (src/server/db) uses parts of its drivers that are theirs, not their public
 * promise: Drizzle's select internals and session.prepareQuery (statements.ts), postgres-js's
 * reserved connections (pipelined-begin.ts), PGlite's protocol helpers (pglite-prepared.mjs).
 * package.json pins those three packages to exact versions; this test fails loudly when an upgrade
 * moves any of it, naming what to check (docs/performance.md says where each part is used).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect, QueryBuilder, pgTable, text } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The versions the facade was written against. */
const PINNED = { 'drizzle-orm': '0.45.4', postgres: '3.4.9', '@electric-sql/pglite': '0.5.16' };

const installedVersion = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('the drivers the database facade reaches into', () => {
  it('are pinned to exact versions, and those are installed', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const [name, version] of Object.entries(PINNED)) {
      expect(manifest.dependencies[name], `package.json must pin ${name} exactly`).toBe(version);
      expect(
        installedVersion(name),
        `${name} was upgraded: check what src/server/db relies on (this file), then move the pin`,
      ).toBe(version);
    }
  });

  it("drizzle-orm: a built select's fields and joins, orderSelectedFields and prepareQuery (statements.ts)", () => {
    const table = pgTable('t', { id: text('id') });
    const select = new QueryBuilder()
      .select()
      .from(table)
      .where(sql`${table.id} = ${sql.placeholder('id')}`);
    const internals = select as unknown as { config?: { fields?: unknown }; joinsNotNullableMap?: unknown };
    expect(internals.config?.fields, 'select.config.fields').toBeTypeOf('object');
    expect(internals.joinsNotNullableMap, 'select.joinsNotNullableMap').toEqual({ t: true });
    const ordered = (drizzle as unknown as { orderSelectedFields?: (f: unknown) => unknown })
      .orderSelectedFields;
    expect(ordered, "drizzle-orm's orderSelectedFields export").toBeTypeOf('function');
    expect(ordered!(internals.config!.fields)).toHaveLength(1);
    expect(new PgDialect().sqlToQuery(select.getSQL()).sql).toContain('$1');
    for (const session of [PgliteSession, PostgresJsSession]) {
      expect(session.prototype.prepareQuery, `${session.name}.prepareQuery`).toBeTypeOf('function');
      expect(session.prototype.prepareQuery.length, `${session.name}.prepareQuery's parameters`).toBe(7);
    }
    expect(drizzle.fillPlaceholders, 'fillPlaceholders').toBeTypeOf('function');
  });

  it("postgres: a pool's reserved connection, unsafe().execute() and release (pipelined-begin.ts)", async () => {
    // Never connects: postgres-js opens connections on the first query.
    const pool = postgres('postgres://nobody@127.0.0.1:9/none', { max: 1 });
    expect(pool.reserve, 'sql.reserve').toBeTypeOf('function');
    expect(pool.begin, 'sql.begin').toBeTypeOf('function');
    const pending = pool.unsafe('select 1');
    expect(pending.execute, 'unsafe(...).execute').toBeTypeOf('function');
    await pool.end({ timeout: 0 });
  });

  it("@electric-sql/pglite: the protocol helpers and the instance's lock and serialisers (pglite-prepared.mjs)", () => {
    for (const name of ['parse', 'describe', 'bind', 'execute', 'sync', 'close'] as const) {
      expect(protocol.serialize[name], `protocol.serialize.${name}`).toBeTypeOf('function');
    }
    expect(parse.parseResults, 'parse.parseResults').toBeTypeOf('function');
    for (const name of [
      'execProtocolStream',
      'runExclusive',
      'syncToFs',
      'dumpDataDir',
      'transaction',
    ] as const) {
      expect(PGlite.prototype[name], `PGlite.prototype.${name}`).toBeTypeOf('function');
    }
  });
});
