/**
 * The restroom importer (docs/product.md §11): the toilets of tests/fixtures/osm-restrooms.geojson,
 * placed at 13 courses of the shared extract, become approved, unverified OpenStreetMap restrooms of
 * the right course, with their tags mapped; a second run changes nothing; a golfer's restroom is
 * never duplicated; an owner's confirmation wins over a changed tag; the course totals stay exact.
 * And the CLI that runs courses then toilets.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresOf, propertiesOf } from '../../src/server/courses/import/features';
import { importCourses, type ImportReport } from '../../src/server/courses/import/importer';
import { importRestrooms, type RestroomImportReport } from '../../src/server/courses/import/toilets';
import { openPglite } from '../../src/server/db/client';
import { courses, restrooms } from '../../src/server/db/schema';
import { restroomListResultSchema } from '../../src/shared/schemas';
import { monthsToMask } from '../../src/shared/restroom-state';
import { expectEveryAggregateExact } from './helpers/consistency';
import { destination, sharedFeatures } from './helpers/courses';
import { describeEachDatabase } from './helpers/databases';
import { call, createUser, dataOf, seedRestrooms } from './helpers/restrooms';
import { copyPgliteTemplate } from './helpers/pglite-template';
import { runCliToolSync } from './helpers/server-process';

const FIXTURE = fileURLToPath(new URL('../fixtures/osm-restrooms.geojson', import.meta.url));
type Feature = { type: string; id?: string; geometry: unknown; properties: Record<string, unknown> };
const fixture = () => featuresOf(JSON.parse(readFileSync(FIXTURE, 'utf8'))) as Feature[];

/** The courses of the shared extract the fixture's toilets stand at, by the short names used below. */
const COURSES = {
  P2: 'Pinehurst No. 2',
  P4: 'Pinehurst No. 4',
  TS: 'Torrey Pines South Course',
  TN: 'Torrey Pines North Course',
  BB: 'Bethpage Black',
  WS: 'Whistling Straits',
  EH: 'Erin Hills',
  WR: 'Wild Ridge Golf Course',
  MR: 'Mill Run Golf Course',
  CB: 'Chambers Bay Golf Course',
  MG: 'Medalist Golf Club',
  MC: 'Missoula Country Club',
  PG: 'Papago Golf Club',
} as const;
type CourseKey = keyof typeof COURSES;
const courseFeatures = () =>
  sharedFeatures().filter((f) => Object.values<unknown>(COURSES).includes(propertiesOf(f)['name']));

/** Where each imported toilet belongs: by polygon (WR's two), else the nearest course within 600 m. */
const ATTACHED: Record<string, CourseKey> = {
  'node/4521877301': 'P2',
  'node/4521877302': 'P2',
  'node/4521877303': 'P2',
  'node/5790112214': 'P4', // 200 m from No. 4, 400 m from No. 2
  'way/612334501': 'P4',
  'node/3318270415': 'TS',
  'node/3318270416': 'TS',
  'node/3318270417': 'TS',
  'node/6104433871': 'TN',
  'node/6104433872': 'TN',
  'node/7716254392': 'BB',
  'node/7716254393': 'BB',
  'node/2290456612': 'WS',
  'node/2290456613': 'WS',
  'node/2290456614': 'WS',
  'node/8850021177': 'EH',
  'node/8850021178': 'EH',
  'node/8850021179': 'EH',
  'node/9013377402': 'WR', // in Wild Ridge's polygon, though Mill Run's point is nearer
  'node/9013377403': 'WR', // in the polygon, 708 m from its point
  'node/9013377404': 'MR',
  'way/455120983': 'CB',
  'node/4412983305': 'CB',
  'node/5502718841': 'MG',
  'node/5502718842': 'MG',
  'node/5502718843': 'MG',
  'node/6630914420': 'MC',
  'node/6630914421': 'MC',
  'node/3980065511': 'PG',
  'node/3980065512': 'PG',
};

const UNKNOWN_DETAILS = {
  accessNote: null,
  season: 'unknown',
  openMonths: 0,
  openingHours: null,
  handwashing: null,
  babyChanging: null,
  stepFree: null,
  soap: null,
  grabBars: null,
  wideDoor: null,
  turningSpace: null,
} as const;

