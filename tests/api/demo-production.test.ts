/**
 * Finding 1 of the attack on the landed build: on the embedded database the demo (an admin with
 * the password printed in the README) was seeded even under NODE_ENV=production. Now a production
 * start never seeds it, refuses to run while demo accounts exist (with what to do), and
 * `npm run admin -- remove-demo` clears the way. The real process, as `npm start` runs it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../../src/server/seed/demo';
import { killIfRunning, runCliTool, startServer, type ServerProcess } from './helpers/server-process';

const PRODUCTION = { NODE_ENV: 'production', SEED_DEMO: '' };

async function signInAsDemoAdmin(server: ServerProcess): Promise<number> {
  const res = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.admin.email, password: DEMO_PASSWORD }),
  });
  return res.status;
}

describe('the demo and NODE_ENV=production', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killIfRunning(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a production start on the embedded database seeds no demo admin', { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-production-'));
    // The migrated, empty template: what a first start would create, minus the wait.
    await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    server = await startServer({ dataDir }, { env: PRODUCTION });
    expect(await signInAsDemoAdmin(server)).toBe(401);
    expect(server.output()).not.toContain(DEMO_USERS.admin.email);
    expect(await server.stop()).toBe(0);
  });

  it(
    'refuses to start while demo accounts exist, says what to do, and starts once remove-demo ran',
    { timeout: 120_000 },
    async () => {
      // A data directory that was first started in development (the demo seeded), now taken live.
      const handle = await openPglite(dataDir!);
      await migrateDatabase(handle);
      expect(await seedDemo(handle.db)).toBe(true);
      await handle.close();

      const refused = await startServer({ dataDir: dataDir! }, { env: PRODUCTION }).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(refused).toContain('server exited early (1)');
      expect(refused).toContain('Refusing to start with NODE_ENV=production');
      expect(refused).toContain(DEMO_USERS.admin.email);
      expect(refused).toContain('npm run admin -- remove-demo');

      const removal = await runCliTool('admin', ['remove-demo'], { DATA_DIR: dataDir! });
      expect(removal.code, removal.stderr).toBe(0);
      expect(removal.stdout).toMatch(/Removed 3 demo accounts, \d+ sample reviews/);

      server = await startServer({ dataDir: dataDir! }, { env: PRODUCTION });
      expect(await signInAsDemoAdmin(server)).toBe(401);
      expect(await server.stop()).toBe(0);
    },
  );
});
