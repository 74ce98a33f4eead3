/**
 * `npm run import -- <file.geojson>`: loads an OpenStreetMap-style GeoJSON file of golf courses
 * into the database the server uses (same DATA_DIR / DATABASE_URL and .env), migrating it first.
 * Safe to repeat: courses are matched by OSM id or by name and position, so a second run updates.
 * Exit code 0 on success, 1 on a bad argument, file or database.
 */
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { importCourses } from '../courses/import/importer';
import { featuresOf } from '../courses/import/features';
import { createProgressReporter, formatReport } from '../courses/import/progress';
import { openDatabase, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

const USAGE = 'Usage: npm run import -- <file.geojson>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
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
  const progress = createProgressReporter(process.stderr);
  try {
    const started = performance.now();
    handle = await openDatabase(target);
    await migrateDatabase(handle);
    console.log(`Database ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const importStarted = performance.now();
    const report = await importCourses(handle.db, features, { onProgress: (p) => progress.update(p) });
    progress.finish();
    process.stdout.write(formatReport(report, (performance.now() - importStarted) / 1000));
  } catch (error) {
    progress.finish();
    console.error(`Import failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

await main();
