/**
 * The real process, as `npm start` runs it (node --import tsx src/server/main.ts): starts on an
 * empty data directory (fresh PGlite, migrations, seeds), answers health, and exits 0 on SIGTERM
 * after closing the database. Node is spawned directly, not through npm (npm exits on SIGTERM
 * without waiting for its child) nor through the tsx CLI (its parent process relays signals to a
 * child, and under load a SIGTERM could end the pair with 143 before the server's handler ran).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
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

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('server process', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'starts on an empty data directory, answers health and exits 0 on SIGTERM',
    { timeout: 90_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-process-'));
      const port = await freePort();
      let output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          STATIC_DIR: path.join(dataDir, 'no-build'),
          DATABASE_URL: '',
          SEED_DEMO: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

      const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 60_000);
      expect(await res.json()).toMatchObject({
        success: true,
        data: { database: { kind: 'pglite', reachable: true } },
      });
      expect(output).toContain('golfer@demo.fairwayrelief.test');

      const exited = exitOf(child);
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(output).toContain('"msg":"stopped"');
    },
  );
});
