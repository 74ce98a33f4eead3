/**
 * What `npm run backup` and `npm run restore` share: which database the configuration points at,
 * whether an embedded data directory is in use, and running the PostgreSQL client tools.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import type { DbTarget } from '../db/client';

/** A problem the operator can fix; printed without a stack trace, exit code 1. */
export class CliError extends Error {}

export function parseFileArguments(
  argv: string[],
  usage: string,
): { file: string; force: boolean } | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
  if (parsed.values.help) return undefined;
  const [file, ...extra] = parsed.positionals;
  if (!file) throw new CliError(`Name the backup file.\n\n${usage}`);
  if (extra.length > 0) throw new CliError(`Unexpected argument "${extra[0]}"\n\n${usage}`);
  return { file: path.resolve(file), force: parsed.values.force };
}

/** The server's own configuration (.env, environment): DATABASE_URL, else DATA_DIR. */
export function configuredDatabase(): DbTarget {
  loadDotEnv();
  // These tools sign nothing; without a JWT_SECRET, loadConfig would write a development secret
  // into DATA_DIR, and a directory to restore into must stay empty. The stand-in is random, as
  // loadConfig refuses a guessable one.
  const standIn = randomBytes(32).toString('base64url');
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || standIn });
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/**
 * PGlite writes postmaster.pid into its directory while a process has it open and removes it on a
 * clean close. Its pid is a constant of the WebAssembly build, so it cannot tell a live server
 * from one that crashed: the operator decides (--force) when the server is known to be stopped.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'));
}

export const inUseMessage = (dataDir: string, action: string) =>
  `The embedded database in ${dataDir} is in use (is the server running?). Stop the server ` +
  `first, then ${action} again. If no server is running (it crashed), add --force.`;

/** The first bytes of a file, to tell a gzipped PGlite tarball from a pg_dump archive. */
export async function fileKind(file: string): Promise<'gzip' | 'pg_dump' | 'other'> {
  const handle = await open(file, 'r').catch(() => {
    throw new CliError(`Cannot read ${file}.`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (bytesRead >= 2 && buffer[0] === 0x1f && buffer[1] === 0x8b) return 'gzip';
    if (bytesRead === 5 && buffer.toString('latin1') === 'PGDMP') return 'pg_dump';
    return 'other';
  } finally {
    await handle.close();
  }
}

/**
 * Runs pg_dump or pg_restore against the URL. The password goes in PGPASSWORD rather than on the
 * command line, where every local user could read it in the process list.
 */
export async function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  url: string,
  args: string[],
): Promise<void> {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = '';
  const child = spawn(tool, [`--dbname=${withoutPassword.toString()}`, ...args], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CliError(
              `${tool} was not found on PATH. Install the PostgreSQL client tools, at least the ` +
                `server's major version (Debian/Ubuntu: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.once('close', resolve);
  });
  if (code !== 0) throw new CliError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`);
  if (stderr.trim()) process.stderr.write(stderr);
}

/** Runs a CLI's main and turns its outcome into an exit code and a message. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof CliError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
