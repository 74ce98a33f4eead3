/**
 * `npm run backup` / `npm run restore` (issue 8) on both databases, through the real command-line
 * tools: seed, back up, change and delete, restore, and every table is back exactly (row counts and
 * a hash of every row); the server starts on the restored data. Also the refusals: an embedded
 * database in use, a non-empty DATA_DIR without --force, pg_dump missing from PATH.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database, type DbHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedLegalDocuments } from '../../src/server/seed/legal';
import { queryRows } from './helpers/consistency';
import { APP_TABLES, TEST_DATABASE_URL } from './helpers/databases';
import { createCourse, createUsers, seedFeedback, seedRestrooms, seedReview } from './helpers/restrooms';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { killIfRunning, runCliTool, startServer, type ServerProcess } from './helpers/server-process';
import { copyPgliteTemplate } from './helpers/pglite-template';

type Contents = Record<string, { rows: number; hash: string }>;

/** Every app table's row count and an md5 of all its rows in a fixed order. */
async function contentsOf(db: Database): Promise<Contents> {
  const contents: Contents = {};
  for (const table of APP_TABLES) {
    const [row] = await queryRows<{ rows: number; hash: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from "${table}" t`,
      ),
    );
    contents[table] = row!;
  }
  return contents;
}

/** A little of everything: courses, restrooms in each status, reviews, feedback. */
async function seedContent(db: Database): Promise<{ courseId: string; courseName: string }> {
  const course = await createCourse(db, 'Backup Links');
  await createCourse(db, 'Restore Ridge');
  const rooms = await seedRestrooms(db, [
    { courseId: course.id, name: 'Clubhouse', status: 'approved', isVerified: true },
    { courseId: course.id, name: 'Hole 7', locationType: 'on-course', holeNumber: 7 },
    { courseId: course.id, name: 'Hole 12', status: 'rejected', rejectionReason: 'Not there' },
  ]);
  const users = await createUsers(db, 4);
  for (const [i, user] of users.entries()) {
    await seedReview(db, rooms[i % 2]!, user, 2 + i, { comment: `Visit ${i}` });
    await seedFeedback(db, rooms[0]!.id, user, i % 2 ? 'helpful' : 'invalid');
  }
  return { courseId: course.id, courseName: course.name };
}

/** Deletes and changes enough that a restore has something to undo. */
async function damage(db: Database): Promise<void> {
  await db.execute(sql`delete from reviews`);
  await db.execute(sql`update courses set name = name || ' (renamed)'`);
  await db.execute(sql`delete from restrooms where status = 'rejected'`);
}

async function withDb<T>(open: () => Promise<DbHandle>, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function expectServerServes(server: ServerProcess, courseId: string, courseName: string) {
  const res = await fetch(`${server.origin}/api/courses/${courseId}`);
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data: { course: { name: string } } }).data.course.name).toBe(courseName);
}

describe('backup and restore · pglite', () => {
  let work: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killIfRunning(server);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(
    'restores the data directory exactly; refuses a directory in use or not empty',
    { timeout: 180_000 },
    async () => {
      work = await mkdtemp(path.join(tmpdir(), 'fairway-backup-'));
      const dataDir = path.join(work, 'data');
      const file = path.join(work, 'fairway.tar.gz');
      await copyPgliteTemplate(dataDir);
      // One open per step: each costs seconds on a busy machine.
      const { courseId, courseName, before } = await withDb(
        () => openPglite(dataDir),
        async (db) => ({
          ...(await seedContent(db)),
          before: await contentsOf(db),
        }),
      );
      expect(before.reviews!.rows).toBe(4);

      const backup = await runCliTool('backup', [file], { DATA_DIR: dataDir });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backed up the embedded database in ${dataDir} to ${file}`);

      const damaged = await withDb(
        () => openPglite(dataDir),
        async (db) => {
          await damage(db);
          return contentsOf(db);
        },
      );
      expect(damaged).not.toEqual(before);

      // Into a new directory: everything as it was.
      const freshDir = path.join(work, 'fresh');
      const restored = await runCliTool('restore', [file], { DATA_DIR: freshDir });
      expect(restored.code, restored.stderr).toBe(0);
      expect(await withDb(() => openPglite(freshDir), contentsOf)).toEqual(before);

      // Something else than a backup of this kind: named, before anything is touched.
      const stray = path.join(work, 'notes.txt');
      await writeFile(stray, 'not a backup');
      const wrongKind = await runCliTool('restore', [stray], { DATA_DIR: path.join(work, 'other') });
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.stderr).toContain('is not a backup of the embedded database');
      expect(existsSync(path.join(work, 'other'))).toBe(false);

      // Over the damaged directory: refused without --force (nothing touched), done with it.
      const notEmpty = await runCliTool('restore', [file], { DATA_DIR: dataDir });
      expect(notEmpty.code).toBe(1);
      expect(notEmpty.stderr).toContain('is not empty');
      const forced = await runCliTool('restore', [file, '--force'], { DATA_DIR: dataDir });
      expect(forced.code, forced.stderr).toBe(0);
      const kept = (await readdir(work)).filter((name) => name.startsWith('data.replaced-'));
      expect(kept, 'the replaced directory is kept beside it').toHaveLength(1);
      expect(await withDb(() => openPglite(dataDir), contentsOf)).toEqual(before);

      server = await startServer({ dataDir });
      await expectServerServes(server, courseId, courseName);
      // A running server has the directory: no backup (PGlite is one process per directory).
      const refused = await runCliTool('backup', [file], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is in use (is the server running?)');
      expect(await server.stop()).toBe(0);
    },
  );
});

