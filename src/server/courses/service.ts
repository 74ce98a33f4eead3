/**
 * Course rules: list defaults (docs/product.md §9), not-found answers, and the admin writes' field mapping.
 */
import { DEFAULT_FILTERS, PAGINATION } from '../../shared/constants';
import { US } from '../../shared/places';
import { fromMiles, toMiles, type DistanceUnit } from '../../shared/units';
import { isUuid, type Course, type CourseListQuery, type courseInputSchema } from '../../shared/schemas';
import type * as v from 'valibot';
import type { DbNode, Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { presentFacts } from '../questions/facts';
import { presentCourse } from './present';
import {
  deleteCourse as deleteCourseRow,
  findCourseDetail,
  insertCourse,
  updateCourse as updateCourseRow,
  type CourseFields,
} from './queries';
import { searchCourses } from './search';

const COURSE_NOT_FOUND = 'Course not found';

type CourseInputOutput = v.InferOutput<typeof courseInputSchema>;

/** A US state's region code (US-NC) filters by its state, as `state=NC` does. */
function placeFilter(query: CourseListQuery): { state?: string; country?: string; region?: string } {
  const usState = query.region?.toUpperCase().match(/^US-([A-Z]{2})$/)?.[1];
  if (usState) return { state: usState, country: query.country };
  return { state: query.state, country: query.country, region: query.region };
}

/** The page's distances in `unit` (the database gives miles); a miles answer passes untouched. */
function inUnit(coursesJson: string, unit: DistanceUnit): string {
  if (unit === 'mi') return coursesJson;
  const listed = JSON.parse(coursesJson) as Course[];
  return JSON.stringify(
    listed.map((course) =>
      course.distance === undefined ? course : { ...course, distance: fromMiles(course.distance, unit) },
    ),
  );
}

/**
 * The list answer's `data` (CourseListResult) as JSON text: its page of courses comes from the
 * database already serialised (search.ts). `unit=km` takes the radius and answers distances in
 * kilometres (docs/product.md §14).
 */
export async function listCourses(node: DbNode, query: CourseListQuery): Promise<string> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGINATION.pageSize;
  const unit = query.unit ?? 'mi';
  // A radius without a centre means nothing and is ignored; a centre without a radius gets the
  // default radius of docs/product.md §9 (50 miles, whatever the unit).
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? {
          latitude: query.latitude,
          longitude: query.longitude,
          radiusMiles: query.radius === undefined ? DEFAULT_FILTERS.radius : toMiles(query.radius, unit),
        }
      : undefined;
  const { coursesJson, total } = await searchCourses(node, {
    ...placeFilter(query),
    search: query.search,
    near,
    minRating: query.minRating,
    verifiedOnly: query.verified === 'true',
    limit,
    offset: (page - 1) * limit,
  });
  return `{"courses":${inUnit(coursesJson, unit)},"total":${total},"pages":${Math.ceil(total / limit)},"page":${page}}`;
}

/** The course detail, with its facts (docs/product.md §13). */
export async function getCourse(db: Executor, id: string): Promise<Course> {
  const row = isUuid(id) ? await findCourseDetail(db, id) : undefined;
  if (!row) throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  const listed = { clubhouse: row.clubhouseListed, onCourse: row.onCourseListed };
  return { ...presentCourse(row.course), facts: presentFacts(row.facts ?? undefined, listed) };
}

/** PUT replaces the editable fields: an optional field left out is cleared. */
function fieldsOf(input: CourseInputOutput): CourseFields {
  return {
    name: input.name,
    address: input.address,
    city: input.city,
    country: input.country,
    // A US course has its state (its region is the state's code); elsewhere its region.
    state: input.country === US ? input.state : null,
    region: input.country === US ? null : (input.region ?? null),
    zipCode: input.zipCode,
    phone: input.phone ?? null,
    website: input.website ?? null,
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

export async function createCourse(db: Executor, input: CourseInputOutput): Promise<Course> {
  return presentCourse(await insertCourse(db, fieldsOf(input)));
}

export async function updateCourse(db: Executor, id: string, input: CourseInputOutput): Promise<Course> {
  const row = isUuid(id) ? await updateCourseRow(db, id, fieldsOf(input)) : undefined;
  if (!row) throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  return presentCourse(row);
}

export async function deleteCourse(db: Executor, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteCourseRow(db, id)))
    throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
}
