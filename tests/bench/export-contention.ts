/**
 * Plain exports beside another client's reads (issue 36, item 3): on a freshly started server
 * (nothing kept), four plain (not gzip) downloads of the restrooms file at once from one client,
 * and another client's course read, one request after another, before and during them. Each round
 * starts the server afresh so every round is cold; the quick bench data set (9,336 courses, four
 * restrooms each), on PGlite in a directory of its own and, with BENCH_DATABASE_URL, on PostgreSQL.
 * Prints one line per round and a Markdown table.
 *
 *   npx tsx tests/bench/export-contention.ts [rounds]      # BENCH_ONLY=pglite|postgres narrows it
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDataset, idPools, open, QUICK_DATASET, type BenchTarget } from './lib/dataset';
import { timeExportContention, type ExportContention } from './lib/export-timing';
import { fixed, machineLine, table } from './lib/markdown';
import { startBenchServer } from './lib/server';

const DOWNLOADS = 4;
const QUIET_MS = 3_000;

async function roundsOn(target: BenchTarget, rounds: number): Promise<ExportContention[]> {
  await ensureDataset(target, QUICK_DATASET, (line) => console.log(line));
  const handle = await open(target);
  const courseId = await idPools(handle.db)
    .then((pools) => pools.courseIds[Math.floor(pools.courseIds.length / 2)]!)
    .finally(() => handle.close());
  const results: ExportContention[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const server = await startBenchServer(target);
    try {
      const result = await timeExportContention(server.origin, `/api/courses/${courseId}`, {
        downloads: DOWNLOADS,
        quietMs: QUIET_MS,
      });
      console.log(`${target.kind} round ${round + 1}: ${JSON.stringify(result)}`);
      results.push(result);
    } catch (error) {
      console.error(server.process.output().slice(-4000));
      throw error;
    } finally {
      await server.stop();
    }
  }
  return results;
}

const rounds = Number(process.argv[2] ?? 3);
const only = process.env.BENCH_ONLY?.trim();
const rows: string[][] = [];
const targets: BenchTarget[] = [];
if (only !== 'postgres') {
  // Built afresh each run (the PGlite data set is not reused), removed at the end.
  targets.push({ kind: 'pglite', dataDir: await mkdtemp(path.join(tmpdir(), 'fairway-export-contention-')) });
}
const url = process.env.BENCH_DATABASE_URL?.trim();
if (url && only !== 'pglite') targets.push({ kind: 'postgres', url });
for (const target of targets) {
  for (const [i, r] of (await roundsOn(target, rounds)).entries()) {
    rows.push([
      `${target.kind} ${i + 1}`,
      `${r.builds} of ${r.downloads}`,
      fixed(r.downloadsMs / 1000, 1),
      `${fixed(r.quiet.median, 1)} / ${fixed(r.quiet.p90, 1)}`,
      `${fixed(r.during.median, 1)} / ${fixed(r.during.p90, 1)} (${r.during.count})`,
    ]);
  }
}
for (const target of targets)
  if (target.kind === 'pglite') await rm(target.dataDir, { recursive: true, force: true });
console.log(machineLine());
console.log(
  table(
    [
      'round',
      'built',
      'downloads (s)',
      'read quiet median / p90 (ms)',
      'read during median / p90 (ms, reads)',
    ],
    rows,
  ),
);