/** A few rows field by field; every field not listed is in UNKNOWN_DETAILS or the defaults. */
const MAPPED: Record<string, Partial<typeof restrooms.$inferSelect>> = {
  'node/4521877301': {
    name: 'Clubhouse Main',
    locationType: 'clubhouse',
    holeNumber: null,
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: true,
    access: 'customers',
    handwashing: true,
    babyChanging: true,
    stepFree: true,
  },
  'node/4521877302': { name: 'The Deuce', locationType: 'halfway-house', gender: 'unisex' },
  'node/4521877303': {
    name: 'Hole 7 Restroom',
    locationType: 'on-course',
    holeNumber: 7,
    facilityType: 'portable',
    access: 'customers',
  },
  'node/5790112214': { name: 'Comfort Station', holeNumber: 14, gender: 'womens', access: 'unknown' },
  'way/612334501': {
    name: 'Pinehurst No. 4 Clubhouse',
    locationType: 'clubhouse',
    accessibility: true,
    stepFree: true,
    babyChanging: false,
  },
  'node/3318270415': {
    name: 'Clubhouse Main',
    access: 'public',
    season: 'year_round',
    openingHours: '24/7',
    accessibility: true,
    stepFree: true,
  },
  'node/3318270416': {
    name: 'Hole 5 Restroom',
    holeNumber: 5,
    facilityType: 'portable',
    stepFree: false,
    access: 'customers',
  },
  'node/3318270417': { access: 'key', locationType: 'on-course', name: 'On-course Restroom' },
  'node/6104433871': { name: 'Clubhouse Main', gender: 'mens', handwashing: false },
  'node/6104433872': { name: 'Clubhouse Main', gender: 'womens', handwashing: true },
  'node/7716254393': {
    openingHours: 'Apr-Nov',
    access: 'public',
    season: 'seasonal',
    openMonths: monthsToMask([4, 5, 6, 7, 8, 9, 10, 11]),
  },
  'node/2290456612': {
    openingHours: 'May-Oct 07:00-19:00',
    locationType: 'clubhouse',
    access: 'customers',
    season: 'seasonal',
    openMonths: monthsToMask([5, 6, 7, 8, 9, 10]),
  },
  'node/2290456613': {
    openingHours: 'Apr 15-Oct 31',
    name: 'The Turn',
    locationType: 'halfway-house',
    access: 'customers',
    season: 'seasonal',
    openMonths: monthsToMask([4, 5, 6, 7, 8, 9, 10]),
  },
  'node/2290456614': {
    facilityType: 'portable',
    holeNumber: 13,
    season: 'year_round',
    name: 'Hole 13 Restroom',
    access: 'customers',
  },
  'node/8850021178': { facilityType: 'portable', holeNumber: 9, season: 'unknown' },
  'node/8850021179': { access: 'key', gender: 'mens' },
  'node/9013377404': {
    openingHours: 'Apr-Oct; Nov-Mar off',
    locationType: 'clubhouse',
    access: 'customers',
    season: 'seasonal',
    openMonths: monthsToMask([4, 5, 6, 7, 8, 9, 10]),
  },
  // Months in its opening_hours and no seasonal tag: seasonal all the same (issue 33).
  'way/455120983': {
    access: 'public',
    season: 'seasonal',
    openMonths: monthsToMask([3, 4, 5, 6, 7, 8, 9, 10]),
    openingHours: 'Mar-Oct 07:00-19:00',
    accessibility: true,
    stepFree: true,
    babyChanging: true,
    handwashing: null,
  },
  'node/4412983305': { access: 'public', accessNote: 'Fee: 0.25 USD' },
  'node/5502718841': { access: 'members', gender: 'unisex', handwashing: true, locationType: 'clubhouse' },
  'node/5502718842': { access: 'members', holeNumber: 16 },
  'node/5502718843': { name: '11th Tee Restroom', holeNumber: 11 },
  'node/6630914421': {
    facilityType: 'portable',
    season: 'seasonal',
    openMonths: monthsToMask([6, 7, 8]),
    openingHours: 'Jun-Aug',
  },
  // Hours every day of the year: all year (issue 33; the month parser read no season in them).
  'node/3980065511': {
    access: 'customers',
    season: 'year_round',
    openingHours: 'Mo-Su 05:30-19:00',
    babyChanging: null,
  },
  'node/3980065512': { access: 'public', holeNumber: 12 },
};

