/**
 * GET /api/courses (docs/product.md §7): one page of courses for a query, checked against the shared
 * contract. useCourseList keeps the answer in the device store once it is on screen (`saveCourseList`), so
 * the device store's code never delays the list's first paint.
 */
import { courseListResultSchema, type CourseListResult } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';
import { buildCourseListParams, type CourseQuery } from '../../../offline/course-query';
import { withStore } from '../../../offline/load-store';

export async function getCourses(query: CourseQuery, signal?: AbortSignal): Promise<CourseListResult> {
  return parseData(
    api.get('courses', { searchParams: buildCourseListParams(query), signal }),
    courseListResultSchema,
  );
}

const saved = new WeakSet<CourseListResult>();

/** Keeps an answer for offline use, once (a remounted screen shows the same cached object again). */
export function saveCourseList(query: CourseQuery, result: CourseListResult): Promise<void> {
  if (saved.has(result)) return Promise.resolve();
  saved.add(result);
  return withStore('courses', (store) => store.saveCourseList(query, result), { quiet: undefined });
}
