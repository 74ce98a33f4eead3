/**
 * The course importer: the whole shared extract (9,336 features) loads, missing towns and ZIP
 * codes come from the nearest ZIP centroid, a second run updates instead of duplicating, polygons
 * become their centroid, driving ranges and minigolf are left out; and the CLI around it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCourses, type ImportReport } from '../../src/server/courses/import/importer';
import { openPglite } from '../../src/server/db/client';
import { courses, restrooms } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed/demo';
import { haversineMiles, type LatLng } from '../../src/shared/geo';
import { describeEachDatabase } from './helpers/databases';
import { SHARED_FEATURE_COUNT, SHARED_GEOJSON, sharedFeatures } from './helpers/courses';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { runCliToolSync } from './helpers/server-process';

/** Independent of the importer's grid: the nearest US ZIP of a state by scanning them all. */
function nearestZipByScan(at: LatLng, state: string) {
  let best: { zip: string; city: string; miles: number } | undefined;
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US' || z.state !== state || (z.latitude === 0 && z.longitude === 0)) continue;
    const miles = haversineMiles(at, z);
    if (!best || miles < best.miles) best = { zip: z.zip, city: z.city, miles };
  }
  return best;
}

type Props = Record<string, unknown>;
const point = (lng: number, lat: number, properties: Props) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties,
});
const square = (lng: number, lat: number, half: number) => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];

const skippedTotal = (report: ImportReport) =>
  Object.values(report.skipped).reduce((a, n) => a + (n ?? 0), 0);

