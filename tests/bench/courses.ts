/**
 * Benchmark of the course catalog (not a test; nothing asserts timings):
 *
 *   npx tsx tests/bench/courses.ts                       # a fresh PGlite in a temp directory
 *   BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/courses.ts   # an EMPTY PostgreSQL database
 *
 * Imports the shared OSM extract (../shared/data) with importCourses, then times list queries
 * through the real app (validation, SQL, JSON) and reports medians of RUNS runs each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCourses } from '../../src/server/courses/import/importer';
import { openPglite, openPostgres, type DbHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { buildApp } from '../api/helpers/app';
import { sharedFeatures } from '../api/helpers/courses';

const RUNS = 50;
const WARMUP = 5;

const QUERIES: [string, string][] = [
  ['radius 50 mi around the map centre, limit 10', 'latitude=35.7596&longitude=-79.0193&radius=50&limit=10'],
  ['radius 100 mi (map viewport), limit 100', 'latitude=35.7596&longitude=-79.0193&radius=100&limit=100'],
  ['radius 1000 mi, limit 10', 'latitude=35.7596&longitude=-79.0193&radius=1000&limit=10'],
  ['state NC by name, limit 10', 'state=NC&limit=10'],
  ['search "country" (all states), limit 10', 'search=country&limit=10'],
  ['no filter by name, page 50', 'page=50'],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  const dir = url ? undefined : await mkdtemp(path.join(tmpdir(), 'fairway-bench-'));
  let handle: DbHandle | undefined;
  try {
    let started = performance.now();
    handle = url ? await openPostgres(url) : await openPglite(dir!);
    await migrateDatabase(handle);
    console.log(`${handle.kind}: opened and migrated in ${Math.round(performance.now() - started)} ms`);

    const features = sharedFeatures();
    started = performance.now();
    const report = await importCourses(handle.db, features);
    const importMs = performance.now() - started;
    console.log(
      `import of ${features.length} features: ${Math.round(importMs)} ms ` +
        `(inserted ${report.inserted}, updated ${report.updated}, unchanged ${report.unchanged})`,
    );

    const app = buildApp(handle);
    for (const [label, query] of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t = performance.now();
        const res = await app.request(`/api/courses?${query}`);
        const body = (await res.json()) as { data: { total: number } };
        if (i >= WARMUP) times.push(performance.now() - t);
        total = body.data.total;
      }
      console.log(`${label}: median ${median(times).toFixed(2)} ms over ${RUNS} runs (total ${total})`);
    }
  } finally {
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

await main();
