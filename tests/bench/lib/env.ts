/** Where the benchmarks find PostgreSQL, and its version for the report. */
import postgres from 'postgres';

export function benchDatabaseUrl(explicit?: string): string | undefined {
  for (const candidate of [explicit, process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL]) {
    if (candidate?.trim()) return candidate.trim();
  }
  return undefined;
}

/**
 * Runs `work` with the PostgreSQL URL the bench may own, or none. An explicit URL or
 * BENCH_DATABASE_URL is the bench's own database (emptied and refilled, its data set kept between
 * runs). TEST_DATABASE_URL is borrowed (CI, the test suite's database): the bench creates a
 * database of its own next to it (CREATEDB) and drops it afterwards, so it never empties the
 * tests' schema nor leaves a million reviews behind.
 */
export async function withBenchDatabase<T>(
  explicit: string | undefined,
  log: (line: string) => void,
  work: (url: string | undefined) => Promise<T>,
): Promise<T> {
  const owned = [explicit, process.env.BENCH_DATABASE_URL].find((u) => u?.trim())?.trim();
  if (owned) return work(owned);
  const borrowed = process.env.TEST_DATABASE_URL?.trim();
  if (!borrowed) return work(undefined);
  return withScratchDatabase(borrowed, 'bench', (scratch) => {
    log(
      `postgres: TEST_DATABASE_URL is borrowed; benchmarking in ${new URL(scratch).pathname.slice(1)}, dropped afterwards`,
    );
    return work(scratch);
  });
}

export async function postgresVersion(url: string): Promise<string> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ server_version: string }[]>`show server_version`;
    return row?.server_version.split(' ')[0] ?? 'unknown';
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** `--quick` on the command line of a module run alone. */
export const quickFromArgv = () => process.argv.includes('--quick');

/**
 * Writes PostgreSQL's dirty pages now (CHECKPOINT), so the soak's writes do not trickle to disk
 * during the PGlite section after it: the spread checkpoint after a full soak wrote for 4.5 minutes,
 * and PGlite, whose reads and writes are synchronous file calls, posted reviews at 217 req/s beside
 * it against 371 req/s alone. Needs superuser or the pg_checkpoint role; without it the bench says
 * so and goes on. Answers what it did, for the log.
 */
export async function checkpoint(url: string, after = 'the soak'): Promise<string> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  try {
    await client.unsafe('checkpoint');
    return `PostgreSQL checkpoint after ${after} in ${Math.round(performance.now() - started)} ms`;
  } catch (error) {
    return `PostgreSQL checkpoint after ${after} not run (${(error as Error).message}; grant pg_checkpoint to the bench's role)`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Drops a scratch database, its last sessions ended. FORCE ends them, but refuses (42501) when
 * one is an autovacuum worker, a superuser's process, which a bench's role may not end: the
 * import's inserts woke one on the new database as it was dropped (full bench of 2026-11-30,
 * "Course import ran to the end" failed). A plain DROP tells autovacuum workers to leave and
 * waits up to 5 s for them, so it is the retry.
 */
async function dropScratch(admin: postgres.Sql, name: string): Promise<void> {
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    await admin.unsafe(`drop database if exists "${name}"`);
  }
}

/**
 * Runs `work` on a database of its own, created next to `url`'s by its role (CREATEDB) and
 * dropped afterwards, so a benchmark that needs an empty database leaves the shared data set alone.
 */
export async function withScratchDatabase<T>(
  url: string,
  label: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const base = new URL(url);
  const name = `${base.pathname.slice(1)}_${label}_${Date.now().toString(36)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    try {
      return await work(scratch.toString());
    } finally {
      await dropScratch(admin, name);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}
