/**
 * SQL on courses. The radius search needs no PostGIS or earthdistance (neither is available on
 * PGlite nor guaranteed on a managed PostgreSQL): a bounding box narrows the rows on the
 * (latitude, longitude) btree, then the exact haversine distance, computed in SQL with the same
 * formula and Earth radius as shared/geo.ts, filters and orders them.
 */
import { and, eq, getTableColumns, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A number bound at execution, or a placeholder filled in when a prepared statement runs. */
type Value = number | Placeholder;

/**
 * Great-circle miles from `center` to `point` (shared/geo.ts haversineMiles, in SQL); the point is
 * the course row's unless another (a restroom's own position) is given.
 */
export function distanceMilesSql(
  center: { latitude: Value; longitude: Value },
  point: { latitude: SQL | typeof courses.latitude; longitude: SQL | typeof courses.longitude } = courses,
): SQL<number> {
  const lat = center.latitude;
  const lng = center.longitude;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${point.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${point.latitude}))
      * power(sin(radians(${point.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/** Which filters a search uses: one prepared statement per combination. */
interface SearchShape {
  state: boolean;
  search: boolean;
  minRating: boolean;
  verifiedOnly: boolean;
  near: boolean;
}

const shapeOf = (search: CourseSearch): SearchShape => ({
  state: Boolean(search.state),
  search: Boolean(search.search),
  minRating: search.minRating !== undefined && search.minRating > 0,
  verifiedOnly: search.verifiedOnly,
  near: search.near !== undefined,
});

const shapeKey = (shape: SearchShape) =>
  (Object.keys(shape) as (keyof SearchShape)[]).map((k) => (shape[k] ? '1' : '0')).join('');

/** The values of one search, named as the placeholders of its shape's statement. */
function valuesOf(search: CourseSearch): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: search.limit, offset: search.offset };
  if (search.state) values.state = search.state;
  if (search.search) values.pattern = `%${escapeLike(search.search)}%`;
  if (search.minRating !== undefined && search.minRating > 0) values.minRating = search.minRating;
  if (search.near) {
    const box = boundingBox(search.near, search.near.radiusMiles);
    Object.assign(values, {
      lat: search.near.latitude,
      lng: search.near.longitude,
      radius: search.near.radiusMiles,
      minLat: box.minLatitude,
      maxLat: box.maxLatitude,
      minLng: box.minLongitude,
      maxLng: box.maxLongitude,
    });
  }
  return values;
}

function conditions(shape: SearchShape, distance: SQL<number> | undefined): SQL[] {
  const p = sql.placeholder;
  const where: SQL[] = [];
  if (shape.state) where.push(sql`${courses.state} = ${p('state')}`);
  // ILIKE '%…%' is served by the trigram GIN index on name (pg_trgm).
  if (shape.search) where.push(sql`${courses.name} ilike ${p('pattern')}`);
  if (shape.minRating) where.push(sql`${courses.averageRating} >= ${p('minRating')}::float8`);
  if (shape.verifiedOnly) where.push(gt(courses.verifiedRestrooms, 0));
  if (shape.near && distance) {
    where.push(
      sql`${courses.latitude} between ${p('minLat')}::float8 and ${p('maxLat')}::float8`,
      sql`${courses.longitude} between ${p('minLng')}::float8 and ${p('maxLng')}::float8`,
      sql`${distance} <= ${p('radius')}::float8`,
    );
  }
  return where;
}

/**
 * One page and the total in one statement: `count(*) over ()` is computed over every matching row
 * before LIMIT, which the distance sort has to visit anyway.
 */
function searchStatement(db: Executor, shape: SearchShape) {
  const p = sql.placeholder;
  const distance = shape.near ? distanceMilesSql({ latitude: p('lat'), longitude: p('lng') }) : undefined;
  return (
    db
      .select({
        ...getTableColumns(courses),
        distance: distance ?? sql<null>`null::float8`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(courses)
      .where(and(...conditions(shape, distance)))
      // Name order ignores (ASCII) case and compares bytes under the "C" collation, which every
      // PostgreSQL has, so PGlite and a server with another default collation list the same order;
      // the id breaks ties so consecutive pages never overlap or skip.
      .orderBy(
        ...(distance
          ? [sql`${distance}`, courses.id]
          : [sql`lower(${courses.name} collate "C")`, sql`${courses.name} collate "C"`, courses.id]),
      )
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(`search_courses_${shapeKey(shape)}`)
  );
}

type SearchStatement = ReturnType<typeof searchStatement>;

/**
 * The list is the hottest query of the API. Building it with Drizzle on every request, and having
 * PostgreSQL parse and plan it every time, cost more than running it (measured: see
 * BENCHMARKS.md), so each shape is built once per database handle as a prepared statement with
 * placeholders; postgres-js then prepares it once per connection on the server.
 */
const statements = new WeakMap<Executor, Map<string, SearchStatement>>();

function statementFor(db: Executor, shape: SearchShape): SearchStatement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = shapeKey(shape);
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = searchStatement(db, shape)));
  return statement;
}

/** Only a page past the end (no rows to carry the window count) needs a second, count-only query. */
export async function searchCourses(db: Executor, search: CourseSearch): Promise<CourseSearchResult> {
  const shape = shapeOf(search);
  const values = valuesOf(search);
  const rows = await statementFor(db, shape).execute(values);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && search.offset > 0) {
    const distance = shape.near
      ? distanceMilesSql({ latitude: sql.placeholder('lat'), longitude: sql.placeholder('lng') })
      : undefined;
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(and(...conditions(shape, distance)))
      .prepare(`count_courses_${shapeKey(shape)}`)
      .execute(values);
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
