/**
 * Owner of the `courses` and `courseQueries` tables (db.ts): the course list and the course screen
 * save and read courses through here only. A course list answer is saved whole
 * (its courses, and the query's ordered ids); reading prefers the saved answer to the same query and
 * falls back to an answer computed from every saved course (local-course-query.ts), found through
 * the spatial index when the query has a centre (spatial-index.ts).
 */
import { DEFAULT_FILTERS } from '../../../shared/constants';
import { haversineMiles, isValidCoordinate, type LatLng } from '../../../shared/geo';
import type { Course, CourseListResult } from '../../../shared/schemas/courses';
import { courseQueryKey, type CourseQuery } from '../course-query';
import { db, type StoredCourse } from '../db';
import { answerCourseQueryLocally, answerNearQueryLocally, queryCentre } from '../local-course-query';
import { courseIndex, nearWithin } from '../spatial-index';

/** Saved query answers kept; the oldest go first. Courses themselves are all kept. */
export const MAX_SAVED_QUERIES = 300;

export interface SavedCourseList {
  result: CourseListResult;
  /** When the oldest information shown was fetched (ms since the epoch). */
  savedAt: number;
  /** True for the saved answer to this very query; false for one computed from saved courses. */
  exact: boolean;
}

function toStored(course: Course, savedAt: number): StoredCourse {
  const { distance: _distance, ...rest } = course;
  return { ...rest, savedAt };
}

function fromStored({ savedAt: _savedAt, ...course }: StoredCourse, centre?: LatLng): Course {
  return centre && isValidCoordinate(course.latitude, course.longitude)
    ? { ...course, distance: haversineMiles(centre, course) }
    : course;
}

export async function saveCourseList(
  query: CourseQuery,
  result: CourseListResult,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.courses, db.courseQueries, async () => {
    await db.courses.bulkPut(result.courses.map((course) => toStored(course, now)));
    await db.courseQueries.put({
      key: courseQueryKey(query),
      ids: result.courses.map((course) => course._id),
      total: result.total,
      pages: result.pages,
      page: result.page,
      fetchedAt: now,
    });
    const excess = (await db.courseQueries.count()) - MAX_SAVED_QUERIES;
    if (excess > 0) {
      const oldest = await db.courseQueries.orderBy('fetchedAt').limit(excess).primaryKeys();
      await db.courseQueries.bulkDelete(oldest);
    }
  });
}

export async function readCourseList(query: CourseQuery): Promise<SavedCourseList | null> {
  const centre = queryCentre(query);
  const saved = await db.courseQueries.get(courseQueryKey(query));
  if (saved) {
    const rows = await db.courses.bulkGet(saved.ids);
    const found = rows.filter((row): row is StoredCourse => row !== undefined);
    const missing = rows.length - found.length; // deleted since
    return {
      result: {
        courses: found.map((row) => fromStored(row, centre)),
        total: Math.max(0, saved.total - missing),
        pages: saved.pages,
        page: saved.page,
      },
      savedAt: saved.fetchedAt,
      exact: true,
    };
  }
  const answer = centre ? await answerNearby(centre, query) : await answerByScan(query);
  if (answer.result.total === 0) return null;
  const shown = new Set(answer.result.courses.map((course) => course._id));
  const savedAt = Math.min(
    ...answer.candidates.filter((row) => shown.has(row._id)).map((row) => row.savedAt),
  );
  return { result: answer.result, savedAt, exact: false };
}

async function answerByScan(query: CourseQuery) {
  const state = query.state?.trim().toUpperCase();
  const candidates = state
    ? await db.courses.where('state').equals(state).toArray()
    : await db.courses.toArray();
  return { result: answerCourseQueryLocally(candidates, query), candidates };
}

async function answerNearby(centre: LatLng, query: CourseQuery) {
  const near = nearWithin(await courseIndex(), centre, query.radius ?? DEFAULT_FILTERS.radius);
  return { result: answerNearQueryLocally(near, query), candidates: near.map((n) => n.item) };
}

/** After an admin's create or edit: the course as the server now has it. */
export async function saveCourse(course: Course, now = Date.now()): Promise<void> {
  await db.courses.put(toStored(course, now));
}

/** After a delete: the course goes; saved answers that listed it skip it (readCourseList). */
export async function forgetCourse(id: string): Promise<void> {
  await db.courses.delete(id);
}

/** The nearest saved course to a point, with its distance in miles (at equal distances, the lowest id). */
export async function nearestSavedCourse(point: LatLng): Promise<Course | undefined> {
  const near = nearWithin(await courseIndex(), point, Infinity, { limit: 1 });
  const nearest = near
    .filter((n) => n.miles === near[0]?.miles)
    .sort((a, b) => compareIds(a.item, b.item))[0];
  return nearest && fromStored(nearest.item, point);
}

const compareIds = (a: StoredCourse, b: StoredCourse) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** One saved course, as the API sent it (the course screen's device copy). */
export async function readCourse(id: string): Promise<Course | null> {
  const row = await db.courses.get(id);
  return row ? fromStored(row) : null;
}
