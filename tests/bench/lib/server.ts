/**
 * The server under test, as production runs it (`node --import tsx src/server/main.ts`, spawned
 * by the API tests' helper), with access logging on as in production, and its memory readable
 * from /proc for the soak.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { processCpuMs } from './cpu';
import { createAccessTokens, type AccessTokens } from '../../../src/server/auth/tokens';
import { startServer, type ServerProcess } from '../../api/helpers/server-process';
import type { BenchTarget } from './dataset';

export interface BenchServer {
  process: ServerProcess;
  origin: string;
  pid: number;
  /** The server process's CPU time so far, in ms (processCpuMs). */
  cpuMs(): number;
  /** Signs tokens the server accepts (same secret), for users the bench inserted. */
  tokens: AccessTokens;
  /** Resident memory of the server process now, in MiB. */
  rssMiB(): number;
  /** Log lines at level error (50) or fatal (60) so far. */
  errorLogLines(): string[];
  stop(): Promise<void>;
}

/** Longer than the 10-minute soak, so no token expires under load. */
const TOKEN_TTL_SECONDS = 3_600;

/**
 * autocannon ends a run by destroying its sockets, requests in flight included; their handlers
 * still run to the end (a review post then stores its idempotent answer). Node's server.close()
 * only waits for sockets, so a SIGTERM right away let the server close its database under those
 * handlers: "could not store the idempotent answer … CONNECTION_ENDED", the soak's error log lines.
 * Waiting until the server has logged nothing for QUIET_MS (each request logs when it ends) lets
 * them finish, as a real deployment's drain does before the signal.
 */
const QUIET_MS = 1_000;
const QUIET_LIMIT_MS = 15_000;

async function quiet(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + QUIET_LIMIT_MS;
  let length = server.output().length;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const now = server.output().length;
    if (now === length) return;
    length = now;
  }
}

export async function startBenchServer(target: BenchTarget): Promise<BenchServer> {
  const secret = randomBytes(32).toString('base64url');
  const process = await startServer(
    target.kind === 'pglite' ? { dataDir: target.dataDir } : { databaseUrl: target.url },
    {
      env: {
        JWT_SECRET: secret,
        ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        // The bench measures the server's throughput from one address; the per-address read budget
        // (600 a minute) would answer 429 after the first second.
        ADDRESS_RATE_LIMIT_READS: '0',
        // Nor does it time the export under its per-address budget (20 downloads an hour).
        ADDRESS_RATE_LIMIT_EXPORTS: '0',
      },
      timeoutMs: 120_000,
    },
  );
  const pid = process.child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  return {
    process,
    origin: process.origin,
    pid,
    tokens: createAccessTokens(secret, TOKEN_TTL_SECONDS),
    cpuMs: () => processCpuMs(pid),
    rssMiB: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
      return kb / 1024;
    },
    errorLogLines: () =>
      process
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)\b/.test(line)),
    stop: async () => {
      await quiet(process);
      const code = await process.stop();
      if (code !== 0) throw new Error(`the server exited with ${code}\n${process.output().slice(-4000)}`);
    },
  };
}
