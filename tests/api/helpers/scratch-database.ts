/**
 * A PostgreSQL database of its own for tests that run real server processes (crash, scale-out,
 * backup): created next to TEST_DATABASE_URL's database by its role (which has CREATEDB) and
 * dropped afterwards, so those tests never wipe or share the database the other API files reset.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { TEST_DATABASE_URL } from './databases';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const sql = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `${new URL(TEST_DATABASE_URL!).pathname.slice(1)}_${label}_${randomBytes(4).toString('hex')}`;
  await admin((sql) => sql.unsafe(`CREATE DATABASE "${name}"`));
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropWithRetries(name),
  };
}

/** 42501: a process of another role is in the database; 55006: it is still in use. */
const PASSING_REFUSALS = new Set(['42501', '55006']);

/**
 * FORCE ends connections a killed server process may have left behind. It refused once in CI with
 * "must be a member of the role whose process is being terminated": a process of no role of ours was
 * in the database (an autovacuum worker is the likely one), which is gone a moment later, so it is
 * tried again.
 */
async function dropWithRetries(name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 10 || !code || !PASSING_REFUSALS.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
