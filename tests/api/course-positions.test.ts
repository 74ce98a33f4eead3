/**
 * The radius list from the courses' positions in memory (src/server/db/radius/positions.ts;
 * docs/performance.md, "Course positions in memory"): over the shared OSM extract it answers
 * every page as the SQL list does, to the byte; a course added, moved or deleted (through the API
 * or straight in the database) is in the very next list, never a stale one; the version moves
 * with positions only, not with the aggregates every review moves; a rebuild is started by a
 * stale answer, at most once per interval; and a box too full for the event loop is left to SQL.
 * Both databases, and PostgreSQL + a streaming replica.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { importCourses } from '../../src/server/courses/import/importer';
import { CoursePositions, RELOAD_INTERVAL_MS } from '../../src/server/db/radius/positions';
import { searchCourses, searchInSql, type CourseSearch } from '../../src/server/courses/search';
import type { Database } from '../../src/server/db/client';
import { courses } from '../../src/server/db/schema';
import { courseListResultSchema, courseResultSchema } from '../../src/shared/schemas';
import { authAs, destination, insertCourses, jsonRequest, sharedFeatures } from './helpers/courses';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { dataOf } from './helpers/restrooms';

/** Golf-dense places, a sparse one, and the open ocean. */
const CENTRES = [
  { latitude: 35.1954, longitude: -79.4695 }, // Pinehurst
  { latitude: 33.6891, longitude: -78.8867 }, // Myrtle Beach
  { latitude: 33.4484, longitude: -112.074 }, // Phoenix
  { latitude: 41.8781, longitude: -87.6298 }, // Chicago
  { latitude: 38.5, longitude: -117.1 }, // rural Nevada
  { latitude: 61.2181, longitude: -149.9003 }, // Anchorage
  { latitude: 30.0, longitude: -140.0 }, // open ocean
];
/** Up to the slider's 1,000 miles, which holds thousands of courses (a partial sort's case). */
const RADII = [0.5, 5, 25, 50, 100, 1000];
/** The first page, a later one, and one past the end of most lists. */
const OFFSETS = [0, 20, 400];

/** Far from any course of the extract: the moving course of the second test is alone there. */
const EMPTY_SEA = { latitude: 27.5, longitude: -150.25 };

async function versionOf(db: Database): Promise<string | null> {
  const rows = (await db.execute(sql`select version::text as v from course_positions_version`)) as unknown;
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list[0] as { v: string } | undefined)?.v ?? null;
}

async function listNear(ctx: TestContext, centre: { latitude: number; longitude: number }, radius: number) {
  const res = await ctx.request(
    `/api/courses?latitude=${centre.latitude}&longitude=${centre.longitude}&radius=${radius}`,
  );
  return dataOf(res, courseListResultSchema);
}

