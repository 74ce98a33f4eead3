/**
 * The export reads back (docs/product.md §11): a hand-made OpenStreetMap file
 * (tests/fixtures/osm-round-trip.geojson) goes in through the importer, out through both exports,
 * and into a fresh database through the importer again, one file per run as `npm run import`
 * takes them; every course and every restroom comes back the same. The file holds what a points-only
 * course export loses: a course polygon with a clubhouse building and two toilets inside it a
 * kilometre from its centre, and a course known only by its point and bounding box with a toilet
 * 800 m from that point. Both databases.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { featuresOf } from '../../src/server/courses/import/features';
import { importCourses } from '../../src/server/courses/import/importer';
import { importRestrooms } from '../../src/server/courses/import/toilets';
import type { Database } from '../../src/server/db/client';
import { courseAreas, courses, restrooms } from '../../src/server/db/schema';
import { seedLegalDocuments } from '../../src/server/seed/legal';
import { describeEachDatabase, truncateAppTables } from './helpers/databases';
import { assertGeoJson } from './helpers/geojson';

const FIXTURE = fileURLToPath(new URL('../fixtures/osm-round-trip.geojson', import.meta.url));

/** One run of `npm run import`: the file's courses, then its toilets. */
async function importFile(db: Database, features: unknown[]) {
  const coursePhase = await importCourses(db, features);
  const restroomPhase = await importRestrooms(db, features);
  return { coursePhase, restroomPhase };
}

/** Everything the import writes, keyed by OSM id (row ids differ between databases). */
async function contents(db: Database) {
  const courseRows = await db
    .select({
      osmId: courses.osmId,
      name: courses.name,
      address: courses.address,
      city: courses.city,
      state: courses.state,
      zipCode: courses.zipCode,
      latitude: courses.latitude,
      longitude: courses.longitude,
      outline: courseAreas.outline,
      box: {
        west: courseAreas.minLongitude,
        south: courseAreas.minLatitude,
        east: courseAreas.maxLongitude,
        north: courseAreas.maxLatitude,
      },
    })
    .from(courses)
    .leftJoin(courseAreas, eq(courseAreas.courseId, courses.id))
    .orderBy(asc(courses.osmId));
  const {
    id: _id,
    courseId: _courseId,
    createdAt: _c,
    updatedAt: _u,
    ...restroom
  } = getTableColumns(restrooms);
  const restroomRows = await db
    .select({ ...restroom, course: courses.osmId })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .orderBy(asc(restrooms.osmId));
  return { courses: courseRows, restrooms: restroomRows };
}

describeEachDatabase('the export read back', (getCtx) => {
  it('brings every course and restroom of an OpenStreetMap file back into a fresh database', async () => {
    const { db, request } = getCtx();
    const first = await importFile(db, featuresOf(JSON.parse(readFileSync(FIXTURE, 'utf8'))));
    // The clubhouse building with toilets=yes is a restroom, left to the restroom phase.
    expect(first.coursePhase).toMatchObject({ inserted: 2, toilets: 5 });
    expect(first.restroomPhase).toMatchObject({ read: 5, inserted: 5, skipped: {} });
    const before = await contents(db);
    expect(before.restrooms.map((row) => [row.osmId, row.course])).toEqual([
      ['node/990001003', 'way/990001001'],
      ['node/990001004', 'way/990001001'],
      ['node/990001005', 'way/990001001'],
      ['node/990002002', 'way/990002001'],
      ['way/990001002', 'way/990001001'],
    ]);

    const download = async (file: string) => {
      const res = await request(`/api/export/${file}.geojson`);
      expect(res.status).toBe(200);
      return assertGeoJson(await res.text()).features as unknown as Record<string, unknown>[];
    };
    const courseFile = await download('courses');
    const restroomFile = await download('restrooms');
    // The polygon goes out as the course's geometry; the box of the other as its `bbox`.
    expect(
      courseFile.map((f) => [(f['geometry'] as { type: string }).type, Boolean(f['bbox'])]).sort(),
    ).toEqual([
      ['Point', true],
      ['Polygon', true],
    ]);

    await truncateAppTables(db);
    await seedLegalDocuments(db);
    await importFile(db, courseFile);
    const second = await importFile(db, restroomFile);
    expect(second.restroomPhase).toMatchObject({ read: 5, inserted: 5, skipped: {} });
    expect(await contents(db)).toEqual(before);
  });
});
