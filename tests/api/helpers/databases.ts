/**
 * Runs a block of API tests once on PGlite and once on PostgreSQL (TEST_DATABASE_URL). Without that
 * variable the PostgreSQL block is reported as skipped, with the reason in its title, never hidden.
 * With `{ replica: true }` a third time, on PostgreSQL with a streaming replica serving the public
 * reads (TEST_DATABASE_READ_URL, the same server's replica; docs/architecture.md, "Read replicas").
 *
 * - PGlite: a private copy of the migrated template directory made by global-setup.ts.
 * - PostgreSQL: one database per Vitest worker (TEST_DATABASE_URL's name + `_w<worker>`, created by
 *   its role, which has CREATEDB); each block migrates it, empties every app table and re-seeds the
 *   legal documents, so it starts from the same state as the template. Files run two at a time, and a
 *   worker runs its files one after another, so no two blocks ever share a database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseKind,
  type DbHandle,
  type PostgresOptions,
} from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import * as schema from '../../../src/server/db/schema';
import { seedLegalDocuments } from '../../../src/server/seed/legal';
import { READ_AFTER_COOKIE } from '../../../src/server/http/read-routing';
import type { AppEnv } from '../../../src/server/http/types';
import { buildApp } from './app';
import { copyPgliteTemplate } from './pglite-template';

export interface TestContext {
  kind: DatabaseKind;
  handle: DbHandle;
  db: Database;
  app: Hono<AppEnv>;
  /** A request through the real Hono app (no socket). */
  request(requestPath: string, init?: RequestInit): Promise<Response>;
  /** `request` through another app on the same handle (one with its own clock, say). */
  requestWith(app: Hono<AppEnv>): TestContext['request'];
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
/** A streaming replica of TEST_DATABASE_URL's server (.ci/streaming-replica.sh builds one). */
export const TEST_DATABASE_READ_URL = process.env.TEST_DATABASE_READ_URL?.trim() || undefined;

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const workerDatabaseName = TEST_DATABASE_URL
  ? `${new URL(TEST_DATABASE_URL).pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`
  : undefined;

/** This worker's own database on TEST_DATABASE_URL's server (see the top of this file). */
export const WORKER_DATABASE_URL =
  TEST_DATABASE_URL && workerDatabaseName
    ? withDatabaseName(TEST_DATABASE_URL, workerDatabaseName)
    : undefined;

/** The same database on the replica: it holds every database of its primary. */
export const WORKER_REPLICA_URL =
  TEST_DATABASE_READ_URL && workerDatabaseName
    ? withDatabaseName(TEST_DATABASE_READ_URL, workerDatabaseName)
    : undefined;

let workerDatabase: Promise<string> | undefined;

/** Creates this worker's database the first time a block needs it (kept for the next run). */
export function ensureWorkerDatabase(): Promise<string> {
  workerDatabase ??= (async () => {
    const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const found = await admin`select 1 from pg_database where datname = ${workerDatabaseName!}`;
      if (found.length === 0) {
        await admin.unsafe(`CREATE DATABASE "${workerDatabaseName!}"`).catch((error: { code?: string }) => {
          // 42P04: created in the meantime (another run of this worker's number); it is there.
          if (error.code !== '42P04') throw error;
        });
      }
    } finally {
      await admin.end({ timeout: 5 });
    }
    return WORKER_DATABASE_URL!;
  })();
  return workerDatabase;
}

export const APP_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

