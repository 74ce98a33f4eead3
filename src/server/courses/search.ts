/**
 * GET /api/courses (docs/architecture.md, Course catalog; Server request path). The list is the
 * API's hottest read, so its statement is built once per combination of filters and prepared, and
 * the database answers with the page already as JSON text plus the total: parsing each row's
 * columns, mapping them, presenting them and serialising them again in the server cost more than
 * the query. The JSON has presentCourse's shape and key order (present.ts), so the bytes are
 * those JS would write, but for a distance under 0.0001 mi, which PostgreSQL writes with an
 * exponent (the same number); tests/api/course-list-presentation.test.ts holds the two together.
 *
 * Two steps, so the wide rows are read for the page only: the matching ids in order with the total
 * (`count(*) over ()`, over every match before LIMIT), then the page's rows by primary key.
 */
import { and, gt, sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '../../shared/geo';
import type { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbNode, Executor } from '../db/client';
import { aroundPlaceholders, aroundValues, distanceMilesSql, inBoxSql, withinSql } from '../db/radius/sql';
import { courses } from '../db/schema';
import { selectStatement, statement, value } from '../db/statements';

export interface CourseSearch {
  state?: string;
  country?: string;
  /** A region other than a US state's (those are `state`). */
  region?: string;
  /** A substring of the name, ignoring case and accents (shared/search-fold.ts). */
  search?: string;
  near?: LatLng & { radiusMiles: number };
  minRating?: number;
  verifiedOnly: boolean;
  limit: number;
  offset: number;
}

/** Which filters a search uses: one prepared statement per combination. */
interface SearchShape {
  state: boolean;
  country: boolean;
  region: boolean;
  search: boolean;
  minRating: boolean;
  verifiedOnly: boolean;
  near: boolean;
}

const shapeOf = (search: CourseSearch): SearchShape => ({
  state: Boolean(search.state),
  country: Boolean(search.country),
  region: Boolean(search.region),
  search: Boolean(search.search),
  minRating: search.minRating !== undefined && search.minRating > 0,
  verifiedOnly: search.verifiedOnly,
  near: search.near !== undefined,
});

const shapeKey = (shape: SearchShape) =>
  (Object.keys(shape) as (keyof SearchShape)[]).map((k) => (shape[k] ? '1' : '0')).join('');

/** LIKE treats % and _ as wildcards and \ as the escape; a user's search text means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The values of one search, named as the placeholders of its shape's statement. */
function valuesOf(search: CourseSearch): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: search.limit, offset: search.offset, fence: 0 };
  if (search.state) values.state = search.state;
  if (search.country) values.country = search.country;
  if (search.region) values.region = search.region;
  if (search.search) values.pattern = `%${escapeLike(search.search)}%`;
  if (search.minRating !== undefined && search.minRating > 0) values.minRating = search.minRating;
  if (search.near) Object.assign(values, aroundValues(search.near, search.near.radiusMiles));
  return values;
}

const p = sql.placeholder;
const distance = distanceMilesSql(aroundPlaceholders, courses);

/** Every filter but the distance itself; a centre adds the bounding box on the (latitude, longitude) btree (db/radius/sql.ts). */
function conditions(shape: SearchShape): SQL[] {
  const where: SQL[] = [];
  if (shape.state) where.push(sql`${courses.state} = ${p('state')}`);
  if (shape.country) where.push(sql`${courses.country} = ${p('country')}`);
  if (shape.region) where.push(sql`${courses.region} = ${p('region')}`);
  // ILIKE '%…%' on the folded name, folded the same way, is served by its trigram GIN index (pg_trgm).
  if (shape.search) where.push(sql`${courses.searchName} ilike fairway_fold(${p('pattern')})`);
  if (shape.minRating) where.push(sql`${courses.averageRating} >= ${p('minRating')}::float8`);
  if (shape.verifiedOnly) where.push(gt(courses.verifiedRestrooms, 0));
  if (shape.near) where.push(inBoxSql(aroundPlaceholders, courses));
  return where;
}

/**
 * Name order ignores (ASCII) case and compares bytes under the "C" collation, which every
 * PostgreSQL has, so PGlite and a server with another default collation list the same order; the
 * id breaks ties so consecutive pages never overlap or skip.
 */
const byName = [
  sql`lower(${courses.name} collate "C")`,
  sql`${courses.name} collate "C"`,
  sql`${courses.id}`,
];

/** The page's ids in order, with the distance (null without a centre) and the total. */
function pageOf(db: QueryBuilder, shape: SearchShape) {
  const total = sql<number>`count(*) over ()`.as('total');
  if (!shape.near) {
    return db
      .select({ id: courses.id, distance: sql<null>`null::float8`.as('distance'), total })
      .from(courses)
      .where(and(...conditions(shape)))
      .orderBy(...byName)
      .limit(p('limit'))
      .offset(p('offset'))
      .as('page');
  }
  // The OFFSET (always 0) keeps PostgreSQL from merging this into the query above it, which would
  // compute each candidate's haversine twice (filter, then sort key).
  const candidates = db
    .select({ id: courses.id, distance: sql<number>`${distance}`.as('distance') })
    .from(courses)
    .where(and(...conditions(shape)))
    .offset(p('fence'))
    .as('candidates');
  return db
    .select({ id: candidates.id, distance: candidates.distance, total })
    .from(candidates)
    .where(withinSql(aroundPlaceholders, sql`${candidates.distance}`))
    .orderBy(candidates.distance, candidates.id)
    .limit(p('limit'))
    .offset(p('offset'))
    .as('page');
}

