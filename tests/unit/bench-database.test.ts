/**
 * Which PostgreSQL the benchmarks use (tests/bench/lib/env.ts): their own database when given one,
 * none at all when there is none (PostgreSQL rows are then skipped), and never the tests' database
 * itself (see tests/api/bench-scratch-database.test.ts for the scratch database beside it).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withBenchDatabase } from '../bench/lib/env';

// Nothing listens on port 1: a connection attempt would fail the test.
const UNREACHABLE = 'postgres://nobody:none@127.0.0.1:1/bench_owned';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('withBenchDatabase', () => {
  it('runs without PostgreSQL when no database is configured', async () => {
    vi.stubEnv('BENCH_DATABASE_URL', '');
    vi.stubEnv('TEST_DATABASE_URL', '');
    const seen = await withBenchDatabase(
      undefined,
      () => {},
      async (url) => url,
    );
    expect(seen).toBeUndefined();
  });

  it("uses BENCH_DATABASE_URL as the bench's own, even beside TEST_DATABASE_URL, without connecting", async () => {
    vi.stubEnv('BENCH_DATABASE_URL', ` ${UNREACHABLE} `);
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://nobody:none@127.0.0.1:1/tests');
    const seen = await withBenchDatabase(
      undefined,
      () => {},
      async (url) => url,
    );
    expect(seen).toBe(UNREACHABLE);
  });

  it('prefers an explicit URL to the environment', async () => {
    vi.stubEnv('BENCH_DATABASE_URL', 'postgres://nobody:none@127.0.0.1:1/from_env');
    const seen = await withBenchDatabase(
      UNREACHABLE,
      () => {},
      async (url) => url,
    );
    expect(seen).toBe(UNREACHABLE);
  });
});