describeEachDatabase('course importer', (getCtx) => {
  let first: ImportReport;

  beforeAll(async () => {
    const started = performance.now();
    first = await importCourses(getCtx().db, sharedFeatures());
    console.info(`imported the shared file in ${Math.round(performance.now() - started)} ms`);
  });

  const rowByName = async (name: string) => {
    const rows = await getCtx().db.select().from(courses).where(eq(courses.name, name));
    expect(rows, name).toHaveLength(1);
    return rows[0]!;
  };
  const countCourses = async () => {
    const [row] = await getCtx()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(courses);
    return row!.n;
  };

  it('loads the shared file: courses = features − skipped', async () => {
    expect(first.read).toBe(SHARED_FEATURE_COUNT);
    // The extract lists 19 courses twice (same name, same point, two states along a border).
    expect(first.skipped).toEqual({ 'duplicate in file': 19 });
    expect(first.inserted).toBe(SHARED_FEATURE_COUNT - skippedTotal(first));
    expect(await countCourses()).toBe(first.inserted);
    const [stats] = await getCtx()
      .db.select({
        sample: sql<number>`count(*) filter (where is_sample)::int`,
        rated: sql<number>`count(*) filter (where average_rating <> 0 or total_reviews <> 0 or total_restrooms <> 0)::int`,
        noZip: sql<number>`count(*) filter (where zip_code = '')::int`,
        noCity: sql<number>`count(*) filter (where city = '')::int`,
      })
      .from(courses);
    expect(stats).toMatchObject({ sample: 0, rated: 0, noZip: 0 });
    // 7,815 features have no addr:city; all but a handful far from any town get one.
    expect(first.filled.city).toBeGreaterThan(7700);
    expect(stats!.noCity).toBeLessThan(50);
  });

  it('fills a missing town and ZIP from the nearest ZIP centroid of the same state', async () => {
    // addr:city is null for this one in the extract.
    const row = await rowByName('Albertville Golf and Country Club');
    const nearest = nearestZipByScan(row, 'AL')!;
    expect(row).toMatchObject({ state: 'AL', city: nearest.city, zipCode: nearest.zip });
    // A feature's own town is kept; only the ZIP is filled.
    const mobile = await rowByName('Azalea City Golf Course');
    expect(mobile).toMatchObject({
      city: 'Mobile',
      state: 'AL',
      zipCode: nearestZipByScan(mobile, 'AL')!.zip,
    });
  });

  it('re-importing the same file changes nothing and duplicates nothing', async () => {
    const again = await importCourses(getCtx().db, sharedFeatures());
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: first.inserted });
    expect(await countCourses()).toBe(first.inserted);
  });

  it('updates by name + position (within ~100 m, any case), keeping aggregates and known fields', async () => {
    const { db } = getCtx();
    const before = await rowByName('Anniston Country Club');
    await db
      .update(courses)
      .set({ averageRating: 4.2, totalReviews: 3, city: 'Anniston (checked)' })
      .where(eq(courses.id, before.id));
    // 60 m north, upper-case name, now with a phone and a street address.
    const moved = { lat: before.latitude + 0.00054, lng: before.longitude };
    const report = await importCourses(db, [
      point(moved.lng, moved.lat, {
        name: 'ANNISTON COUNTRY CLUB',
        'addr:state': 'AL',
        'addr:street': 'Country Club Drive',
        'addr:housenumber': '1',
        phone: '+1 256 555 0100',
      }),
    ]);
    expect(report).toMatchObject({ inserted: 0, updated: 1 });
    const after = await rowByName('ANNISTON COUNTRY CLUB');
    expect(after).toMatchObject({
      id: before.id,
      latitude: moved.lat,
      address: '1 Country Club Drive',
      phone: '+1 256 555 0100',
      city: 'Anniston (checked)',
      zipCode: before.zipCode,
      averageRating: 4.2,
      totalReviews: 3,
    });
  });

  it('a same-named course farther than ~100 m away is another course', async () => {
    const { db } = getCtx();
    const base = await rowByName('Attalla Country Club');
    const report = await importCourses(db, [
      point(base.longitude, base.latitude + 0.0018, { name: 'Attalla Country Club', 'addr:state': 'AL' }),
    ]);
    expect(report.inserted).toBe(1);
  });

  it('matches by OSM id first, wherever the course moved and whatever it is called now', async () => {
    const { db } = getCtx();
    const one = await importCourses(db, [
      point(-80.85, 35.22, { '@id': 'way/424242', name: 'Fixture Id Links', 'addr:state': 'NC' }),
    ]);
    expect(one.inserted).toBe(1);
    const created = await rowByName('Fixture Id Links');
    expect(created.osmId).toBe('way/424242');
    const two = await importCourses(db, [
      { ...point(-80.84, 35.23, { name: 'Fixture Id Links Renamed', 'addr:state': 'NC' }), id: 'way/424242' },
    ]);
    expect(two).toMatchObject({ inserted: 0, updated: 1 });
    expect(await rowByName('Fixture Id Links Renamed')).toMatchObject({ id: created.id, latitude: 35.23 });
  });

  it('counts a course listed twice in one file once, also across write chunks', async () => {
    const twice = [
      point(-81.2, 35.3, { '@id': 'node/777001', name: 'Fixture Twice By Id', 'addr:state': 'NC' }),
      point(-81.3, 35.4, { name: 'Fixture Twice By Place', 'addr:state': 'NC' }),
      point(-81.4, 35.5, { name: 'Fixture Once', 'addr:state': 'NC' }),
      point(-81.21, 35.31, { '@id': 'node/777001', name: 'Fixture Twice By Id', 'addr:state': 'NC' }),
      point(-81.3002, 35.4002, { name: 'fixture twice by place', 'addr:state': 'NC' }),
    ];
    const report = await importCourses(getCtx().db, twice, { batchSize: 2 });
    expect(report).toMatchObject({ inserted: 3, updated: 0, skipped: { 'duplicate in file': 2 } });
    await rowByName('Fixture Twice By Id');
    await rowByName('Fixture Twice By Place');
  });

  it('turns polygons and multipolygons into their area centroid', async () => {
    const { db } = getCtx();
    // A square with a hole in its east half: the centroid shifts west of the square's centre.
    const outer = square(-79.5, 35.5, 0.01);
    const hole = square(-79.495, 35.5, 0.004);
    const report = await importCourses(db, [
      {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [outer, hole] },
        properties: { name: 'Fixture Polygon Course', 'addr:state': 'NC' },
      },
      {
        type: 'Feature',
        // Two squares: 0.02° and 0.01° wide; area-weighted, the centroid sits 4/5 of the way to the big one.
        geometry: {
          type: 'MultiPolygon',
          coordinates: [[square(-79.0, 36.0, 0.01)], [square(-78.9, 36.0, 0.005)]],
        },
        properties: { name: 'Fixture Multipolygon Course', 'addr:state': 'NC' },
      },
    ]);
    expect(report.inserted).toBe(2);
    const polygon = await rowByName('Fixture Polygon Course');
    // Areas 4e-4 and 6.4e-5: x = (4e-4 × -79.5 − 6.4e-5 × -79.495) / (4e-4 − 6.4e-5).
    expect(polygon.longitude).toBeCloseTo((4e-4 * -79.5 - 6.4e-5 * -79.495) / (4e-4 - 6.4e-5), 9);
    expect(polygon.latitude).toBeCloseTo(35.5, 9);
    const multi = await rowByName('Fixture Multipolygon Course');
    expect(multi.longitude).toBeCloseTo((4e-4 * -79.0 + 1e-4 * -78.9) / 5e-4, 9);
    expect(multi.latitude).toBeCloseTo(36.0, 9);
  });

  it('skips driving ranges, minigolf, nameless and positionless features, and says why', async () => {
    const report = await importCourses(getCtx().db, [
      point(-80.7, 35.1, { name: 'Fixture Range', golf: 'driving_range', 'addr:state': 'NC' }),
      point(-80.7, 35.2, { name: 'Fixture Putt-Putt', leisure: 'miniature_golf', 'addr:state': 'NC' }),
      point(-80.7, 35.3, { name: 'Fixture Mini', golf: 'miniature', 'addr:state': 'NC' }),
      point(-80.7, 35.4, { name: '  ', 'addr:state': 'NC' }),
      point(-80.7, 35.5, { 'addr:state': 'NC' }),
      { type: 'Feature', geometry: null, properties: { name: 'Fixture Nowhere' } },
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        properties: { name: 'Fixture Line' },
      },
      point(-200, 35.5, { name: 'Fixture Off The Map' }),
      // Mid-Pacific: in no country's borders, and no country tag.
      point(-140, 20, { name: 'Fixture Ocean Links' }),
      // Tagged US but mid-Pacific: no state tag and no ZIP within reach to take one from.
      point(-140, 21, { name: 'Fixture Tagged Ocean', 'addr:country': 'US' }),
    ]);
    expect(report.inserted).toBe(0);
    expect(report.skipped).toEqual({
      'driving range': 1,
      minigolf: 2,
      'no name': 2,
      'no position': 3,
      'no country': 1,
      'no state': 1,
    });
    const left = await getCtx()
      .db.select({ name: courses.name })
      .from(courses)
      .where(
        inArray(courses.name, [
          'Fixture Range',
          'Fixture Putt-Putt',
          'Fixture Mini',
          'Fixture Ocean Links',
          'Fixture Tagged Ocean',
        ]),
      );
    expect(left).toEqual([]);
  });

  it('reads addresses, postcodes, state names, websites, and takes the state from the ZIP when untagged', async () => {
    await importCourses(getCtx().db, [
      point(-78.64, 35.78, {
        name: 'Fixture Tagged Club',
        'addr:housenumber': '12',
        'addr:street': 'Fairway Drive',
        'addr:city': 'Raleigh',
        'addr:state': 'North Carolina',
        'addr:postcode': '27601-1234',
        website: 'www.example.org/golf',
        'contact:phone': '919-555-0123',
      }),
      point(-84.39, 33.75, { name: 'Fixture Untagged State' }),
    ]);
    expect(await rowByName('Fixture Tagged Club')).toMatchObject({
      address: '12 Fairway Drive',
      city: 'Raleigh',
      state: 'NC',
      zipCode: '27601-1234',
      website: 'https://www.example.org/golf',
      phone: '919-555-0123',
    });
    const untagged = await rowByName('Fixture Untagged State');
    expect(untagged.state).toBe('GA');
    expect(untagged.city).not.toBe('');
  });

  it('takes over a hand-entered or sample course of the same name and place', async () => {
    const { db } = getCtx();
    const [sample] = await db
      .insert(courses)
      .values({
        name: 'Fixture Sample Course',
        city: 'Pinehurst',
        state: 'NC',
        latitude: 35.19,
        longitude: -79.46,
        isSample: true,
      })
      .returning();
    const report = await importCourses(db, [
      point(-79.46, 35.19, { '@id': 'node/99', name: 'Fixture Sample Course', 'addr:state': 'NC' }),
    ]);
    expect(report).toMatchObject({ inserted: 0, updated: 1 });
    expect(await rowByName('Fixture Sample Course')).toMatchObject({
      id: sample!.id,
      osmId: 'node/99',
      isSample: false,
      city: 'Pinehurst',
    });
  });

  it('a demo seed after an import reuses the imported courses instead of listing them twice', async () => {
    const { db } = getCtx();
    const before = await countCourses();
    expect(await seedDemo(db)).toBe(true);
    expect(await countCourses()).toBe(before);
    const pinehurst = await rowByName('Pinehurst No. 2');
    expect(pinehurst.isSample).toBe(false);
    const sampleRestrooms = await db.select().from(restrooms).where(eq(restrooms.courseId, pinehurst.id));
    expect(sampleRestrooms.length).toBeGreaterThan(0);
  });
});

