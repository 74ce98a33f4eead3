/**
 * GET /api/courses/places: the countries that have courses, each with its regions and their
 * course counts, for the list's country → region filter (docs/product.md §14). A region's name is
 * the spec's state name in the US, the ISO 3166-2 name of a coded region (the `iso-3166` package,
 * loaded on the first call), or the region as written.
 */
import { sql } from 'drizzle-orm';
import { US_STATES } from '../../shared/us-states';
import type { CoursePlaces } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { courses } from '../db/schema';

let isoNames: Promise<Map<string, string>> | undefined;
const subdivisionNames = () =>
  (isoNames ??= import('iso-3166').then(
    ({ iso31662 }) =>
      new Map([
        ...iso31662.map((entry) => [entry.code, entry.name] as const),
        ...US_STATES.map(([code, name]) => [`US-${code}`, name] as const),
      ]),
  ));

export async function listCoursePlaces(db: Executor): Promise<CoursePlaces> {
  const region = sql<string | null>`coalesce('US-' || ${courses.state}, ${courses.region})`;
  const rows = await db
    .select({ country: courses.country, region, courses: sql<number>`count(*)::int` })
    .from(courses)
    .groupBy(courses.country, region)
    .orderBy(courses.country, region);
  const names = await subdivisionNames();
  const countries: CoursePlaces['countries'] = [];
  for (const row of rows) {
    let country = countries.at(-1);
    if (country?.code !== row.country)
      countries.push((country = { code: row.country, courses: 0, regions: [] }));
    country.courses += row.courses;
    if (row.region !== null) {
      country.regions.push({
        code: row.region,
        name: names.get(row.region) ?? row.region,
        courses: row.courses,
      });
    }
  }
  for (const country of countries) country.regions.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { countries };
}
