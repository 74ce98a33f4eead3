/**
 * Runs once per `vitest --project api`: builds one migrated PGlite directory (legal documents
 * seeded) that every test file copies. A fresh PGlite takes 4–8 s to initialise; a copy opens in
 * under a second. Also bundles the server for the tests that spawn it (helpers/server-bundle.ts).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedLegalDocuments } from '../../src/server/seed/legal';
import { buildServerBundle } from './helpers/server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    /** Where test apps that do not read mail have it written (the mailer's no-SMTP mode). */
    mailDir: string;
    /** The run's server bundle (helpers/server-bundle.ts). */
    serverBundleDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Inside the repository (ignored with node_modules), so the bundle finds the packages; one per
  // run, so two runs in one clone do not overwrite each other's.
  const cache = path.resolve('node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const bundleDir = await mkdtemp(path.join(cache, 'fairway-server-bundle-'));
  await buildServerBundle(bundleDir);
  project.provide('serverBundleDir', bundleDir);
  const dir = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-template-'));
  const handle = await openPglite(dir);
  try {
    await migrateDatabase(handle);
    await seedLegalDocuments(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateDir', dir);
  const mailDir = await mkdtemp(path.join(tmpdir(), 'fairway-test-mail-'));
  project.provide('mailDir', mailDir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
  };
}
