/**
 * The open-data export (issue 16, docs/product.md §11): every visible restroom and every course as
 * a GeoJSON FeatureCollection with licence and attribution, streamed in pages, compressed, and
 * answered 304 while nothing changed. Both databases.
 */
import { gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { readFeature } from '../../src/server/courses/import/features';
import { isToiletFeature, mapToiletTags } from '../../src/server/courses/import/toilet-tags';
import { restrooms } from '../../src/server/db/schema';
import { EXPORT_PAGE_SIZE } from '../../src/server/export/routes';
import { OSM_ATTRIBUTION } from '../../src/shared/restroom-constants';
import { buildApp } from './helpers/app';
import { fromSocket } from './helpers/auth';
import { insertCourses } from './helpers/courses';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { createUser, seedRestroom, seedRestrooms } from './helpers/restrooms';
import { assertGeoJson, type ExportedCollection } from './helpers/geojson';

const NOW = new Date('2026-07-01T12:00:00.000Z');

describeEachDatabase('open-data export', (getCtx) => {
  let ctx: TestContext;
  let app: ReturnType<typeof buildApp>;
  let ids: Record<string, string>;
  let course: { id: string; latitude: number; longitude: number };

  beforeAll(async () => {
    ctx = getCtx();
    app = buildApp(ctx.handle, { clock: () => NOW });
    const tag = Math.random().toString(36).slice(2, 8);
    const [inserted, sample] = await insertCourses(ctx.db, [
      {
        name: `Export Links ${tag}`,
        latitude: 36.11,
        longitude: -79.42,
        city: 'Burlington',
        zipCode: '27215',
        phone: '336-555-0100',
        website: 'https://export-links.example',
        osmId: `way/${Date.now()}`,
      },
      { name: `Sample ${tag}`, latitude: 36.2, longitude: -79.5, isSample: true },
    ]);
    course = inserted!;
    const owner = await createUser(ctx.db);
    const seed = async (extra: Parameters<typeof seedRestroom>[1]) => (await seedRestroom(ctx.db, extra)).id;
    ids = {
      pinned: await seed({
        courseId: course.id,
        status: 'approved',
        name: 'Hole 7 Restroom',
        locationType: 'on-course',
        holeNumber: 7,
        latitude: 36.115,
        longitude: -79.425,
        season: 'seasonal',
        openMonths: 0b001111111000, // April to October
        handwashing: true,
        babyChanging: false,
        access: 'customers',
        submittedBy: owner.id,
        // Times, a rating and a default left unstated: the export reads rows its own way
        // (export/queries.ts), so it must say of them what every other read says.
        lastConfirmedAt: new Date('2026-06-30T08:15:30.123Z'),
        ownerConfirmedAt: new Date('2026-06-29T17:02:03.456Z'),
        averageRating: 4.25,
        totalReviews: 4,
        unstated: ['gender'],
      }),
      approximate: await seed({ courseId: course.id, status: 'pending', name: 'Clubhouse Main' }),
      osm: await seed({
        courseId: course.id,
        status: 'approved',
        name: 'Turn House',
        locationType: 'halfway-house',
        source: 'openstreetmap',
        osmId: `node/${Date.now()}`,
        latitude: 36.112,
        longitude: -79.421,
      }),
      rejected: await seed({ courseId: course.id, status: 'rejected', name: 'Clubhouse Pro Shop' }),
      sample: await seed({ courseId: sample!.id, status: 'approved', isSample: true }),
    };
  });

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const collection = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/geo\+json/);
    return assertGeoJson(await res.text());
  };
  const featureOf = (fc: ExportedCollection, id: string) =>
    fc.features.find((feature) => feature.properties['fairwayId'] === id);

  it('lists every visible restroom with its place, details and source, and no demo or rejected one', async () => {
    const fc = await collection(await get('/api/export/restrooms.geojson'));
    expect(fc.license).toBe('ODbL-1.0');
    expect(fc.attribution).toContain(OSM_ATTRIBUTION);

    const pinned = featureOf(fc, ids['pinned']!);
    expect(pinned?.geometry.coordinates).toEqual([-79.425, 36.115]);
    expect(pinned?.properties).toMatchObject({
      amenity: 'toilets',
      'golf:hole': '7',
      seasonal: 'yes',
      opening_hours: 'Apr-Oct',
      'toilets:handwashing': 'yes',
      changing_table: 'no',
      access: 'customers',
      locationType: 'on-course',
      holeNumber: 7,
      approximate: false,
      season: 'seasonal',
      openMonths: [4, 5, 6, 7, 8, 9, 10],
      moderation: 'approved',
      usableNow: true,
      source: 'community',
      license: 'ODbL-1.0',
    });
    // Nothing personal leaves: not who submitted it, not who voted.
    expect(JSON.stringify(pinned)).not.toContain('submittedBy');
    expect(pinned?.properties['feedback']).toBeUndefined();

    const approximate = featureOf(fc, ids['approximate']!);
    expect(approximate?.geometry.coordinates).toEqual([course.longitude, course.latitude]);
    expect(approximate?.properties).toMatchObject({ approximate: true, moderation: 'pending' });

    const osm = featureOf(fc, ids['osm']!);
    expect(osm?.properties).toMatchObject({
      source: 'openstreetmap',
      attribution: OSM_ATTRIBUTION,
      golf: 'halfway_house',
    });
    expect(osm?.properties['@id']).toMatch(/^node\/\d+$/);

    expect(featureOf(fc, ids['rejected']!)).toBeUndefined();
    expect(featureOf(fc, ids['sample']!)).toBeUndefined();
  });

  it("says of each restroom what the course's restroom list says", async () => {
    const fc = await collection(await get('/api/export/restrooms.geojson'));
    const listed = (await (await get(`/api/restrooms/course/${course.id}`)).json()) as {
      data: { restrooms: Record<string, unknown>[] };
    };
    const shown = listed.data.restrooms.filter((r) => r['_id'] === ids['pinned'] || r['_id'] === ids['osm']);
    expect(shown).toHaveLength(2);
    for (const restroom of shown) {
      const properties = featureOf(fc, String(restroom['_id']))?.properties;
      for (const key of [
        'lastConfirmedAt',
        'ownerConfirmedAt',
        'averageRating',
        'totalReviews',
        'unstated',
        'gender',
        'amenities',
        'openMonths',
        'verdict',
        'usableNow',
        'source',
        'osmId',
      ]) {
        expect(properties?.[key], key).toEqual(restroom[key]);
      }
    }
    expect(featureOf(fc, ids['pinned']!)?.properties).toMatchObject({
      lastConfirmedAt: '2026-06-30T08:15:30.123Z',
      ownerConfirmedAt: '2026-06-29T17:02:03.456Z',
      unstated: ['gender'],
    });
  });

  it("reads back through the restroom importer's tag reader as the same restroom", async () => {
    const fc = await collection(await get('/api/export/restrooms.geojson'));
    const pinned = featureOf(fc, ids['pinned']!);
    expect(isToiletFeature(pinned!.properties)).toBe(true);
    // Far from the course's point, as the importer measures: the stated hole decides anyway.
    expect(mapToiletTags(pinned!.properties, 500)).toMatchObject({
      name: 'Hole 7 Restroom',
      locationType: 'on-course',
      holeNumber: 7,
      facilityType: 'permanent',
      gender: 'unisex',
      access: 'customers',
      season: 'seasonal',
      openMonths: 0b001111111000,
      handwashing: true,
      babyChanging: false,
    });
    const osm = featureOf(fc, ids['osm']!);
    expect(mapToiletTags(osm!.properties, 500)).toMatchObject({
      name: 'Turn House',
      locationType: 'halfway-house',
    });
  });

  it('streams past its page size without losing or repeating a feature', async () => {
    const many = await seedRestrooms(
      ctx.db,
      Array.from({ length: EXPORT_PAGE_SIZE + 50 }, (_, i) => ({
        courseId: course.id,
        status: 'approved',
        name: `Bulk ${i}`,
      })),
    );
    try {
      const fc = await collection(await get('/api/export/restrooms.geojson'));
      const exported = fc.features.map((feature) => feature.properties['fairwayId']);
      expect(new Set(exported).size).toBe(exported.length);
      for (const row of many) expect(exported).toContain(row.id);
    } finally {
      await ctx.db.delete(restrooms).where(
        inArray(
          restrooms.id,
          many.map((row) => row.id),
        ),
      );
    }
  });

  it('answers a repeat with 304 until the catalogue changes, and says shared caches may keep it', async () => {
    const first = await get('/api/export/restrooms.geojson');
    await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);

    const repeat = await get('/api/export/restrooms.geojson', { 'if-none-match': etag! });
    expect(repeat.status).toBe(304);
    expect(await repeat.text()).toBe('');

    await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', name: 'Clubhouse Restaurant' });
    const changed = await get('/api/export/restrooms.geojson', { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    await changed.text();
  });

  it.each(['courses', 'restrooms'])(
    'compresses the %s for a client that accepts gzip, and keeps the file for the next one',
    async (file) => {
      // An app of its own: the tests above have built (and kept) the current files of `app`.
      const fresh = buildApp(ctx.handle, { clock: () => NOW });
      const get = (path: string, headers: Record<string, string>) => fresh.request(path, { headers });
      const first = await get(`/api/export/${file}.geojson`, { 'accept-encoding': 'gzip, deflate' });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(first.headers.get('x-cache')).toBe('MISS');
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(assertGeoJson(gunzipSync(bytes).toString('utf8')).features.length).toBeGreaterThan(0);

      const second = await get(`/api/export/${file}.geojson`, { 'accept-encoding': 'gzip' });
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);

      // Without gzip in Accept-Encoding the file comes plain.
      const plain = await get(`/api/export/${file}.geojson`, { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(assertGeoJson(await plain.text()).features.length).toBeGreaterThan(0);
    },
  );

  it('builds a new version once for every request that arrives meanwhile, plain ones too (issue 36)', async () => {
    // A new version: nothing of it is built or kept yet.
    await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', name: 'Hole 12 Comfort Station' });
    const answers = await Promise.all(
      ['identity', 'identity', 'gzip', 'identity'].map((encoding) =>
        get('/api/export/restrooms.geojson', { 'accept-encoding': encoding }),
      ),
    );
    expect(answers.map((res) => res.headers.get('x-cache')).sort()).toEqual(['HIT', 'HIT', 'HIT', 'MISS']);
    const bodies = await Promise.all(
      answers.map(async (res) =>
        res.headers.get('content-encoding') === 'gzip'
          ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')
          : res.text(),
      ),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('Hole 12 Comfort Station');
    // Kept once whole: a plain client is served from it too, not from a new read of the catalogue.
    const plain = await get('/api/export/restrooms.geojson');
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(await plain.text()).toBe(bodies[0]);
  });

  it('gives each address its own budget of downloads; a 304 spends none (issue 36)', async () => {
    const limited = buildApp(ctx.handle, { clock: () => NOW, config: { addressRateLimits: { exports: 2 } } });
    const from = (address: string, headers: Record<string, string> = {}) =>
      limited.request('/api/export/courses.geojson', { headers }, fromSocket(address));
    const first = await from('203.0.113.5');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    await first.text();
    expect((await from('203.0.113.5', { 'if-none-match': etag })).status).toBe(304);
    expect((await from('203.0.113.5', { 'if-none-match': etag })).status).toBe(304);
    const second = await from('203.0.113.5');
    expect(second.status).toBe(200);
    await second.text();
    const refused = await from('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/downloads of the export/);
    const elsewhere = await from('198.51.100.20');
    expect(elsewhere.status).toBe(200);
    await elsewhere.text();
  });

  it("lists courses as OSM-tagged features the course importer's reader reads back unchanged", async () => {
    const fc = await collection(await get('/api/export/courses.geojson'));
    const exported = featureOf(fc, course.id);
    expect(exported?.properties).toMatchObject({ leisure: 'golf_course', license: 'ODbL-1.0' });
    expect(exported?.properties['totalRestrooms']).toEqual(expect.any(Number));
    const read = readFeature(exported);
    expect(read).toEqual({
      ok: true,
      candidate: {
        osmId: (exported?.properties['@id'] as string | undefined) ?? undefined,
        name: exported?.properties['name'],
        address: undefined,
        city: 'Burlington',
        country: 'US',
        state: 'NC',
        region: undefined,
        postcode: '27215',
        phone: '336-555-0100',
        website: 'https://export-links.example',
        latitude: course.latitude,
        longitude: course.longitude,
        area: undefined,
      },
    });
    expect(fc.features.some((feature) => String(feature.properties['name']).startsWith('Sample '))).toBe(
      false,
    );
  });
});
