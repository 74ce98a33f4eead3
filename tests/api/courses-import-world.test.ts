/**
 * The course importer beyond the US (issue 35): the European extract as it is (its osm_type and
 * osm_id, iso_country and addr_* fields) on both databases, counted by country, its unnamed
 * features skipped and counted; a second run changes nothing; a feature without a country tag is
 * placed by its coordinates; and the US extract imported beside it leaves both intact.
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { importCourses, type ImportReport } from '../../src/server/courses/import/importer';
import { propertiesOf } from '../../src/server/courses/import/features';
import { formatReport } from '../../src/server/courses/import/progress';
import { courses } from '../../src/server/db/schema';
import { courseListResultSchema, successSchema } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import { europeFeatures, sharedFeatures } from './helpers/courses';

const point = (lng: number, lat: number, properties: Record<string, unknown>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties,
});

/** What the file itself says: named features by iso_country, and how many have no name. */
function fileCounts() {
  const byCountry: Record<string, number> = {};
  let unnamed = 0;
  for (const feature of europeFeatures()) {
    const props = propertiesOf(feature);
    if (typeof props['name'] !== 'string' || props['name'].trim() === '') unnamed++;
    else byCountry[props['iso_country'] as string] = (byCountry[props['iso_country'] as string] ?? 0) + 1;
  }
  return { byCountry, unnamed };
}

describeEachDatabase('course importer, Europe and the US in one database', (getCtx, kind) => {
  let first: ImportReport;
  const countByCountry = async () => {
    const rows = await getCtx()
      .db.select({ country: courses.country, n: sql<number>`count(*)::int` })
      .from(courses)
      .groupBy(courses.country);
    return Object.fromEntries(rows.map((r) => [r.country, r.n]));
  };

  beforeAll(async () => {
    const started = performance.now();
    first = await importCourses(getCtx().db, europeFeatures());
    const seconds = (performance.now() - started) / 1000;
    console.info(`${kind}: European extract\n${formatReport(first, seconds)}`);
  });

  it('loads the European file as it is, counted by country, unnamed features skipped and counted', async () => {
    const file = fileCounts();
    expect(first.read).toBe(7357);
    expect(first.skipped['no name']).toBe(file.unnamed);
    const skipped = Object.values(first.skipped).reduce((a, n) => a + (n ?? 0), 0);
    expect(first.inserted).toBe(first.read - skipped);
    // Every course keeps the country its feature was tagged with; duplicates in the file aside.
    const stored = await countByCountry();
    expect(Object.keys(stored).sort()).toEqual(Object.keys(file.byCountry).sort());
    for (const [country, n] of Object.entries(file.byCountry))
      expect(stored[country], country).toBeLessThanOrEqual(n);
    expect(stored).toEqual(first.countries);
    // 41 countries in the file; Montenegro's and Kosovo's features there have no name.
    expect(Object.keys(stored)).toHaveLength(39);
    // Nothing stored outside the US has a state; the UK's nations come from the coordinates.
    const [row] = await getCtx()
      .db.select({
        withState: sql<number>`count(*) filter (where state is not null)::int`,
        scottish: sql<number>`count(*) filter (where region = 'GB-SCT')::int`,
        osmIds: sql<number>`count(*) filter (where osm_id ~ '^(node|way|relation)/[0-9]+$')::int`,
      })
      .from(courses);
    expect(row!.withState).toBe(0);
    expect(row!.scottish).toBeGreaterThan(300);
    expect(row!.osmIds).toBe(first.inserted);
    const [muirfield] = await getCtx().db.select().from(courses).where(eq(courses.name, 'Muirfield'));
    expect(muirfield).toMatchObject({ country: 'GB', region: 'GB-SCT' });
  });

  it('a second run changes nothing', async () => {
    const again = await importCourses(getCtx().db, europeFeatures());
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: first.inserted });
  });

  it('places a feature without a country tag by its coordinates, and skips one in the open sea', async () => {
    const report = await importCourses(getCtx().db, [
      point(11.6412, 48.1522, { name: 'Coordinates Only Munich', 'addr:postcode': '81829' }),
      point(-3.2, 55.95, { name: 'Coordinates Only Edinburgh', 'addr:city': 'Edinburgh' }),
      point(-30, 45, { name: 'Mid-Atlantic Course' }),
      point(2.35, 48.85, { name: 'Tagged Paris', 'addr:country': 'FR', 'addr:postcode': '75001' }),
    ]);
    expect(report).toMatchObject({ inserted: 3, skipped: { 'no country': 1 }, located: { country: 2 } });
    const byName = async (name: string) =>
      (await getCtx().db.select().from(courses).where(eq(courses.name, name)))[0];
    expect(await byName('Coordinates Only Munich')).toMatchObject({
      country: 'DE',
      state: null,
      zipCode: '81829',
    });
    expect(await byName('Coordinates Only Edinburgh')).toMatchObject({ country: 'GB', region: 'GB-SCT' });
    expect(await byName('Tagged Paris')).toMatchObject({ country: 'FR', zipCode: '75001' });
  });

  it('imports the US extract beside it: both intact, both searchable', async () => {
    const before = await countByCountry();
    const us = await importCourses(getCtx().db, sharedFeatures());
    expect(us.countries).toEqual({ US: us.inserted });
    expect(us.skipped).toEqual({ 'duplicate in file': 19 });
    expect(await countByCountry()).toEqual({ ...before, US: us.inserted });
    const list = async (query: string) => {
      const res = await getCtx().request(`/api/courses?${query}`);
      return v.parse(successSchema(courseListResultSchema), await res.json()).data;
    };
    expect((await list('country=DE&limit=1')).total).toBe(before['DE']);
    expect((await list('state=AL&search=albertville')).courses[0]).toMatchObject({
      country: 'US',
      state: 'AL',
    });
    const munich = await list('search=munchen&limit=100');
    expect(munich.total).toBeGreaterThan(0);
    expect(munich.courses.every((c) => c.country === 'DE')).toBe(true);
    // Re-running the European file with the US one in place still changes nothing.
    expect(await importCourses(getCtx().db, europeFeatures())).toMatchObject({ inserted: 0, updated: 0 });
    // Two whole extracts through the importer: 13 s on PGlite on a busy machine, past 30 s when it
    // is very busy (as the shared file's import in courses-import.test.ts, given its hook's 120 s).
  }, 120_000);
});
