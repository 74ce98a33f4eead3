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
    // FORCE ends connections a killed server process may have left behind.
    drop: () => admin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
