/**
 * GET /api/courses against the whole shared OSM extract (9,336 features), checked by an oracle:
 * every course row is read back and the expected page is computed in plain TypeScript (brute-force
 * haversine from shared/geo, the same filters, the same order). Synthetic rings of points at known
 * distances pin the distance itself, including near the pole and across the antimeridian where
 * the bounding box has to widen.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { importCourses } from '../../src/server/courses/import/importer';
import { courses } from '../../src/server/db/schema';
import { DEFAULT_FILTERS, PAGINATION } from '../../src/shared/constants';
import { haversineMiles, type LatLng } from '../../src/shared/geo';
import { foldForSearch } from '../../src/shared/search-fold';
import { courseListResultSchema, successSchema, type CourseListResult } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import { destination, insertCourses, sharedFeatures, type NewCourse } from './helpers/courses';

type Row = typeof courses.$inferSelect;

/** Points no real course is near: the Gulf of Mexico, northern Greenland, the Aleutians' antimeridian. */
const GULF = { latitude: 25.5, longitude: -90.5 };
const FAR_NORTH = { latitude: 78, longitude: -40 };
const DATELINE = { latitude: 51.5, longitude: 179.97 };

const RING_MILES = [1, 3, 5.5, 9.8, 10.2, 14, 19.9, 20.1, 30];
function ring(center: LatLng, label: string, miles: number[], bearings: number[]): NewCourse[] {
  return miles.map((d, i) => ({
    name: `Ring ${label} ${d} mi`,
    ...destination(center, d, bearings[i % bearings.length]!),
  }));
}

/** ASCII-only case folding, as lower() under the "C" collation the server sorts with. */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Query {
  state?: string;
  search?: string;
  latitude?: number;
  longitude?: number;
  radius?: number;
  minRating?: number;
  verified?: 'true' | 'false';
  page?: number;
  limit?: number;
}

function expected(rows: Row[], q: Query) {
  const center =
    q.latitude !== undefined && q.longitude !== undefined
      ? { latitude: q.latitude, longitude: q.longitude }
      : undefined;
  const radius = q.radius ?? DEFAULT_FILTERS.radius;
  let matches = rows
    .filter((r) => !q.state || r.state === q.state.toUpperCase())
    .filter(
      (r) => !q.search || foldForSearch(r.name).toLowerCase().includes(foldForSearch(q.search).toLowerCase()),
    )
    .filter((r) => !q.minRating || r.averageRating >= q.minRating)
    .filter((r) => q.verified !== 'true' || r.verifiedRestrooms > 0)
    .map((r) => ({ ...r, distance: center ? haversineMiles(center, r) : undefined }))
    .filter((r) => r.distance === undefined || r.distance <= radius);
  matches = center
    ? matches.sort((a, b) => a.distance! - b.distance! || byCode(a.id, b.id))
    : matches.sort(
        (a, b) =>
          byCode(asciiLower(a.name), asciiLower(b.name)) || byCode(a.name, b.name) || byCode(a.id, b.id),
      );
  const limit = q.limit ?? PAGINATION.pageSize;
  const page = q.page ?? 1;
  return {
    total: matches.length,
    pages: Math.ceil(matches.length / limit),
    page,
    courses: matches.slice((page - 1) * limit, page * limit),
  };
}

const queryString = (q: Query) =>
  new URLSearchParams(Object.entries(q).map(([k, value]) => [k, String(value)])).toString();