/**
 * A course as present.ts presentCourse shows it, as compact JSON text: row_to_json writes no
 * spaces and keeps the columns' order (json_build_object and json_agg would add spaces).
 */
function courseJson(distance: SQL | undefined): SQL {
  const c = courses;
  const location = sql`('{"type":"Point","coordinates":[' || ${c.longitude}::text || ',' || ${c.latitude}::text || ']}')::json`;
  return sql`(select row_to_json(answer)::text from (select ${c.id} as "_id", ${c.name} as "name",
    ${c.address} as "address", ${c.city} as "city", ${c.state} as "state", ${c.country} as "country",
    coalesce('US-' || ${c.state}, ${c.region}) as "region", ${c.zipCode} as "zipCode",
    ${c.phone} as "phone", ${c.website} as "website", ${c.latitude} as "latitude",
    ${c.longitude} as "longitude", ${location} as "location", ${c.averageRating} as "averageRating",
    ${c.totalReviews} as "totalReviews", ${c.totalRestrooms} as "totalRestrooms",
    ${c.verifiedRestrooms} as "verifiedRestrooms"${distance ? sql`, ${distance} as "distance"` : sql``}) answer)`;
}

function searchStatement(shape: SearchShape) {
  return selectStatement(`search_courses_${shapeKey(shape)}`, (qb) => {
    const page = pageOf(qb, shape);
    const order = shape.near ? sql`${page.distance}, ${page.id}` : sql.join(byName, sql`, `);
    return qb
      .select({
        courses: sql<
          string | null
        >`'[' || string_agg(${courseJson(shape.near ? sql`${page.distance}` : undefined)}, ',' order by ${order}) || ']'`,
        total: sql<number | null>`max(${page.total})::int`,
      })
      .from(page)
      .innerJoin(courses, sql`${courses.id} = ${page.id}`);
  });
}

type SearchStatement = ReturnType<typeof searchStatement>;

/** One statement per combination of filters, built on first use. */
const statements = new Map<string, SearchStatement>();

function statementFor(shape: SearchShape): SearchStatement {
  const key = shapeKey(shape);
  let found = statements.get(key);
  if (!found) statements.set(key, (found = searchStatement(shape)));
  return found;
}

/** The count of a page past the end, per combination of filters. */
const counts = new Map<string, ReturnType<typeof countStatement>>();

function countStatement(shape: SearchShape) {
  return selectStatement(`count_courses_${shapeKey(shape)}`, (qb) =>
    qb
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(and(...conditions(shape), shape.near ? withinSql(aroundPlaceholders, distance) : undefined)),
  );
}

/**
 * A page found in the courses' positions in memory (db/radius/positions.ts), read by primary key
 * in the index's order, with the version of the positions in the same snapshot; the distance is
 * computed here by the same SQL as the list's, so the bytes are the ones the SQL list writes.
 */
const pageByIds = statement(
  'courses_by_position',
  () => sql`select (select version::text from course_positions_version) as version, count(*)::int as found,
      '[' || string_agg(${courseJson(distance)}, ',' order by page.ord) || ']' as courses
    from unnest(${value('ids')}::uuid[]) with ordinality as page(id, ord)
    join ${courses} on ${courses.id} = page.id`,
);

const onlyNear = (shape: SearchShape) =>
  shape.near &&
  !shape.state &&
  !shape.country &&
  !shape.region &&
  !shape.search &&
  !shape.minRating &&
  !shape.verifiedOnly;

type SearchAnswer = { coursesJson: string; total: number };

/** The radius list from the positions in memory, or undefined when they cannot answer it now. */
async function searchByPosition(
  { positions, point }: DbNode,
  near: NonNullable<CourseSearch['near']>,
  search: CourseSearch,
): Promise<SearchAnswer | undefined> {
  const page = positions.near(near, near.radiusMiles, search.offset, search.limit);
  if (!page) return undefined;
  // At most a page of rows by primary key: a point read.
  const [row] = await pageByIds(point, {
    // A uuid[] literal: ids are the database's own uuid text, nothing to quote.
    ids: `{${page.ids.join(',')}}`,
    lat: near.latitude,
    lng: near.longitude,
  });
  const version = (row?.version as string | null | undefined) ?? null;
  if (row?.found !== page.ids.length || !positions.confirm(page, version)) return undefined;
  return { coursesJson: (row.courses as string | null) ?? '[]', total: page.total };
}

/**
 * The page as a JSON array and the number of matches. A radius list without other filters comes
 * from the positions in memory when they are current; otherwise one statement finds the page, and
 * only a page past the end (no rows to carry the window count) needs a second, count-only query.
 */
export async function searchCourses(node: DbNode, search: CourseSearch): Promise<SearchAnswer> {
  const shape = shapeOf(search);
  if (search.near && onlyNear(shape)) {
    const answer = await searchByPosition(node, search.near, search);
    if (answer) return answer;
  }
  return searchInSql(node.db, search, shape);
}

/** The list in SQL alone, whatever its filters (exported for the tests that hold both paths together). */
export async function searchInSql(
  db: Executor,
  search: CourseSearch,
  shape: SearchShape = shapeOf(search),
): Promise<SearchAnswer> {
  const values = valuesOf(search);
  const [found] = await statementFor(shape)(db, values);
  if (found?.courses) return { coursesJson: found.courses, total: found.total ?? 0 };
  let total = 0;
  if (search.offset > 0) {
    const key = shapeKey(shape);
    let count = counts.get(key);
    if (!count) counts.set(key, (count = countStatement(shape)));
    const [counted] = await count(db, values);
    total = counted?.n ?? 0;
  }
  return { coursesJson: '[]', total };
}
