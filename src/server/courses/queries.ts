/**
 * SQL on courses. The radius search needs no PostGIS or earthdistance (neither is available on
 * PGlite nor guaranteed on a managed PostgreSQL): a bounding box narrows the rows on the
 * (latitude, longitude) btree, then the exact haversine distance, computed in SQL with the same
 * formula and Earth radius as shared/geo.ts, filters and orders them.
 */
import { and, eq, getTableColumns, gt, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '../../shared/constants';
import { boundingBox, type LatLng } from '../../shared/geo';
import type { Executor } from '../db/client';
import { courses } from '../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type CourseFields = Pick<
  typeof courses.$inferInsert,
  'name' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'website' | 'latitude' | 'longitude'
>;

export interface CourseSearch {
  state?: string;
  /** Case-insensitive substring of the name. */
  search?: string;
  near?: LatLng & { radiusMiles: number };
  minRating?: number;
  verifiedOnly: boolean;
  limit: number;
  offset: number;
}

export interface CourseSearchResult {
  rows: (CourseRow & { distance?: number })[];
  total: number;
}

/** LIKE treats % and _ as wildcards and \ as the escape; a user's search text means them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Great-circle miles from `center` to the row (shared/geo.ts haversineMiles, in SQL). */
export function distanceMilesSql(center: LatLng): SQL<number> {
  const lat = center.latitude;
  const lng = center.longitude;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${courses.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${courses.latitude}))
      * power(sin(radians(${courses.longitude} - ${lng}::float8) / 2), 2)))))`;
}

function conditions(search: CourseSearch, distance: SQL<number> | undefined): SQL[] {
  const where: SQL[] = [];
  if (search.state) where.push(eq(courses.state, search.state));
  // ILIKE '%…%' is served by the trigram GIN index on name (pg_trgm).
  if (search.search) where.push(ilike(courses.name, `%${escapeLike(search.search)}%`));
  if (search.minRating !== undefined && search.minRating > 0) {
    where.push(gte(courses.averageRating, search.minRating));
  }
  if (search.verifiedOnly) where.push(gt(courses.verifiedRestrooms, 0));
  if (search.near && distance) {
    const box = boundingBox(search.near, search.near.radiusMiles);
    where.push(
      sql`${courses.latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`,
      sql`${courses.longitude} between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8`,
      sql`${distance} <= ${search.near.radiusMiles}::float8`,
    );
  }
  return where;
}

/**
 * One page and the total in one statement: `count(*) over ()` is computed over every matching row
 * before LIMIT, which the distance sort has to visit anyway. Only a page past the end (no rows to
 * carry the count) needs a second, count-only query.
 */
export async function searchCourses(db: Executor, search: CourseSearch): Promise<CourseSearchResult> {
  const distance = search.near ? distanceMilesSql(search.near) : undefined;
  const where = and(...conditions(search, distance));
  const rows = await db
    .select({
      ...getTableColumns(courses),
      distance: distance ?? sql<null>`null::float8`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(courses)
    .where(where)
    // Name order ignores (ASCII) case and compares bytes under the "C" collation, which every
    // PostgreSQL has, so PGlite and a server with another default collation list the same order;
    // the id breaks ties so consecutive pages never overlap or skip.
    .orderBy(
      ...(distance
        ? [sql`${distance}`, courses.id]
        : [sql`lower(${courses.name} collate "C")`, sql`${courses.name} collate "C"`, courses.id]),
    )
    .limit(search.limit)
    .offset(search.offset);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && search.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(where);
    total = counted?.n ?? 0;
  }
  return {
    rows: rows.map(({ total: _total, distance: d, ...row }) => (d === null ? row : { ...row, distance: d })),
    total,
  };
}

export async function findCourseById(db: Executor, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

export async function insertCourse(db: Executor, fields: CourseFields): Promise<CourseRow> {
  const [row] = await db
    .insert(courses)
    .values({ ...fields, isSample: false })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateCourse(
  db: Executor,
  id: string,
  fields: CourseFields,
): Promise<CourseRow | undefined> {
  const [row] = await db.update(courses).set(fields).where(eq(courses.id, id)).returning();
  return row;
}

/** Restrooms, their reviews and feedback, and owner links go with it (ON DELETE CASCADE). */
export async function deleteCourse(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return deleted.length > 0;
}
