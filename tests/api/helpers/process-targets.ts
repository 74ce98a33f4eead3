/**
 * A database for tests that run the real server process (crash safety, graceful stop): a PGlite
 * data dir copied from the run's migrated template, or a scratch PostgreSQL database migrated and
 * seeded with the legal documents; opened from the test process between the server's lives.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database, type DbHandle } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { seedLegalDocuments } from '../../../src/server/seed/legal';
import { copyPgliteTemplate } from './pglite-template';
import { createScratchDatabase } from './scratch-database';
import type { ServerDatabase } from './server-process';

export interface Target {
  database: ServerDatabase;
  open(): Promise<DbHandle>;
  cleanup(): Promise<void>;
}

/** `name` tells the temporary directories and databases of each file apart. */
export async function pgliteTarget(name: string): Promise<Target> {
  const dir = await mkdtemp(path.join(tmpdir(), `fairway-${name}-`));
  await copyPgliteTemplate(dir);
  return {
    database: { dataDir: dir },
    open: () => openPglite(dir),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(name: string): Promise<Target> {
  const scratch = await createScratchDatabase(name);
  const first = await openPostgres(scratch.url);
  try {
    await migrateDatabase(first);
    await seedLegalDocuments(first.db);
  } finally {
    await first.close();
  }
  return {
    database: { databaseUrl: scratch.url },
    open: () => openPostgres(scratch.url),
    cleanup: scratch.drop,
  };
}

export async function withDb<T>(target: Target, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