describe('npm run import (the CLI)', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'imports a file into DATA_DIR, prints counts, and exits 1 on a bad file',
    { timeout: 60_000 },
    async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'fairway-import-cli-'));
      const dataDir = path.join(dir, 'data');
      await copyPgliteTemplate(dataDir);
      const file = path.join(dir, 'courses.geojson');
      await writeFile(
        file,
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            point(-79.0193, 35.7596, { name: 'CLI Course One', 'addr:state': 'NC' }),
            point(-79.1, 35.8, { name: 'CLI Course Two', 'addr:state': 'NC' }),
            point(-79.2, 35.9, { name: 'CLI Range', golf: 'driving_range' }),
          ],
        }),
      );
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const run = (args: string[]) => runCliToolSync('import', args, env, 50_000);

      const ok = run([file]);
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/inserted\s+2\b/);
      expect(ok.stdout).toMatch(/skipped\s+1 \(driving range: 1\)/);
      expect(ok.stdout).toContain('© OpenStreetMap contributors');
      // Not a terminal here: plain progress lines, no carriage-return bar.
      expect(ok.stderr).toMatch(/imported 3\/3 features \(100%\)/);
      expect(ok.stderr).not.toContain('\r');

      const handle = await openPglite(dataDir);
      try {
        const rows = await handle.db.select({ name: courses.name }).from(courses);
        expect(rows.map((r) => r.name).sort()).toEqual(['CLI Course One', 'CLI Course Two']);
      } finally {
        await handle.close();
      }

      const missing = run([path.join(dir, 'nope.geojson')]);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('Cannot read');
    },
  );

  it('the extract the tests read is where docs/decisions.md §5 puts it', () => {
    expect(SHARED_GEOJSON).toMatch(/shared[/\\]data[/\\]osm-us-golf-courses\.geojson$/);
  });
});
