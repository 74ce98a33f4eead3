/** Where the benchmarks find PostgreSQL, and its version for the report. */
import postgres from 'postgres';

export function benchDatabaseUrl(explicit?: string): string | undefined {
  for (const candidate of [explicit, process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL]) {
    if (candidate?.trim()) return candidate.trim();
  }
  return undefined;
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
