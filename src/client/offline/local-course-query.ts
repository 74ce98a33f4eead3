/**
 * Answers a course list query from courses already on the device, with the server's rules
 * (src/server/courses/search.ts): state, country, region, a name substring ignoring case and accents, a radius in miles by
 * haversine (with `distance`, nearest first), a minimum rating and verified-only; otherwise ordered by
 * name ignoring case. Used when the network cannot answer and this exact query was never saved.
 */
import { DEFAULT_FILTERS, PAGINATION } from '../../shared/constants';
import { haversineMiles, isValidCoordinate, type LatLng } from '../../shared/geo';
import { usRegion } from '../../shared/places';
import type { Course, CourseListResult } from '../../shared/schemas/courses';
import { foldForSearch } from '../../shared/search-fold';
import type { CourseQuery } from './course-query';

type CourseLike = Omit<Course, 'distance'>;

/** The query's centre, when it has a valid one. */
export function queryCentre(query: CourseQuery): LatLng | undefined {
  const { latitude, longitude } = query;
  return typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    isValidCoordinate(latitude, longitude)
    ? { latitude, longitude }
    : undefined;
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const byName = (a: CourseLike, b: CourseLike): number => {
  const lowerA = a.name.toLowerCase();
  const lowerB = b.name.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return compareIds(a._id, b._id);
};

const byDistance = (a: Course, b: Course): number =>
  (a.distance ?? 0) - (b.distance ?? 0) || compareIds(a._id, b._id);

function matchesCourseQuery(course: CourseLike, query: CourseQuery): boolean {
  const state = query.state?.trim().toUpperCase();
  if (state && course.state?.toUpperCase() !== state) return false;
  const country = query.country?.trim().toUpperCase();
  if (country && course.country !== country) return false;
  const region = query.region?.trim();
  const courseRegion = course.state ? usRegion(course.state) : course.region;
  if (region && courseRegion?.toUpperCase() !== region.toUpperCase()) return false;
  // As the server's fairway_fold + ILIKE: accents and case ignored.
  const search = query.search?.trim();
  if (search && !foldForSearch(course.name).toLowerCase().includes(foldForSearch(search).toLowerCase()))
    return false;
  if (query.minRating !== undefined && query.minRating > 0 && !(course.averageRating >= query.minRating))
    return false;
  if (query.verified === true && !(course.verifiedRestrooms > 0)) return false;
  return true;
}

/** One page of the ordered matches, with the totals. */
function pageOf(matches: Course[], query: CourseQuery): CourseListResult {
  const limit = query.limit && query.limit > 0 ? Math.floor(query.limit) : PAGINATION.pageSize;
  const page = query.page && query.page > 0 ? Math.floor(query.page) : 1;
  return {
    courses: matches.slice((page - 1) * limit, page * limit),
    total: matches.length,
    pages: Math.ceil(matches.length / limit),
    page,
  };
}

const plain = (course: CourseLike): Course => {
  const { distance: _ignored, ...rest } = course as Course;
  return rest;
};

/** The whole answer (every page's courses are filtered; one page is returned). */
export function answerCourseQueryLocally(
  courses: readonly CourseLike[],
  query: CourseQuery,
): CourseListResult {
  const centre = queryCentre(query);
  if (!centre)
    return pageOf(
      courses
        .filter((c) => matchesCourseQuery(c, query))
        .map(plain)
        .sort(byName),
      query,
    );
  const near: { item: CourseLike; miles: number }[] = [];
  for (const course of courses) {
    if (isValidCoordinate(course.latitude, course.longitude))
      near.push({ item: course, miles: haversineMiles(centre, course) });
  }
  return answerNearQueryLocally(near, query);
}

/**
 * The answer to a query with a centre from candidates already measured from it (the spatial
 * index's, spatial-index.ts): the same rules, without measuring every saved course.
 */
export function answerNearQueryLocally(
  near: readonly { item: CourseLike; miles: number }[],
  query: CourseQuery,
): CourseListResult {
  const radius = query.radius ?? DEFAULT_FILTERS.radius;
  const matches: Course[] = [];
  for (const { item, miles } of near) {
    if (miles <= radius && matchesCourseQuery(item, query)) matches.push({ ...plain(item), distance: miles });
  }
  return pageOf(matches.sort(byDistance), query);
}