const FIRST_SKIPS = {
  'no OSM id': 1,
  'bad geometry': 1,
  'no course nearby': 2,
  "duplicate of a golfer's": 2,
};

/** The fixture's feature with this id, to change its tags or place for a later run. */
const edit = (features: Feature[], id: string, change: (f: Feature) => void) => {
  const feature = features.find((f) => f.id === id || f.properties['@id'] === id);
  if (!feature) throw new Error(`no ${id} in the fixture`);
  change(feature);
  return features;
};

describeEachDatabase('restroom importer', (getCtx) => {
  const course: Partial<Record<CourseKey, typeof courses.$inferSelect>> = {};
  const at = (key: CourseKey) => course[key]!;
  let coursePhase: ImportReport;
  let first: RestroomImportReport;

  const osmRows = async () =>
    getCtx().db.select().from(restrooms).where(isNotNull(restrooms.osmId)).orderBy(asc(restrooms.osmId));
  const rowOf = async (osmId: string) => {
    const [row] = await getCtx().db.select().from(restrooms).where(eq(restrooms.osmId, osmId));
    expect(row, osmId).toBeDefined();
    return row!;
  };

  beforeAll(async () => {
    const { db } = getCtx();
    await importCourses(db, courseFeatures());
    const rows = await db.select().from(courses);
    for (const [key, name] of Object.entries(COURSES))
      course[key as CourseKey] = rows.find((r) => r.name === name);
    const golfer = await createUser(db);
    const men = fixture().find((f) => f.id === 'node/6104433871')!.geometry as { coordinates: number[] };
    const papago = fixture().find((f) => f.id === 'node/3980065511')!.geometry as { coordinates: number[] };
    await seedRestrooms(db, [
      // 12 m from node/7716254390, also on the course: that toilet is this one.
      {
        courseId: at('BB').id,
        name: 'Hole 3 Restroom',
        locationType: 'on-course',
        holeNumber: 3,
        status: 'approved',
        submittedBy: golfer.id,
        ...destination(at('BB'), 120 / 1609.344, 90),
      },
      // No position: it stands at the course's point, 15 m from node/7716254391.
      { courseId: at('BB').id, name: 'Clubhouse Main', status: 'pending', submittedBy: golfer.id },
      // Same spot as a clubhouse toilet, but another type: not the same restroom.
      {
        courseId: at('TN').id,
        name: 'Halfway House',
        locationType: 'halfway-house',
        status: 'approved',
        submittedBy: golfer.id,
        longitude: men.coordinates[0]!,
        latitude: men.coordinates[1]!,
      },
      // Rejected: hidden everywhere, so it blocks nothing.
      {
        courseId: at('PG').id,
        status: 'rejected',
        submittedBy: golfer.id,
        longitude: papago.coordinates[0]!,
        latitude: papago.coordinates[1]!,
      },
    ]);
    coursePhase = await importCourses(db, fixture());
    first = await importRestrooms(db, fixture());
  });

  it('the course phase takes the file’s course polygon, counts the toilets and skips a clubhouse without any', async () => {
    expect(Object.keys(course).filter((key) => course[key as CourseKey])).toHaveLength(13);
    expect(coursePhase).toMatchObject({
      read: 38,
      inserted: 0,
      updated: 1,
      unchanged: 0,
      toilets: 36,
      skipped: { 'not a course': 1 },
    });
    const [count] = await getCtx()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(courses);
    expect(count!.n).toBe(13);
    const [wildRidge] = await getCtx()
      .db.select()
      .from(courses)
      .where(eq(courses.id, at('WR').id));
    expect(wildRidge!.osmId).toBe('way/38911245');
  });

  it('imports every toilet near a course, approved and unverified, and says why it left the others out', async () => {
    expect(first).toEqual({
      read: 36,
      inserted: 30,
      updated: 0,
      unchanged: 0,
      keptOwnerConfirmed: 0,
      skipped: FIRST_SKIPS,
    });
    const rows = await osmRows();
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row, row.osmId!).toMatchObject({
        status: 'approved',
        isVerified: false,
        submittedBy: null,
        reviewedBy: null,
        source: 'openstreetmap',
        ownerConfirmedAt: null,
        lastConfirmedAt: null,
        isSample: false,
      });
    }
  });

  it('attaches each toilet to the course whose polygon holds it, else to the nearest within 600 m', async () => {
    const rows = await osmRows();
    const byId = Object.fromEntries(Object.entries(COURSES).map(([key]) => [at(key as CourseKey).id, key]));
    expect(Object.fromEntries(rows.map((row) => [row.osmId, byId[row.courseId]]))).toEqual(ATTACHED);
  });

  it('maps the tags field by field, anything unstated unknown', async () => {
    const defaults = { holeNumber: null, facilityType: 'permanent', gender: 'unisex', accessibility: false };
    for (const [osmId, expected] of Object.entries(MAPPED)) {
      expect(await rowOf(osmId), osmId).toMatchObject({
        ...defaults,
        ...UNKNOWN_DETAILS,
        access: 'unknown',
        ...expected,
      });
    }
    // Position: the point, or a polygon's centroid (a 20 × 15 m clubhouse around its middle).
    const clubhouse = await rowOf('way/612334501');
    const ring = (
      fixture().find((f) => f.properties['@id'] === 612334501)!.geometry as { coordinates: number[][][] }
    ).coordinates[0]!;
    expect(clubhouse.longitude).toBeCloseTo((ring[0]![0]! + ring[2]![0]!) / 2, 9);
    expect(clubhouse.latitude).toBeCloseTo((ring[0]![1]! + ring[2]![1]!) / 2, 9);
    const point = fixture().find((f) => f.id === 'node/4521877301')!.geometry as { coordinates: number[] };
    expect(await rowOf('node/4521877301')).toMatchObject({
      longitude: point.coordinates[0],
      latitude: point.coordinates[1],
      ...UNKNOWN_DETAILS,
      ...MAPPED['node/4521877301'],
    });
  });

  it('never duplicates a golfer’s listed restroom of the same type within 25 m', async () => {
    const bethpage = await getCtx()
      .db.select()
      .from(restrooms)
      .where(eq(restrooms.courseId, at('BB').id));
    expect(bethpage.map((r) => r.osmId ?? r.name).sort()).toEqual([
      'Clubhouse Main',
      'Hole 3 Restroom',
      'node/7716254392', // a clubhouse toilet 60 m from the course's point: not the golfer's
      'node/7716254393',
    ]);
    // Another type at the same spot, or a rejected one, blocks nothing.
    await rowOf('node/6104433871');
    await rowOf('node/3980065511');
  });

  it('keeps the course totals exact', async () => {
    await expectEveryAggregateExact(getCtx().db);
    const [bethpage] = await getCtx()
      .db.select()
      .from(courses)
      .where(eq(courses.id, at('BB').id));
    expect(bethpage).toMatchObject({ totalRestrooms: 4, verifiedRestrooms: 0 });
  });

  it('shows them on the course with their source and OSM id', async () => {
    const list = await dataOf(
      await call(getCtx(), 'GET', `/api/restrooms/course/${at('P4').id}`),
      restroomListResultSchema,
    );
    expect(list.restrooms.map((r) => [r.name, r.source, r.osmId, r.approximate])).toEqual([
      ['Pinehurst No. 4 Clubhouse', 'openstreetmap', 'way/612334501', false],
      ['Comfort Station', 'openstreetmap', 'node/5790112214', false],
    ]);
    // Unknown stays unknown (issue 38): the clubhouse building says its type but no gender; the
    // comfort station says both (female=yes, a flush). The stored 'unisex' is named as a default.
    expect(list.restrooms.map((r) => [r.gender, r.unstated])).toEqual([
      ['unisex', ['gender']],
      ['womens', []],
    ]);
  });

  it('a second run of the same file changes nothing, not even updated_at', async () => {
    const { db } = getCtx();
    const before = {
      courses: await db.select().from(courses).orderBy(asc(courses.id)),
      restrooms: await osmRows(),
    };
    expect(await importCourses(db, fixture())).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await importRestrooms(db, fixture())).toEqual({ ...first, inserted: 0, unchanged: 30 });
    expect({
      courses: await db.select().from(courses).orderBy(asc(courses.id)),
      restrooms: await osmRows(),
    }).toEqual(before);
  });

  it('a changed tag updates the row, unless an owner confirmed it; a toilet moved to another course moves', async () => {
    const { db } = getCtx();
    const confirmedAt = new Date('2026-03-01T12:00:00Z');
    await db
      .update(restrooms)
      .set({ ownerConfirmedAt: confirmedAt })
      .where(eq(restrooms.osmId, 'node/2290456612'));
    const before = await rowOf('node/8850021177');
    const features = fixture();
    edit(features, 'node/2290456612', (f) => (f.properties['access'] = 'public'));
    edit(features, 'node/8850021177', (f) =>
      Object.assign(f.properties, { changing_table: 'no', name: 'Erin Hills Locker Room' }),
    );
    // Remapped 150 m from Pinehurst No. 2's point (and 600 m from No. 4's).
    edit(features, 'node/5790112214', (f) => {
      const to = destination(at('P2'), 150 / 1609.344, 270);
      f.geometry = { type: 'Point', coordinates: [to.longitude, to.latitude] };
    });
    const report = await importRestrooms(db, features);
    expect(report).toEqual({ ...first, inserted: 0, updated: 2, unchanged: 27, keptOwnerConfirmed: 1 });
    expect(await rowOf('node/2290456612')).toMatchObject({
      access: 'customers',
      ownerConfirmedAt: confirmedAt,
    });
    const after = await rowOf('node/8850021177');
    expect(after).toMatchObject({ name: 'Erin Hills Locker Room', babyChanging: false, id: before.id });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect((await rowOf('node/5790112214')).courseId).toBe(at('P2').id);
    await expectEveryAggregateExact(db);
    const totals = await db.select({ id: courses.id, total: courses.totalRestrooms }).from(courses);
    expect(totals.find((c) => c.id === at('P2').id)!.total).toBe(4);
    expect(totals.find((c) => c.id === at('P4').id)!.total).toBe(1);
  });

  it('attaches within the distance it is given, skips an id seen twice, and works in small chunks', async () => {
    const { db } = getCtx();
    const far = destination(at('EH'), 700 / 1609.344, 180);
    const toilet = (id: string) => ({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [far.longitude, far.latitude] },
      properties: { amenity: 'toilets', portable: 'yes' },
    });
    const features = [toilet('node/990001'), toilet('node/990001'), toilet('node/990002')];
    expect((await importRestrooms(db, features)).skipped).toEqual({
      'no course nearby': 2,
      'duplicate in file': 1,
    });
    const report = await importRestrooms(db, features, { maxMeters: 750, batchSize: 1 });
    expect(report).toMatchObject({ read: 3, inserted: 2, skipped: { 'duplicate in file': 1 } });
    expect(await rowOf('node/990002')).toMatchObject({ courseId: at('EH').id, locationType: 'on-course' });
    await expectEveryAggregateExact(db);
  });
});

