/**
 * GET /api/restrooms/nearby (issue 15, docs/product.md §10): restrooms, not courses, nearest first,
 * each at its own position or at its course's (approximate); `usable=true` keeps those usable now;
 * equally far, the one confirmed this season first. Both databases.
 */
import { beforeEach, expect, it } from 'vitest';
import { haversineMiles } from '../../src/shared/geo';
import { nearbyRestroomListResultSchema, type NearbyRestroom } from '../../src/shared/schemas';
import { buildApp } from './helpers/app';
import { destination, insertCourses } from './helpers/courses';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { call, createUser, dataOf, failureOf, seedRestroom } from './helpers/restrooms';

const NOW = new Date('2026-07-01T12:00:00.000Z');
// Offshore from the Outer Banks, where no other test puts courses; each test 300 miles further east,
// so the scenes (the database is shared within a file) never meet.
const START = { latitude: 35.9, longitude: -75.2 };
let scene = 0;

describeEachDatabase(
  'nearby restrooms',
  (getCtx) => {
    let ctx: TestContext;
    let ids: Record<string, string>;
    let HERE = START;

    beforeEach(async () => {
      HERE = destination(START, 300 * scene++, 90);
      const base = getCtx();
      const app = buildApp(base.handle, { clock: () => NOW });
      ctx = { ...base, app, request: base.requestWith(app) };
      const tag = Math.random().toString(36).slice(2, 8);
      const [near, far, away] = await insertCourses(base.db, [
        { name: `Near ${tag}`, ...destination(HERE, 0.5, 90) },
        { name: `Far ${tag}`, ...destination(HERE, 3, 180) },
        { name: `Away ${tag}`, ...destination(HERE, 60, 0) },
      ]);
      const pinned = destination(HERE, 0.2, 0);
      const seed = async (
        courseId: string,
        name: string,
        extra: Parameters<typeof seedRestroom>[1] = { courseId },
      ) => (await seedRestroom(base.db, { status: 'approved', name, ...extra, courseId })).id;
      ids = {
        pinned: await seed(near!.id, 'Hole 3 Restroom', {
          courseId: near!.id,
          ...pinned,
          locationType: 'on-course',
          holeNumber: 3,
        }),
        stale: await seed(near!.id, 'Clubhouse Main', {
          courseId: near!.id,
          lastConfirmedAt: new Date('2025-01-01T00:00:00Z'),
        }),
        fresh: await seed(near!.id, 'Clubhouse Pro Shop', {
          courseId: near!.id,
          lastConfirmedAt: new Date('2026-06-20T00:00:00Z'),
        }),
        winterOnly: await seed(far!.id, 'Turn House', {
          courseId: far!.id,
          locationType: 'halfway-house',
          season: 'seasonal',
          openMonths: 0b000000000011, // January, February
        }),
        farOpen: await seed(far!.id, 'Clubhouse Main', { courseId: far!.id }),
        away: await seed(away!.id, 'Clubhouse Main', { courseId: away!.id }),
        rejected: await seed(near!.id, 'Clubhouse Restaurant', { courseId: near!.id, status: 'rejected' }),
      };
    });

    /** Every course of these scenes lists a clubhouse restroom: no likely ones (docs/product.md §13). */
    const nearby = async (query: string) => {
      const { restrooms } = await dataOf(
        await call(
          ctx,
          'GET',
          `/api/restrooms/nearby?latitude=${HERE.latitude}&longitude=${HERE.longitude}${query}`,
        ),
        nearbyRestroomListResultSchema,
      );
      const listed = restrooms.filter((row): row is NearbyRestroom => !row.likely);
      expect(listed).toHaveLength(restrooms.length);
      return listed;
    };

    it('answers listed restrooms nearest first, each with its course and distance, unpinned ones approximate', async () => {
      const found = await nearby('&radius=10');
      expect(found.slice(0, 3).map((r) => r._id)).toEqual([ids.pinned, ids.fresh, ids.stale]);
      expect(new Set(found.slice(3).map((r) => r._id))).toEqual(new Set([ids.farOpen, ids.winterOnly]));
      const [pinned, fresh] = found;
      expect(pinned).toMatchObject({ approximate: false, courseName: expect.stringMatching(/^Near /) });
      expect(pinned!.distance).toBeCloseTo(0.2, 3);
      expect(fresh).toMatchObject({ approximate: true, latitude: null });
      // Where it is placed: its course's point (the direction a golfer would walk).
      const nearPoint = destination(HERE, 0.5, 90);
      expect(fresh!.courseLatitude).toBeCloseTo(nearPoint.latitude, 9);
      expect(fresh!.courseLongitude).toBeCloseTo(nearPoint.longitude, 9);
      expect(fresh!.distance).toBeCloseTo(haversineMiles(HERE, destination(HERE, 0.5, 90)), 6);
      expect(found.map((r) => r._id)).not.toContain(ids.away);
      expect(found.map((r) => r._id)).not.toContain(ids.rejected);
      for (let i = 1; i < found.length; i += 1)
        expect(found[i]!.distance).toBeGreaterThanOrEqual(found[i - 1]!.distance);
    });

    it('usable=true leaves out the locked and the out-of-season; limit and radius bound the answer', async () => {
      const golfer = await createUser(ctx.db);
      expect(
        (await call(ctx, 'POST', `/api/restrooms/${ids.fresh}/reports`, golfer, { kind: 'locked' })).status,
      ).toBe(201);
      // Out of paper is worth knowing, and still usable.
      expect(
        (await call(ctx, 'POST', `/api/restrooms/${ids.stale}/reports`, golfer, { kind: 'no_paper' })).status,
      ).toBe(201);
      const all = await nearby('&radius=10');
      expect(all.find((r) => r._id === ids.fresh)?.usableNow).toBe(false);
      expect(all.find((r) => r._id === ids.winterOnly)?.usableNow).toBe(false);
      const usable = await nearby('&radius=10&usable=true');
      expect(usable.map((r) => r._id)).toEqual([ids.pinned, ids.stale, ids.farOpen]);
      expect(usable.every((r) => r.usableNow)).toBe(true);
      expect((await nearby('&radius=10&limit=2')).map((r) => r._id)).toEqual([ids.pinned, ids.fresh]);
      expect((await nearby('&radius=1')).map((r) => r._id)).toEqual([ids.pinned, ids.fresh, ids.stale]);
      expect((await nearby('&radius=100')).map((r) => r._id)).toContain(ids.away);
    });

    it('ranks a restroom with a known position close by before one only known to be at the course (issue 38)', async () => {
      // The golfer stands on a course's point: its clubhouse has no position (0.0 mi, but somewhere
      // on the course); its halfway house is pinned 0.3 mi away; a starter hut 0.8 mi away.
      const here = destination(HERE, 150, 90);
      const [course] = await insertCourses(ctx.db, [{ name: `Here ${Date.now()}`, ...here }]);
      const seed = async (name: string, extra: Parameters<typeof seedRestroom>[1]) =>
        (await seedRestroom(ctx.db, { status: 'approved', name, ...extra, courseId: course!.id })).id;
      const clubhouse = await seed('Clubhouse Main', { courseId: course!.id });
      const halfway = await seed('Halfway House', {
        courseId: course!.id,
        locationType: 'halfway-house',
        ...destination(here, 0.3, 0),
      });
      const hut = await seed('Hole 10 Restroom', {
        courseId: course!.id,
        locationType: 'on-course',
        holeNumber: 10,
        ...destination(here, 0.8, 180),
      });
      const query = `/api/restrooms/nearby?latitude=${here.latitude}&longitude=${here.longitude}&radius=5`;
      const rows = (await dataOf(await call(ctx, 'GET', query), nearbyRestroomListResultSchema)).restrooms;
      const found = rows.filter((row): row is NearbyRestroom => !row.likely);
      expect(found.map((r) => r._id)).toEqual([halfway, clubhouse, hut]);
      expect(found[1]).toMatchObject({ approximate: true });
      expect(found[1]!.distance).toBeLessThan(0.01);
      const first = await dataOf(await call(ctx, 'GET', `${query}&limit=1`), nearbyRestroomListResultSchema);
      expect(first.restrooms.map((r) => (r.likely ? null : r._id))).toEqual([halfway]);
    });

    it('refuses a query without a position, or with one out of range, with a message', async () => {
      for (const [query, message] of [
        ['', 'latitude and longitude are required'],
        ['?latitude=35', 'latitude and longitude are required'],
        ['?latitude=95&longitude=-75', 'latitude must be at most 90'],
        ['?latitude=35&longitude=-75&radius=0', 'radius must be at least 0.1'],
        ['?latitude=35&longitude=-75&limit=500', 'limit must be at most 100'],
        ['?latitude=35&longitude=-75&usable=yes', 'usable must be true or false'],
      ] as const) {
        expect(await failureOf(await call(ctx, 'GET', `/api/restrooms/nearby${query}`))).toEqual({
          status: 400,
          message,
        });
      }
    });
  },
  { replica: true },
);
