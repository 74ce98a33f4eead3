/**
 * The real process, as `npm start` runs it (node --import tsx src/server/main.ts): starts on an
 * empty data directory (fresh PGlite, migrations, seeds), answers health, and exits 0 on SIGTERM
 * after closing the database. How it is spawned, and why that way: helpers/server-process.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

describe('server process', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killIfRunning(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'starts on an empty data directory, answers health and exits 0 on SIGTERM',
    { timeout: 90_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-process-'));
      // The generated development secret and the demo seed, as `npm start` does on a first run.
      server = await startServer({ dataDir }, { env: { JWT_SECRET: '', NODE_ENV: 'development' } });
      const res = await fetch(`${server.origin}/api/health`);
      expect(await res.json()).toMatchObject({
        success: true,
        data: { database: { kind: 'pglite', reachable: true } },
      });
      expect(server.output()).toContain('golfer@demo.fairwayrelief.test');

      const signalledAt = Date.now();
      expect(await server.stop(), server.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.output()).toContain('"msg":"stopped"');
    },
  );
});
