/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` back, into the database the
 * server is configured for. Stop the servers first: a restore replaces what they are using.
 *
 * - PostgreSQL (DATABASE_URL): `pg_restore --clean --if-exists --no-owner` in one transaction, so
 *   a failed restore leaves the database as it was.
 * - PGlite (DATA_DIR): the tarball is unpacked into a new directory beside DATA_DIR, opened once to
 *   check it, then moved into place. DATA_DIR must be empty or missing; with --force a non-empty
 *   one is replaced and kept beside it as DATA_DIR.replaced-<time> (delete it when satisfied).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import {
  CliError,
  configuredDatabase,
  fileKind,
  inUseMessage,
  parseFileArguments,
  pgliteInUse,
  runCli,
  runPostgresTool,
} from './backup-support';
import { loadPgliteArchive } from '../db/pglite-archive';

const USAGE = `Usage: npm run restore -- <file> [--force]

Restores a backup made by npm run backup into the database the server is configured for
(same .env / environment). Stop the server(s) first.
  DATABASE_URL set   pg_restore --clean --if-exists --no-owner, in one transaction
  otherwise          unpacks the .tar.gz into DATA_DIR, which must be empty or missing

Options:
  --force   embedded database only: replace a non-empty DATA_DIR (kept beside it as
            DATA_DIR.replaced-<time>); only when no server runs on it
`;

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

async function restorePglite(file: string, dataDir: string, force: boolean): Promise<string | undefined> {
  if ((await fileKind(file)) !== 'gzip') {
    throw new CliError(
      `${file} is not a backup of the embedded database (a .tar.gz from npm run backup without DATABASE_URL).`,
    );
  }
  if (!force && pgliteInUse(dataDir)) throw new CliError(inUseMessage(dataDir, 'restore'));
  if (!force && !(await isEmptyOrMissing(dataDir))) {
    throw new CliError(
      `${dataDir} is not empty. Restore into an empty or new DATA_DIR, or add --force to replace ` +
        `it (the current one is kept beside it).`,
    );
  }
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    // Unpacks and starts the database: a damaged tarball fails here, before DATA_DIR is touched.
    await loadPgliteArchive(staging, new Uint8Array(await readFile(file)));
    let keptAs: string | undefined;
    if (existsSync(dataDir)) {
      if (await isEmptyOrMissing(dataDir)) {
        await rmdir(dataDir);
      } else {
        keptAs = `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        await rename(dataDir, keptAs);
      }
    }
    await rename(staging, dataDir);
    return keptAs;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restorePostgres(file: string, url: string): Promise<void> {
  if ((await fileKind(file)) !== 'pg_dump') {
    throw new CliError(
      `${file} is not a PostgreSQL backup (a pg_dump custom-format file from npm run backup with DATABASE_URL).`,
    );
  }
  await runPostgresTool('pg_restore', url, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
}

await runCli(async () => {
  const args = parseFileArguments(process.argv.slice(2), USAGE);
  if (!args) {
    process.stdout.write(USAGE);
    return;
  }
  if (!existsSync(args.file)) throw new CliError(`There is no backup file ${args.file}.`);
  const target = configuredDatabase();
  const startedAt = Date.now();
  let where = 'the PostgreSQL database';
  if (target.kind === 'postgres') {
    await restorePostgres(args.file, target.url);
  } else {
    const keptAs = await restorePglite(args.file, target.dataDir, args.force);
    where =
      `the embedded database in ${target.dataDir}` + (keptAs ? ` (the one it replaced is in ${keptAs})` : '');
  }
  console.log(
    `Restored ${args.file} into ${where} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. ` +
      'The server migrates it to the current schema at start.',
  );
});
