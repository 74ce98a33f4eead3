/**
 * Runs a block of API tests once on PGlite and once on PostgreSQL (TEST_DATABASE_URL). Without that
 * variable the PostgreSQL block is reported as skipped, with the reason in its title, never hidden.
 *
 * - PGlite: a private copy of the migrated template directory made by global-setup.ts.
 * - PostgreSQL: one shared database; each block migrates it, empties every app table and re-seeds
 *   the legal documents, so it starts from the same state as the template (files run one at a time).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseKind,
  type DbHandle,
} from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import * as schema from '../../../src/server/db/schema';
import { seedLegalDocuments } from '../../../src/server/db/seed/legal';
import type { AppEnv } from '../../../src/server/http/types';
import { buildApp } from './app';

export interface TestContext {
  kind: DatabaseKind;
  handle: DbHandle;
  db: Database;
  app: Hono<AppEnv>;
  /** A request through the real Hono app (no socket). */
  request(requestPath: string, init?: RequestInit): Promise<Response>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const APP_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

export async function truncateAppTables(db: Database): Promise<void> {
  const names = APP_TABLES.map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

function contextFor(handle: DbHandle, staticDir?: string): TestContext {
  const app = buildApp(handle, { staticDir });
  return {
    kind: handle.kind,
    handle,
    db: handle.db,
    app,
    request: async (requestPath, init) => app.request(requestPath, init),
  };
}

async function openPgliteCopy(): Promise<{ handle: DbHandle; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-test-'));
  await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
  return { handle: await openPglite(dir), dir };
}

async function openCleanPostgres(url: string): Promise<DbHandle> {
  const handle = await openPostgres(url);
  await migrateDatabase(handle);
  await truncateAppTables(handle.db);
  await seedLegalDocuments(handle.db);
  return handle;
}

export interface EachDatabaseOptions {
  staticDir?: string;
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
      ctx = contextFor(await openCleanPostgres(TEST_DATABASE_URL!), options.staticDir);
    });
    afterAll(async () => {
      await ctx?.handle.close();
    });
    body(() => ctx!, 'postgres');
  });
}
