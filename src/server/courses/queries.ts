/**
 * SQL on courses (the list's search is search.ts). The radius search needs no PostGIS or
 * earthdistance (neither is available on PGlite nor guaranteed on a managed PostgreSQL): a
 * bounding box narrows the rows on the (latitude, longitude) btree, then the exact haversine
 * distance, computed in SQL with the same formula and Earth radius as shared/geo.ts, filters and
 * orders them.
 */
import { eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '../../shared/constants';
import type { Executor } from '../db/client';
import { courseFacts, courses, restrooms } from '../db/schema';
import { selectStatement } from '../db/statements';

export type CourseRow = typeof courses.$inferSelect;
export type CourseFields = Pick<
  typeof courses.$inferInsert,
  | 'name'
  | 'address'
  | 'city'
  | 'country'
  | 'state'
  | 'region'
  | 'zipCode'
  | 'phone'
  | 'website'
  | 'latitude'
  | 'longitude'
>;

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

/** The course detail's read: one row by primary key (a point read: the caller passes its lane). */
const byId = selectStatement('find_course_by_id', (qb) =>
  qb
    .select()
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1),
);

export async function findCourseById(db: Executor, id: string): Promise<CourseRow | undefined> {
  const [row] = await byId(db, { id });
  return row;
}

const listedAt = (where: SQL) =>
  sql<boolean>`exists (select 1 from ${restrooms} where ${restrooms.courseId} = ${courses.id}
    and ${restrooms.status} in ('pending', 'approved') and ${where})`;

/**
 * GET /api/courses/:id: the row, its stored facts (docs/product.md §13; none until someone
 * answers) and whether it lists a clubhouse restroom and one out on the course, in one point read.
 */
const detailById = selectStatement('find_course_detail', (qb) =>
  qb
    .select({
      course: getTableColumns(courses),
      facts: {
        clubhouse: courseFacts.clubhouse,
        onCourse: courseFacts.onCourse,
        agreeing: courseFacts.agreeing,
        lastAnsweredAt: courseFacts.lastAnsweredAt,
      },
      clubhouseListed: listedAt(sql`${restrooms.locationType} = 'clubhouse'`),
      onCourseListed: listedAt(sql`${restrooms.locationType} <> 'clubhouse'`),
    })
    .from(courses)
    .leftJoin(courseFacts, eq(courseFacts.courseId, courses.id))
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1),
);

export async function findCourseDetail(db: Executor, id: string) {
  const [row] = await detailById(db, { id });
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
