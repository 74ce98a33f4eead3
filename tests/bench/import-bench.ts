/**
 * Import time of the shared 9,336-course OSM extract (issue 7), through the importer that
 * `npm run import` runs, into an empty database (a fresh PGlite directory; a scratch PostgreSQL
 * database beside the bench's), then again over the same rows (the upsert path: nothing changes).
 *
 *   npx tsx tests/bench/import-bench.ts      # PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadZipIndex, type ZipIndex } from '../../src/server/courses/import/zip-index';
import { migrateDatabase } from '../../src/server/db/migrate';
import { sharedFeatures } from '../api/helpers/courses';
import { importSharedCourses, open, type BenchTarget } from './lib/dataset';
import {
  benchDatabaseUrl,
  postgresVersion,
  quickFromArgv,
  withBenchDatabase,
  withScratchDatabase,
} from './lib/env';
import { fixed, machineLine, table } from './lib/markdown';
import type { BenchOptions, BenchSection } from './lib/section';

interface ImportTiming {
  database: string;
  freshSeconds: number;
  inserted: number;
  repeatSeconds: number;
  unchanged: number;
}

async function timeImports(
  target: BenchTarget,
  zipIndex: ZipIndex,
  log: (line: string) => void,
): Promise<ImportTiming> {
  const handle = await open(target);
  try {
    await migrateDatabase(handle);
    const fresh = await importSharedCourses(handle.db, zipIndex);
    const repeat = await importSharedCourses(handle.db, zipIndex);
    const timing = {
      database: handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      freshSeconds: fresh.ms / 1000,
      inserted: fresh.report.inserted,
      repeatSeconds: repeat.ms / 1000,
      unchanged: repeat.report.unchanged,
    };
    log(
      `${handle.kind}: import ${fixed(timing.freshSeconds, 2)} s (${timing.inserted} inserted), again ${fixed(timing.repeatSeconds, 2)} s (${timing.unchanged} unchanged)`,
    );
    return timing;
  } finally {
    await handle.close();
  }
}

export async function runImportBench(opts: BenchOptions): Promise<BenchSection> {
  const url = benchDatabaseUrl(opts.databaseUrl);
  // Built once per importer run (npm run import pays it every time); timed apart so the two
  // databases compare on the same footing.
  const started = performance.now();
  sharedFeatures();
  const zipIndex = await loadZipIndex();
  const prepareSeconds = (performance.now() - started) / 1000;
  const rows: (string | number)[][] = [];
  if (url) {
    const timing = await withScratchDatabase(url, 'import', (scratch) =>
      timeImports({ kind: 'postgres', url: scratch }, zipIndex, opts.log),
    );
    rows.push(rowOf(timing));
  } else {
    rows.push(['PostgreSQL', 'skipped (no PostgreSQL)', '', '', '']);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-bench-import-'));
  try {
    rows.push(rowOf(await timeImports({ kind: 'pglite', dataDir }, zipIndex, opts.log)));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const markdown = [
    machineLine(url ? await postgresVersion(url) : undefined),
    '',
    `The shared OSM extract (${fixed(sharedFeatures().length)} features) through \`importCourses\` (what \`npm run import\` runs), into an empty, migrated database, then again over the same rows. Reading the file and building the ZIP centroid index (once per importer run, before either database) took ${fixed(prepareSeconds, 2)} s more.`,
    '',
    table(
      ['database', 'import into an empty database', 'courses inserted', 'the same file again', 'unchanged'],
      rows,
    ),
  ].join('\n');
  return { title: 'Course import', command: 'npx tsx tests/bench/import-bench.ts', markdown, budgets: [] };
}

const rowOf = (t: ImportTiming) => [
  t.database,
  `${fixed(t.freshSeconds, 2)} s`,
  fixed(t.inserted),
  `${fixed(t.repeatSeconds, 2)} s`,
  fixed(t.unchanged),
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (line: string) => console.error(line);
  const section = await withBenchDatabase(undefined, log, (url) =>
    runImportBench({ quick: quickFromArgv(), log, ...(url ? { databaseUrl: url } : {}) }),
  );
  console.log(`## ${section.title}\n\n\`${section.command}\`\n\n${section.markdown}`);
}