describeEachDatabase(
  'GET /api/courses',
  (getCtx) => {
    let rows: Row[] = [];

    beforeAll(async () => {
      const { db } = getCtx();
      const started = performance.now();
      const report = await importCourses(db, sharedFeatures());
      console.info(`imported ${report.inserted} courses in ${Math.round(performance.now() - started)} ms`);
      await insertCourses(db, [
        ...ring(GULF, 'gulf', RING_MILES, [0, 45, 90, 135, 180, 225, 270, 315, 30]),
        ...ring(FAR_NORTH, 'north', [25, 25, 35], [90, 270, 0]),
        ...ring(DATELINE, 'dateline', [4, 4, 12], [90, 270, 90]),
        // LIKE's wildcards and escape character, to be matched literally.
        { name: '100% Fun Links', latitude: 35.1, longitude: -80.1 },
        { name: 'Under_Score Golf', latitude: 35.2, longitude: -80.2 },
        { name: 'Back\\Slash Club', latitude: 35.3, longitude: -80.3 },
      ]);
      // Ratings and verified counts spread deterministically over the catalog, for the filters.
      await db.execute(sql`update courses set
      average_rating = (abs(hashtext(name)) % 11) / 2.0,
      verified_restrooms = case when abs(hashtext(name)) % 3 = 0 then 1 else 0 end`);
      rows = await db.select().from(courses);
    });

    const list = async (q: Query | string): Promise<CourseListResult> => {
      const res = await getCtx().request(`/api/courses?${typeof q === 'string' ? q : queryString(q)}`);
      const body: unknown = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      return v.parse(successSchema(courseListResultSchema), body).data;
    };

    const expectOracle = async (q: Query) => {
      const want = expected(rows, q);
      const got = await list(q);
      expect({ total: got.total, pages: got.pages, page: got.page }).toEqual({
        total: want.total,
        pages: want.pages,
        page: want.page,
      });
      expect(got.courses.map((c) => c._id)).toEqual(want.courses.map((c) => c.id));
      got.courses.forEach((course, i) => {
        const w = want.courses[i]!;
        if (w.distance === undefined) expect(course.distance).toBeUndefined();
        else expect(course.distance).toBeCloseTo(w.distance, 9);
      });
      return got;
    };

    it('imported the whole extract', () => {
      expect(rows.length).toBeGreaterThan(9000);
    });

    it('lists by name, 10 a page, with the course shape of docs/decisions.md §2', async () => {
      const got = await expectOracle({});
      expect(got.courses).toHaveLength(10);
      const first = got.courses[0]!;
      expect(first.location).toEqual({ type: 'Point', coordinates: [first.longitude, first.latitude] });
      expect(first.distance).toBeUndefined();
      expect(typeof first._id).toBe('string');
    });

    it.each<[string, Query]>([
      ['state', { state: 'NC' }],
      ['state in lower case', { state: 'nc', limit: 100 }],
      ['search, case-insensitive and partial', { search: 'COUNTRY cl', limit: 100, page: 2 }],
      ['search with % literally', { search: '%' }],
      ['search with _ literally', { search: '_' }],
      ['search with \\ literally', { search: 'k\\s' }],
      ['minRating', { state: 'TX', minRating: 3.5, limit: 100 }],
      ['verified', { state: 'CA', verified: 'true', limit: 100 }],
      ['verified=false is no filter', { state: 'CA', verified: 'false', limit: 100 }],
      [
        'state + search + minRating + verified, page 2',
        { state: 'NC', search: 'golf', minRating: 2, verified: 'true', page: 2, limit: 5 },
      ],
      ['a page past the end', { state: 'RI', page: 99 }],
    ])('filters: %s', async (_label, q) => {
      const got = await expectOracle(q);
      if (q.search === '%') expect(got.courses.map((c) => c.name)).toEqual(['100% Fun Links']);
      if (q.search === '_') expect(got.courses.map((c) => c.name)).toEqual(['Under_Score Golf']);
    });

    it('counts pages right across the whole state list', async () => {
      const want = expected(rows, { state: 'NY', limit: 25 });
      expect(want.pages).toBeGreaterThan(10);
      const seen: string[] = [];
      for (let page = 1; page <= want.pages; page++) {
        const got = await list({ state: 'NY', limit: 25, page });
        expect(got.total).toBe(want.total);
        expect(got.pages).toBe(want.pages);
        seen.push(...got.courses.map((c) => c._id));
      }
      expect(seen).toHaveLength(want.total);
      expect(new Set(seen).size).toBe(want.total);
    });

    it.each<[string, Query]>([
      ['the default radius (50 mi) around the map centre', { latitude: 35.7596, longitude: -79.0193 }],
      [
        '25 mi around Chicago, page 2 of 100',
        { latitude: 41.8781, longitude: -87.6298, radius: 25, limit: 100, page: 2 },
      ],
      ['1000 mi, deep page', { latitude: 39.5, longitude: -98.35, radius: 1000, limit: 100, page: 17 }],
      ['a sparse area (Alaska)', { latitude: 61.2181, longitude: -149.9003, radius: 200, limit: 100 }],
      [
        'radius + state + rating + verified',
        {
          latitude: 35.7596,
          longitude: -79.0193,
          radius: 150,
          state: 'NC',
          minRating: 1,
          verified: 'true',
          limit: 100,
        },
      ],
      ['radius + search', { latitude: 40.7128, longitude: -74.006, radius: 60, search: 'club', limit: 50 }],
    ])('radius equals a brute-force haversine: %s', async (_label, q) => {
      const got = await expectOracle(q);
      expect(got.courses.length).toBeGreaterThan(0);
      const distances = got.courses.map((c) => c.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(q.radius ?? DEFAULT_FILTERS.radius);
    });

    it('measures distances to points at known distances, nearest first', async () => {
      const got = await list({ ...GULF, radius: 20, limit: 100 });
      expect(got.courses.map((c) => c.name)).toEqual(
        RING_MILES.filter((d) => d <= 20).map((d) => `Ring gulf ${d} mi`),
      );
      got.courses.forEach((c) => expect(c.distance).toBeCloseTo(Number(/([\d.]+) mi$/.exec(c.name)![1]), 6));
    });

    it('finds points east and west near the pole (the box widens in longitude)', async () => {
      const got = await list({ ...FAR_NORTH, radius: 30 });
      expect(got.courses.map((c) => c.name).sort()).toEqual(['Ring north 25 mi', 'Ring north 25 mi']);
    });

    it('finds points across the antimeridian', async () => {
      const got = await list({ ...DATELINE, radius: 10 });
      expect(got.total).toBe(2);
      expect(got.courses.some((c) => c.longitude < 0) && got.courses.some((c) => c.longitude > 0)).toBe(true);
    });

    it.each([
      ['state=XX', 'Unknown state code'],
      ['latitude=abc&longitude=1', 'latitude must be a number'],
      ['latitude=&longitude=1', 'latitude must be a number'],
      ['latitude=Infinity&longitude=1', 'latitude must be a number'],
      ['latitude=91&longitude=0', 'latitude must be at most 90'],
      ['latitude=0&longitude=-181', 'longitude must be at least -180'],
      ['latitude=35', 'latitude and longitude must be given together'],
      ['longitude=-79', 'latitude and longitude must be given together'],
      ['latitude=35&longitude=-79&radius=0', 'radius must be at least 0.1'],
      ['latitude=35&longitude=-79&radius=1001', 'radius must be at most 1000'],
      ['latitude=35&longitude=-79&radius=far', 'radius must be a number'],
      ['minRating=6', 'minRating must be at most 5'],
      ['minRating=-1', 'minRating must be at least 0'],
      ['verified=yes', 'verified must be true or false'],
      ['page=0', 'page must be at least 1'],
      ['page=1.5', 'page must be a whole number'],
      ['page=two', 'page must be a number'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=0', 'limit must be at least 1'],
      [`search=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
    ])('400 for %s', async (query, message) => {
      const res = await getCtx().request(`/api/courses?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message });
    });
  },
  { replica: true },
);
