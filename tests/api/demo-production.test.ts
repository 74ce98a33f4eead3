/**
 * The demo and NODE_ENV=production, with the real process as `npm start` runs it.
 *
 * - A production start never seeds the demo (its admin signs in with the password in the README).
 * - Issue 36: a production start never refuses to run because of accounts. Refusing while "a demo
 *   address" existed let anyone stop a live server's next start by registering one (in production
 *   those addresses were free). Demo accounts are the rows the seed flagged; registration refuses the
 *   demo's domain; a production start disables the flagged accounts' sign-in and says how to remove
 *   them (`npm run admin -- remove-demo`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/server/auth/sessions';
import { createAccessTokens } from '../../src/server/auth/tokens';
import { openPglite } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../../src/server/seed/demo';
import { authUserOf } from '../../src/server/users/present';
import { PASSWORD } from './helpers/auth';
import { TEST_JWT_SECRET } from './helpers/app';
import { killIfRunning, runCliTool, startServer, type ServerProcess } from './helpers/server-process';
import { copyPgliteTemplate } from './helpers/pglite-template';

const PRODUCTION = { NODE_ENV: 'production', SEED_DEMO: '' };

async function post(server: ServerProcess, route: string, body: unknown): Promise<Response> {
  return fetch(`${server.origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const signInAsDemoAdmin = async (server: ServerProcess) =>
  (await post(server, '/api/auth/login', { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD })).status;

describe('the demo and NODE_ENV=production', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killIfRunning(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'a production start seeds no demo, refuses the demo addresses, and is not stopped by an account at one',
    { timeout: 90_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-production-'));
      // The migrated, empty template: what a first start would create, minus the wait.
      await copyPgliteTemplate(dataDir);
      // What an anonymous registration of a demo address left on a live server before issue 36.
      const handle = await openPglite(dataDir);
      await handle.db.insert(users).values({
        email: DEMO_USERS.owner.email,
        firstName: 'Eve',
        lastName: 'Squatter',
        role: 'course_owner',
      });
      await handle.close();

      server = await startServer({ dataDir }, { env: PRODUCTION });
      expect(await signInAsDemoAdmin(server)).toBe(401);
      expect(server.output()).not.toContain(DEMO_USERS.admin.email);
      expect(server.output()).not.toContain('remove-demo');
      const registration = await post(server, '/api/auth/register', {
        firstName: 'Eve',
        lastName: 'Squatter',
        email: DEMO_USERS.admin.email.toUpperCase(),
        password: PASSWORD,
      });
      expect(registration.status).toBe(400);
      expect(await registration.text()).toContain('belongs to the demo');
      expect(await server.stop()).toBe(0);
    },
  );

  it(
    'starts on a database the demo was seeded into, with the demo accounts signed out for good, until remove-demo',
    { timeout: 120_000 },
    async () => {
      // A data directory that was first started in development (the demo seeded, a session open),
      // now taken live.
      const handle = await openPglite(dataDir!);
      await migrateDatabase(handle);
      await handle.db.delete(users);
      expect(await seedDemo(handle.db)).toBe(true);
      const [admin] = await handle.db.select().from(users).where(eq(users.email, DEMO_USERS.admin.email));
      const session = await startSession(
        handle.db,
        createAccessTokens(TEST_JWT_SECRET, 900),
        authUserOf(admin!),
      );
      await handle.close();

      server = await startServer({ dataDir: dataDir! }, { env: PRODUCTION });
      expect(server.output()).toContain(DEMO_USERS.admin.email);
      expect(server.output()).toContain('npm run admin -- remove-demo');
      expect(await signInAsDemoAdmin(server)).toBe(401);
      expect((await post(server, '/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(
        401,
      );
      expect(await server.stop()).toBe(0);

      const removal = await runCliTool('admin', ['remove-demo'], { DATA_DIR: dataDir! });
      expect(removal.code, removal.stderr).toBe(0);
      expect(removal.stdout).toMatch(/Removed 3 demo accounts, \d+ sample reviews/);
    },
  );
});