describe('npm run import with toilets (the CLI)', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'imports the courses, then the toilets, prints both reports, and refuses a bad distance',
    { timeout: 60_000 },
    async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'fairway-import-toilets-'));
      const dataDir = path.join(dir, 'data');
      await copyPgliteTemplate(dataDir);
      const file = path.join(dir, 'extract.geojson');
      await writeFile(
        file,
        JSON.stringify({ type: 'FeatureCollection', features: [...courseFeatures(), ...fixture()] }),
      );
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const run = (extra: Record<string, string> = {}) =>
        runCliToolSync('import', [file], { ...env, ...extra }, 50_000);

      const ok = run();
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/Read 51 features[^]*inserted\s+13\b[^]*toilets\s+36\b/);
      // No golfers' restrooms in this database: the two the API test blocks come in here.
      expect(ok.stdout).toMatch(
        /Read 36 toilets[^]*inserted\s+32\b[^]*skipped\s+4 \(bad geometry: 1, no course nearby: 2, no OSM id: 1\)/,
      );
      expect(ok.stdout).toContain('Restroom data © OpenStreetMap contributors');
      expect(ok.stderr).toMatch(/imported 36\/36 toilets \(100%\)/);

      const handle = await openPglite(dataDir);
      try {
        const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(restrooms);
        expect(row!.n).toBe(32);
      } finally {
        await handle.close();
      }

      const bad = run({ IMPORT_RESTROOM_MAX_METERS: 'far' });
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('IMPORT_RESTROOM_MAX_METERS');
    },
  );
});
