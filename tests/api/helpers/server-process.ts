/**
 * The real server process, the code `npm start` runs, for tests that need what an in-process app
 * cannot show: signals, restarts, several processes on one database; and the command-line tools.
 * Under Vitest both run from the API run's bundle of src/server (helpers/server-bundle.ts); the
 * benchmarks, which tsx runs outside Vitest, start the source through tsx as `npm start` does.
 * Either way Node runs them directly: not through npm (npm exits on SIGTERM without waiting for
 * its child) nor through a CLI such as tsx's (its parent relays signals to a child, and under load
 * a SIGTERM could end the pair with 143 before the server's handler ran).
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_JWT_SECRET } from './app';
import type { BundledEntry } from './server-bundle';

/** The API run's bundle; importing 'vitest' outside its runner throws, so only under it. */
const bundleDir: string | undefined = process.env['VITEST']
  ? (await import('vitest')).inject('serverBundleDir')
  : undefined;

/** What `node` runs for `src/server/<entry>.ts`: the bundled file, or the source through tsx. */
export const bundled = (entry: BundledEntry): string[] =>
  bundleDir === undefined
    ? ['--import', 'tsx', path.join('src/server', `${entry}.ts`)]
    : [path.join(bundleDir, `${entry}.mjs`)];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

/** Resolves with the exit code (null when a signal ended it). */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything it printed so far (stdout and stderr): the JSON log lines and the demo box. */
  output(): string;
  /** SIGTERM, then the exit code once it has stopped. */
  stop(): Promise<number | null>;
  /** SIGKILL: no handler runs, nothing is flushed or closed. Resolves once it is gone. */
  kill(): Promise<void>;
}

export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

/**
 * Starts the server on a PGlite directory or a PostgreSQL URL and waits until /api/health answers.
 * Access tokens are signed with TEST_JWT_SECRET, so tests can mint them for users they inserted.
 */
export async function startServer(
  database: ServerDatabase,
  options: { env?: Record<string, string>; timeoutMs?: number; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = 'dataDir' in database ? database.dataDir : undefined;
  let output = '';
  // BENCH_CPU_PROFILE_DIR: the server writes a V8 CPU profile there when it stops (where a bench
  // endpoint spends its CPU; node refuses --cpu-prof in NODE_OPTIONS).
  const profileDir = process.env['BENCH_CPU_PROFILE_DIR'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, ...bundled('main')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // With JWT_SECRET set nothing is written to DATA_DIR on PostgreSQL.
      DATA_DIR: dataDir ?? path.join(tmpdir(), 'fairway-unused-data-dir'),
      DATABASE_URL: 'databaseUrl' in database ? database.databaseUrl : '',
      STATIC_DIR: '/nonexistent/fairway-relief-test-dist',
      SEED_DEMO: '',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${origin}/api/health`, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    child,
    port,
    origin,
    output: () => output,
    stop: async () => {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      const exited = exitOf(child);
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** For afterAll: make sure no test leaves a server running, whatever failed. */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await server.kill();
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

type CliTool = 'admin' | 'import' | 'backup' | 'restore';

/** Runs one of the command-line tools (src/server/cli/<name>.ts), as npm's scripts do, to its end. */
export async function runCliTool(
  name: CliTool,
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawn(process.execPath, [...bundled(`cli/${name}`), ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': by then everything it printed has been read.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout, stderr };
}

/**
 * The same, blocking until it ends, with the process's whole environment given (`env`) and a time
 * limit: for a tool whose run the test does not overlap with anything.
 */
export function runCliToolSync(
  name: CliTool,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...bundled(`cli/${name}`), ...args], {
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
}
