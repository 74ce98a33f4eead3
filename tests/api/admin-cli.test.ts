/**
 * `npm run admin` as a person runs it: a separate process on the configured (here: embedded)
 * database (the run's bundle of the tool: helpers/server-bundle.ts). It starts from a copy of the
 * migrated template so PGlite opens in about a second.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { bundled } from './helpers/server-process';

function runAdmin(
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...bundled('cli/admin'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run admin', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('creates an admin; exits 1 with the reason when it cannot', { timeout: 60_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-admin-cli-'));
    await copyPgliteTemplate(dataDir);
    const args = ['create-admin', '--email', 'Chief@Example.test', '--password', 'a long secret 12'];
    // (An admin's password has 12 characters at least: password-rules.test.ts.)
    const names = ['--first-name', 'Chris', '--last-name', 'Chief'];

    const created = await runAdmin(dataDir, [...args, ...names]);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^Created admin chief@example\.test \(Chris Chief\), id [0-9a-f-]{36}\./);

    // Argument mistakes are reported before the database is opened (hence fast, and in parallel).
    const [invalid, usage] = await Promise.all([
      runAdmin(dataDir, ['create-admin', '--email', 'not-an-email', '--password', 'secret12', ...names]),
      runAdmin(dataDir, ['create-admin', '--email', 'x@example.test']),
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.err.trim()).toBe('Please enter a valid email address');
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('--first-name is required');
    expect(usage.err).toContain('Usage: npm run admin -- <command>');

    const handle = await openPglite(dataDir);
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'chief@example.test'));
      expect(row).toMatchObject({ role: 'admin', firstName: 'Chris', lastName: 'Chief' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await handle.close();
    }
  });
});
