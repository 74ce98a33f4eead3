/**
 * The migration that brought countries (issue 35): a course stored before it is a US course with
 * its state, its region is that state's code, nothing else of it changes, and its folded search
 * name is there. Run on a PostgreSQL database of its own, migrated to the migration before it, given
 * a row, then migrated on (a fresh PGlite takes 12-30 s for the same; the template every PGlite test
 * copies runs this migration too).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { afterAll, expect, it } from 'vitest';
import { presentCourse } from '../../src/server/courses/present';
import { openPostgres, type DbHandle } from '../../src/server/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/server/db/migrate';
import { courses } from '../../src/server/db/schema';
import { TEST_DATABASE_URL } from './helpers/databases';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';

const TAG = 'course_country';
const dirs: string[] = [];
let handle: DbHandle | undefined;
let scratch: ScratchDatabase | undefined;
afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The migrations folder as it was before this migration. */
async function migrationsBefore(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fairway-migrations-'));
  dirs.push(folder);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(TAG));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const title = TEST_DATABASE_URL
  ? 'migrates a course stored before countries to country US, its state and fields unchanged'
  : 'migrates a course stored before countries (skipped: TEST_DATABASE_URL is not set)';

it.skipIf(!TEST_DATABASE_URL)(title, async () => {
  scratch = await createScratchDatabase('country');
  handle = await openPostgres(scratch.url);
  await migrate(handle.db as unknown as PostgresJsDatabase, { migrationsFolder: await migrationsBefore() });
  await handle.db.execute(sql`insert into courses (name, address, city, state, zip_code, latitude, longitude)
    values ('Pinehurst No. 2', '1 Carolina Vista Dr', 'Pinehurst', 'NC', '28374', 35.19, -79.47)`);
  await migrateDatabase(handle);
  const [row] = await handle.db.select().from(courses);
  expect(row).toMatchObject({
    name: 'Pinehurst No. 2',
    address: '1 Carolina Vista Dr',
    city: 'Pinehurst',
    state: 'NC',
    zipCode: '28374',
    country: 'US',
    region: null,
    searchName: 'pinehurst no. 2',
  });
  expect(presentCourse(row!)).toMatchObject({ country: 'US', state: 'NC', region: 'US-NC' });
});
