/**
 * The point lane (docs/performance.md, "The point lane"; src/server/db/client.ts): a course, its
 * restrooms and a radius page by id run on their own small pool, so a heavy query holding every
 * connection of the main pool never holds them; inside a transaction a point read still runs on
 * the transaction and sees its writes; a replica has a lane of its own on the replica. PostgreSQL
 * only: PGlite has one thread and no pools.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listCourses } from '../../src/server/courses/service';
import { findCourseById } from '../../src/server/courses/queries';
import { openPostgres, type DbHandle, type DbNode } from '../../src/server/db/client';
import { courses } from '../../src/server/db/schema';
import { findCourseRestrooms } from '../../src/server/restrooms/course-restrooms';
import { insertCourses } from './helpers/courses';
import {
  ensureWorkerDatabase,
  openCleanPostgres,
  TEST_DATABASE_URL,
  WORKER_DATABASE_URL,
  WORKER_REPLICA_URL,
} from './helpers/databases';

/** Long enough that a read queued behind it could not finish first by chance. */
const HEAVY_SECONDS = 2;

/** Which settles first: the heavy query holding the main pool, or the point read started after it. */
async function firstToSettle(handle: DbHandle, read: () => Promise<unknown>): Promise<'heavy' | 'read'> {
  const order: string[] = [];
  const heavy = handle.db.execute(sql`select pg_sleep(${HEAVY_SECONDS})`).then(() => order.push('heavy'));
  // The heavy query has taken the main pool's one connection before the read is asked.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const done = read().then(() => order.push('read'));
  await Promise.all([heavy, done]);
  return order[0] as 'heavy' | 'read';
}

describe.skipIf(!TEST_DATABASE_URL)('point lane · postgres', () => {
  const handles: DbHandle[] = [];
  let courseId: string;

  const open = async (pointSize: number) => {
    const handle = await openCleanPostgres(await ensureWorkerDatabase(), { pools: { size: 1, pointSize } });
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    const handle = await open(1);
    const [course] = await insertCourses(handle.db, [
      { name: 'Lane Links', latitude: 35.76, longitude: -79.02 },
    ]);
    courseId = course!.id;
  });
  afterEach(async () => {
    await Promise.all(handles.splice(1).map((handle) => handle.close()));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('answers a course, its restrooms and a radius page while a heavy query holds the main pool', async () => {
    const handle = handles[0]!;
    expect(handle.point).not.toBe(handle.db);
    expect(await firstToSettle(handle, () => findCourseById(handle.point, courseId))).toBe('read');
    expect(await firstToSettle(handle, () => findCourseRestrooms(handle.point, courseId, new Date()))).toBe(
      'read',
    );
    // The positions in memory are loaded (from the main pool) before the main pool is taken.
    await handle.positions.load();
    let page = '';
    expect(
      await firstToSettle(handle, async () => {
        page = await listCourses(handle, { latitude: 35.7, longitude: -79, radius: 25 });
      }),
    ).toBe('read');
    expect(JSON.parse(page)).toMatchObject({ total: 1, courses: [{ _id: courseId, name: 'Lane Links' }] });
  });

  it('without a lane (DATABASE_POINT_POOL_SIZE=0) the same read waits behind the heavy query', async () => {
    const handle = await open(0);
    expect(handle.point).toBe(handle.db);
    expect(await firstToSettle(handle, () => findCourseById(handle.point, courseId))).toBe('heavy');
  });

  it("reads inside a write's transaction on that transaction, so they see its writes", async () => {
    const handle = handles[0]!;
    let inside: unknown;
    let outside: unknown = 'not read';
    await handle.db
      .transaction(async (tx) => {
        const [added] = await tx
          .insert(courses)
          .values({ name: 'Uncommitted Greens', state: 'NC', latitude: 36, longitude: -79 })
          .returning();
        inside = await findCourseById(tx, added!.id);
        // Not committed: the lane, another connection, must not see it.
        outside = await findCourseById(handle.point, added!.id);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(inside).toMatchObject({ name: 'Uncommitted Greens' });
    expect(outside).toBeUndefined();
  });
});

describe.skipIf(!WORKER_REPLICA_URL)('point lane · replica', () => {
  it('gives each replica a lane of its own on that replica, ended with it', async () => {
    await ensureWorkerDatabase();
    const handle = await openPostgres(WORKER_DATABASE_URL!, {
      readUrls: [WORKER_REPLICA_URL!],
      pools: { size: 1, pointSize: 1 },
    });
    const router = handle.replicas!;
    let replica: DbNode | undefined;
    // The router serves the replica once it has replayed what the primary had when first asked; the
    // writes of the tests before this one may still be on their way, and until then it is the primary.
    const deadline = Date.now() + 10_000;
    while (router.served.replica === 0 && Date.now() < deadline) {
      await router.read(undefined, async (node) => {
        replica = node;
      });
      if (router.served.replica === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(router.served.replica).toBe(1);
    expect(replica).toBeDefined();
    expect(replica).not.toBe(handle);
    const lane = replica!.point;
    expect(lane).not.toBe(replica!.db);
    // postgres-js answers the rows themselves.
    const rows = (await lane.execute(sql`select pg_is_in_recovery() as recovering`)) as unknown as object[];
    expect([...rows]).toEqual([{ recovering: true }]);
    await handle.close();
    // Drizzle wraps the driver's error.
    await expect(lane.execute(sql`select 1`)).rejects.toMatchObject({ cause: { code: 'CONNECTION_ENDED' } });
  });
});
