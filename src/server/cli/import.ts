/**
 * `npm run import -- <file.geojson>`: loads an OpenStreetMap-style GeoJSON file of golf courses,
 * then its toilets as restrooms (docs/product.md §11), into the database the server uses (same
 * DATA_DIR / DATABASE_URL and .env), migrating it first. Safe to repeat: courses are matched by
 * OSM id or by name and position, restrooms by OSM id, so a second run updates.
 * IMPORT_RESTROOM_MAX_METERS (default 600): how far from a course's point a toilet outside the
 * file's course polygons may be and still be that course's.
 * Exit code 0 on success, 1 on a bad argument, setting, file or database.
 */
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { importCourses } from '../courses/import/importer';
import { featuresOf } from '../courses/import/features';
import { createProgressReporter, formatReport, formatRestroomReport } from '../courses/import/progress';
import { DEFAULT_RESTROOM_MAX_METERS, importRestrooms } from '../courses/import/toilets';
import { openDatabase, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

const USAGE = 'Usage: npm run import -- <file.geojson>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** IMPORT_RESTROOM_MAX_METERS: a positive number of metres, else the product's 600. */
function restroomMaxMeters(): number {
  const raw = process.env['IMPORT_RESTROOM_MAX_METERS']?.trim();
  if (!raw) return DEFAULT_RESTROOM_MAX_METERS;
  const meters = Number(raw);
  if (!Number.isFinite(meters) || meters <= 0) {
    fail(`IMPORT_RESTROOM_MAX_METERS: expected a positive number of metres, got "${raw}"`);
  }
  return meters;
}

async function readFeatures(file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return featuresOf(JSON.parse(text));
  } catch (error) {
    fail(`${file} is not usable GeoJSON: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const [file] = args;
  if (args.length !== 1 || !file) fail(USAGE);

  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const maxMeters = restroomMaxMeters();
  const features = await readFeatures(file);
  const target = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
  console.log(
    `Importing ${features.length} features from ${file} into ${
      target.kind === 'pglite' ? `PGlite at ${target.dataDir}` : 'PostgreSQL (DATABASE_URL)'
    }`,
  );

  let handle: DbHandle | undefined;
  let progress = createProgressReporter(process.stderr);
  const secondsSince = (at: number) => (performance.now() - at) / 1000;
  try {
    const started = performance.now();
    handle = await openDatabase(target);
    await migrateDatabase(handle);
    console.log(`Database ready in ${secondsSince(started).toFixed(1)} s`);
    const coursesStarted = performance.now();
    const report = await importCourses(handle.db, features, { onProgress: (p) => progress.update(p) });
    progress.finish();
    process.stdout.write(formatReport(report, secondsSince(coursesStarted)));

    // Courses first: a toilet is attached to a course of this file, stored by now.
    progress = createProgressReporter(process.stderr, 'toilets');
    const restroomsStarted = performance.now();
    const restrooms = await importRestrooms(handle.db, features, {
      maxMeters,
      onProgress: (p) => progress.update(p),
    });
    progress.finish();
    process.stdout.write(formatRestroomReport(restrooms, secondsSince(restroomsStarted)));
  } catch (error) {
    progress.finish();
    console.error(`Import failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

await main();