export async function truncateAppTables(db: Database): Promise<void> {
  const names = APP_TABLES.map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

/**
 * With replicas, every request carries the read-your-writes cookie with the primary's position at
 * that moment, as a browser does after its own write: the tests write (through the API or straight
 * into the primary) and then read, so each read runs on the replica once it has replayed that far,
 * else on the primary, as a golfer's would. Tests of the routing itself use read-replicas.test.ts.
 */
function requester(handle: DbHandle): TestContext['requestWith'] {
  const router = handle.replicas;
  if (!router) return (app) => async (requestPath, init) => app.request(requestPath, init);
  return (app) => async (requestPath, init) => {
    const headers = new Headers(init?.headers);
    const cookie = `${READ_AFTER_COOKIE}=${(await router.position()).toString(16)}`;
    const sent = headers.get('cookie');
    headers.set('cookie', sent ? `${sent}; ${cookie}` : cookie);
    return app.request(requestPath, { ...init, headers });
  };
}

function contextFor(handle: DbHandle, staticDir?: string): TestContext {
  const app = buildApp(handle, { staticDir });
  const requestWith = requester(handle);
  return { kind: handle.kind, handle, db: handle.db, app, request: requestWith(app), requestWith };
}

async function openPgliteCopy(): Promise<{ handle: DbHandle; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-test-'));
  await copyPgliteTemplate(dir);
  return { handle: await openPglite(dir), dir };
}

/** A migrated, emptied PostgreSQL database with the legal documents seeded; `options` as openPostgres takes them. */
export async function openCleanPostgres(url: string, options: PostgresOptions = {}): Promise<DbHandle> {
  const handle = await openPostgres(url, options);
  await migrateDatabase(handle);
  await truncateAppTables(handle.db);
  await seedLegalDocuments(handle.db);
  return handle;
}

export interface EachDatabaseOptions {
  staticDir?: string;
  /** Also run on PostgreSQL + a streaming replica serving the public reads (TEST_DATABASE_READ_URL). */
  replica?: boolean;
}

export function describeEachDatabase(
  title: string,
  body: (getCtx: () => TestContext, kind: DatabaseKind) => void,
  options: EachDatabaseOptions = {},
): void {
  describe(`${title} · pglite`, () => {
    let ctx: TestContext | undefined;
    let dir: string | undefined;
    beforeAll(async () => {
      const opened = await openPgliteCopy();
      dir = opened.dir;
      ctx = contextFor(opened.handle, options.staticDir);
    });
    afterAll(async () => {
      // An open PGlite keeps the worker alive and holds 300-500 MB: always close it.
      await ctx?.handle.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });
    body(() => ctx!, 'pglite');
  });

  const postgresTitle = TEST_DATABASE_URL
    ? `${title} · postgres`
    : `${title} · postgres (skipped: TEST_DATABASE_URL is not set)`;
  describe.skipIf(!TEST_DATABASE_URL)(postgresTitle, () => {
    let ctx: TestContext | undefined;
    beforeAll(async () => {
      ctx = contextFor(await openCleanPostgres(await ensureWorkerDatabase()), options.staticDir);
    });
    afterAll(async () => {
      await ctx?.handle.close();
    });
    body(() => ctx!, 'postgres');
  });

  if (options.replica) describeOnReplica(title, body, options);
}

function describeOnReplica(
  title: string,
  body: (getCtx: () => TestContext, kind: DatabaseKind) => void,
  options: EachDatabaseOptions,
): void {
  const missing = [
    ...(TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
    ...(TEST_DATABASE_READ_URL ? [] : ['TEST_DATABASE_READ_URL']),
  ];
  const replicaTitle =
    missing.length === 0
      ? `${title} · postgres + replica`
      : `${title} · postgres + replica (skipped: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set)`;
  describe.skipIf(missing.length > 0)(replicaTitle, () => {
    let ctx: TestContext | undefined;
    beforeAll(async () => {
      const primary = await ensureWorkerDatabase();
      ctx = contextFor(
        await openCleanPostgres(primary, { readUrls: [WORKER_REPLICA_URL!] }),
        options.staticDir,
      );
    });
    afterAll(async () => {
      await ctx?.handle.close();
    });
    body(() => ctx!, 'postgres');
    // Last: public reads really run on the replica, not on a primary the block always fell back to
    // (a replica that is not one, say). A block whose every read followed its own write at once
    // may have read only from the primary on a busy host (the replica had not replayed that write
    // yet, docs/architecture.md "Read replicas"), so anonymous reads, which wait for no write, are
    // asked until one runs there.
    it('served public reads from the replica', async () => {
      const served = ctx!.handle.replicas!.served;
      for (let tries = 0; served.replica === 0 && tries < 50; tries++) {
        expect((await ctx!.request('/api/stats/public')).status).toBe(200);
        if (served.replica === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(served.replica).toBeGreaterThan(0);
    });
  });
}
