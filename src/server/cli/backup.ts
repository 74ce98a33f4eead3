/**
 * `npm run backup -- <file>`: a backup of the database the server is configured for.
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, a consistent snapshot even while servers
 *   keep writing (one transaction), restorable with `npm run restore`.
 * - PGlite (DATA_DIR): PGlite's own dump of the data directory as a gzipped tarball, taken with the
 *   directory opened by this process alone, so the server must be stopped (one process per
 *   directory). The tarball includes DATA_DIR/secret, so sessions survive a restore.
 *
 * The file appears only when complete (written beside it, then renamed).
 */
import { existsSync } from 'node:fs';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CliError,
  configuredDatabase,
  inUseMessage,
  parseFileArguments,
  pgliteInUse,
  runCli,
  runPostgresTool,
} from './backup-support';
import { dumpPgliteDir } from '../db/pglite-archive';

const USAGE = `Usage: npm run backup -- <file> [--force]

Backs up the database the server is configured for (same .env / environment):
  DATABASE_URL set   pg_dump --format=custom into <file> (PostgreSQL client tools on PATH);
                     safe while servers run
  otherwise          a .tar.gz of the embedded database in DATA_DIR; stop the server first

Options:
  --force   embedded database only: back up although DATA_DIR looks in use
            (only when no server runs on it, e.g. after a crash)
`;

async function backupPglite(dataDir: string, file: string, force: boolean): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new CliError(`There is no embedded database in ${dataDir} (set DATA_DIR or DATABASE_URL).`);
  }
  if (!force && pgliteInUse(dataDir)) throw new CliError(inUseMessage(dataDir, 'back up'));
  await writeAtomically(file, await dumpPgliteDir(dataDir));
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

async function backupPostgres(url: string, file: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await runPostgresTool('pg_dump', url, ['--format=custom', `--file=${partial}`]);
    // Password hashes and e-mail addresses: readable by the owner only, like the PGlite tarball.
    await chmod(partial, 0o600);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

await runCli(async () => {
  const args = parseFileArguments(process.argv.slice(2), USAGE);
  if (!args) {
    process.stdout.write(USAGE);
    return;
  }
  const target = configuredDatabase();
  const startedAt = Date.now();
  if (target.kind === 'postgres') await backupPostgres(target.url, args.file);
  else await backupPglite(target.dataDir, args.file, args.force);
  const where =
    target.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database in ${target.dataDir}`;
  console.log(`Backed up ${where} to ${args.file} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
});
