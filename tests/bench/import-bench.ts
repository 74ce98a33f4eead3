/**
 * Import time of the shared OSM extracts, through the importer that `npm run import` runs: the
 * 9,336-course US one (issue 7) into an empty database (a fresh PGlite directory; a scratch
 * PostgreSQL database beside the bench's), the 7,357-feature European one beside it (issue 35:
 * countries from tags and coordinates), then both again over the same rows (the upsert path:
 * nothing changes).
 *
 *   npx tsx tests/bench/import-bench.ts      # PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadZipIndex, type ZipIndex } from '../../src/server/courses/import/zip-index';
import { migrateDatabase } from '../../src/server/db/migrate';
import { europeFeatures, sharedFeatures } from '../api/helpers/courses';
import { importCourses } from '../../src/server/courses/import/importer';
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
  europeSeconds: number;
  europeInserted: number;
  repeatSeconds: number;
  unchanged: number;
}

async function importEurope(handle: { db: Parameters<typeof importCourses>[0] }, zipIndex: ZipIndex) {
  const started = performance.now();
  const report = await importCourses(handle.db, europeFeatures(), { zipIndex });
  return { ms: performance.now() - started, report };
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
    const europe = await importEurope(handle, zipIndex);
    const repeat = await importSharedCourses(handle.db, zipIndex);
    const repeatEurope = await importEurope(handle, zipIndex);
    const timing = {
      database: handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      freshSeconds: fresh.ms / 1000,
      inserted: fresh.report.inserted,
      europeSeconds: europe.ms / 1000,
      europeInserted: europe.report.inserted,
      repeatSeconds: (repeat.ms + repeatEurope.ms) / 1000,
      unchanged: repeat.report.unchanged + repeatEurope.report.unchanged,
    };
    log(
      `${handle.kind}: US ${fixed(timing.freshSeconds, 2)} s (${timing.inserted} inserted), Europe ${fixed(timing.europeSeconds, 2)} s (${timing.europeInserted} inserted), both again ${fixed(timing.repeatSeconds, 2)} s (${timing.unchanged} unchanged)`,
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
  europeFeatures();
  const zipIndex = await loadZipIndex();
  const prepareSeconds = (performance.now() - started) / 1000;
  const rows: (string | number)[][] = [];
  if (url) {
    const timing = await withScratchDatabase(url, 'import', (scratch) =>
      timeImports({ kind: 'postgres', url: scratch }, zipIndex, opts.log),
    );
    rows.push(rowOf(timing));
  } else {
    rows.push(['PostgreSQL', 'skipped (no PostgreSQL)', '', '', '', '', '']);
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
    `The shared OSM extracts through \`importCourses\` (what \`npm run import\` runs): the US one (${fixed(sharedFeatures().length)} features) into an empty, migrated database, the European one (${fixed(europeFeatures().length)} features, 41 countries) beside it, then both again over the same rows. Reading the files and building the ZIP centroid index (once per importer run, before either database) took ${fixed(prepareSeconds, 2)} s more; the first import of the run also loads the country coder.`,
    '',
    table(
      [
        'database',
        'US into an empty database',
        'inserted',
        'Europe beside it',
        'inserted',
        'both again',
        'unchanged',
      ],
      rows,
    ),
  ].join('\n');
  return { title: 'Course import', command: 'npx tsx tests/bench/import-bench.ts', markdown, budgets: [] };
}

const rowOf = (t: ImportTiming) => [
  t.database,
  `${fixed(t.freshSeconds, 2)} s`,
  fixed(t.inserted),
  `${fixed(t.europeSeconds, 2)} s`,
  fixed(t.europeInserted),
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