const postgresTitle = TEST_DATABASE_URL
  ? 'backup and restore · postgres'
  : 'backup and restore · postgres (skipped: TEST_DATABASE_URL is not set)';

describe.skipIf(!TEST_DATABASE_URL)(postgresTitle, () => {
  let scratch: ScratchDatabase | undefined;
  let work: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killIfRunning(server);
    await scratch?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(
    'pg_dump / pg_restore bring every table back exactly; a missing pg_dump is named',
    { timeout: 120_000 },
    async () => {
      scratch = await createScratchDatabase('backup');
      const url = scratch.url;
      work = await mkdtemp(path.join(tmpdir(), 'fairway-backup-'));
      const file = path.join(work, 'fairway.dump');
      const open = () => openPostgres(url);
      const first = await open();
      let seeded;
      try {
        await migrateDatabase(first);
        await seedLegalDocuments(first.db);
        seeded = await seedContent(first.db);
      } finally {
        await first.close();
      }
      const { courseId, courseName } = seeded;
      const before = await withDb(open, contentsOf);

      const noTools = await runCliTool('backup', [file], { DATABASE_URL: url, PATH: '/nonexistent' });
      expect(noTools.code).toBe(1);
      expect(noTools.stderr).toContain('pg_dump was not found on PATH');
      expect(existsSync(file)).toBe(false);

      const backup = await runCliTool('backup', [file], { DATABASE_URL: url });
      expect(backup.code, backup.stderr).toBe(0);
      await withDb(open, damage);
      expect(await withDb(open, contentsOf)).not.toEqual(before);

      // A tarball of the embedded database is not restored into PostgreSQL.
      const tarball = path.join(work, 'embedded.tar.gz');
      await writeFile(tarball, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
      const wrongKind = await runCliTool('restore', [tarball], { DATABASE_URL: url });
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.stderr).toContain('is not a PostgreSQL backup');

      const restored = await runCliTool('restore', [file], { DATABASE_URL: url });
      expect(restored.code, restored.stderr).toBe(0);
      expect(await withDb(open, contentsOf)).toEqual(before);

      server = await startServer({ databaseUrl: url });
      await expectServerServes(server, courseId, courseName);
      expect(await server.stop()).toBe(0);
    },
  );
});
