/**
 * CI runs `npm run bench -- --quick` with only TEST_DATABASE_URL set: the bench must not empty
 * the tests' database (it drops and recreates the schemas of the database it owns), so it creates
 * one of its own beside it with the role's CREATEDB and drops it afterwards, even when it fails.
 */
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withBenchDatabase } from '../bench/lib/env';
import { TEST_DATABASE_URL } from './helpers/databases';

const databaseName = (url: string) => new URL(url).pathname.slice(1);

async function exists(name: string): Promise<boolean> {
  const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${name}`;
    return rows.length === 1;
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function currentDatabase(url: string): Promise<string> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ name: string }[]>`select current_database() as name`;
    return row!.name;
  } finally {
    await client.end({ timeout: 5 });
  }
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.skipIf(!TEST_DATABASE_URL)(
  `bench database beside TEST_DATABASE_URL${TEST_DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    it('is a new database, there while the bench runs and gone afterwards', async () => {
      vi.stubEnv('BENCH_DATABASE_URL', '');
      let scratch = '';
      await withBenchDatabase(
        undefined,
        () => {},
        async (url) => {
          scratch = databaseName(url!);
          expect(scratch).not.toBe(databaseName(TEST_DATABASE_URL!));
          expect(await currentDatabase(url!)).toBe(scratch);
        },
      );
      expect(scratch).not.toBe('');
      expect(await exists(scratch)).toBe(false);
    });

    it('is dropped when the bench fails inside it', async () => {
      vi.stubEnv('BENCH_DATABASE_URL', '');
      let scratch = '';
      await expect(
        withBenchDatabase(
          undefined,
          () => {},
          async (url) => {
            scratch = databaseName(url!);
            expect(await exists(scratch)).toBe(true);
            throw new Error('a benchmark broke');
          },
        ),
      ).rejects.toThrow('a benchmark broke');
      expect(await exists(scratch)).toBe(false);
    });
  },
);