describeEachDatabase(
  'the radius list from the course positions in memory',
  (getCtx) => {
    let positions: CoursePositions;

    beforeAll(async () => {
      await importCourses(getCtx().db, sharedFeatures());
    });

    it('answers every page as the SQL list does, to the byte, from its index', async () => {
      const { db, handle } = getCtx();
      positions = handle.positions;
      await positions.load();
      const before = { ...positions.stats };
      // Without a limit on candidates: the widest lists' pages come from the index as well.
      const unlimited = new CoursePositions(db, () => 0, Infinity);
      await unlimited.load();
      let indexed = 0;
      let matched = 0;
      for (const centre of CENTRES) {
        for (const radiusMiles of RADII) {
          for (const offset of OFFSETS) {
            const search: CourseSearch = {
              near: { ...centre, radiusMiles },
              verifiedOnly: false,
              limit: 20,
              offset,
            };
            if (positions.near(centre, radiusMiles, offset, 20)) indexed++;
            const fromIndex = await searchCourses(handle, search);
            const inSql = await searchInSql(db, search);
            expect(fromIndex, JSON.stringify(search)).toEqual(inSql);
            const wide = unlimited.near(centre, radiusMiles, offset, 20);
            expect(wide?.total, JSON.stringify(search)).toBe(inSql.total);
            expect(wide?.ids).toEqual((JSON.parse(inSql.coursesJson) as { _id: string }[]).map((c) => c._id));
            matched += inSql.total;
          }
        }
      }
      // Real lists, not empty ones: the densest centres hold hundreds of courses within 100 mi.
      expect(matched).toBeGreaterThan(30_000);
      // All but the widest boxes (1,000 miles in golf country) answered from the index.
      expect(indexed).toBeGreaterThan(CENTRES.length * (RADII.length - 1) * OFFSETS.length);
      expect(positions.stats.hits - before.hits).toBe(indexed);
      expect(positions.stats.misses - before.misses).toBe(0);
    });

    it('shows a course added, moved or deleted in the very next list', async () => {
      const ctx = getCtx();
      const admin = await authAs(ctx.db, 'admin');
      const near = destination(EMPTY_SEA, 3, 45);
      const far = destination(EMPTY_SEA, 80, 45);
      expect((await listNear(ctx, EMPTY_SEA, 50)).total).toBe(0);

      const [added] = await insertCourses(ctx.db, [{ name: 'Atoll Links', ...near }]);
      let list = await listNear(ctx, EMPTY_SEA, 50);
      expect(list.courses.map((c) => c.name)).toEqual(['Atoll Links']);
      expect(list.courses[0]?.distance).toBeCloseTo(3, 6);

      const moved = await ctx.request(
        `/api/courses/${added!.id}`,
        jsonRequest(
          'PUT',
          { name: 'Atoll Links', address: '1 Reef Rd', city: 'Reef', state: 'HI', zipCode: '96701', ...far },
          admin,
        ),
      );
      await dataOf(moved, courseResultSchema);
      expect((await listNear(ctx, EMPTY_SEA, 50)).total).toBe(0);
      expect((await listNear(ctx, EMPTY_SEA, 100)).courses.map((c) => c.name)).toEqual(['Atoll Links']);

      // Straight in the database, as an import or an operator would.
      await ctx.db.update(courses).set(near).where(eq(courses.id, added!.id));
      list = await listNear(ctx, EMPTY_SEA, 50);
      expect(list.total).toBe(1);
      expect(list.courses[0]?.distance).toBeCloseTo(3, 6);

      const deleted = await ctx.request(`/api/courses/${added!.id}`, { method: 'DELETE', headers: admin });
      expect(deleted.status).toBe(200);
      expect((await listNear(ctx, EMPTY_SEA, 50)).total).toBe(0);
    });

    it('moves the version with positions only, not with the aggregates a review moves', async () => {
      const { db } = getCtx();
      const [course] = await insertCourses(db, [
        { name: 'Version Check', ...destination(EMPTY_SEA, 10, 200) },
      ]);
      const start = await versionOf(db);
      expect(start).not.toBeNull();

      await db.update(courses).set({ averageRating: 4.5, totalReviews: 2 }).where(eq(courses.id, course!.id));
      await db.update(courses).set({ name: 'Version Check Renamed' }).where(eq(courses.id, course!.id));
      expect(await versionOf(db)).toBe(start);

      await db
        .update(courses)
        .set({ latitude: course!.latitude + 0.01 })
        .where(eq(courses.id, course!.id));
      const moved = await versionOf(db);
      expect(BigInt(moved!)).toBeGreaterThan(BigInt(start!));

      await db.delete(courses).where(eq(courses.id, course!.id));
      expect(BigInt((await versionOf(db))!)).toBeGreaterThan(BigInt(moved!));
    });

    it('rebuilds a stale index once a stale answer is seen, at most once per interval', async () => {
      const { db } = getCtx();
      let now = 0;
      const own = new CoursePositions(db, () => now);
      const centre = CENTRES[0]!;
      // No index yet: the caller runs SQL, and the first miss starts a build.
      expect(own.near(centre, 50, 0, 20)).toBeUndefined();
      await own.settled();
      expect(own.stats.loads).toBe(1);
      const page = own.near(centre, 50, 0, 20)!;
      expect(own.confirm(page, await versionOf(db))).toBe(true);

      await insertCourses(db, [{ name: 'Newcomer', ...destination(centre, 1, 0) }]);
      const newer = await versionOf(db);
      // Within the interval: SQL answers, no rebuild yet.
      expect(own.confirm(page, newer)).toBe(false);
      await own.settled();
      expect(own.stats.loads).toBe(1);

      now += RELOAD_INTERVAL_MS;
      expect(own.confirm(page, newer)).toBe(false);
      await own.settled();
      expect(own.stats.loads).toBe(2);
      const fresh = own.near(centre, 50, 0, 20)!;
      expect(fresh.version).toBe(newer);
      expect(fresh.total).toBe(page.total + 1);
      expect(own.confirm(fresh, newer)).toBe(true);
    });

    it('leaves a box with more candidates than its limit to SQL', async () => {
      const { db } = getCtx();
      const own = new CoursePositions(db, () => 0, 100);
      await own.load();
      // Chicago within 100 miles: several hundred courses in the box.
      expect(own.near(CENTRES[3]!, 100, 0, 20)).toBeUndefined();
      const small = own.near(CENTRES[3]!, 5, 0, 20);
      expect(small?.total).toBeGreaterThan(0);
      expect(own.stats.misses).toBe(0);
    });
  },
  { replica: true },
);
