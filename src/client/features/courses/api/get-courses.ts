/**
 * GET /api/courses (spec §7): one page of courses for a query, checked against the shared contract,
 * then kept in the device store so the same screen can be shown again offline.
 */
import { courseListResultSchema, type CourseListResult } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';
import { buildCourseListParams, type CourseQuery } from '../../../offline/course-query';
import { withCourseStore } from './course-store';

export async function getCourses(query: CourseQuery, signal?: AbortSignal): Promise<CourseListResult> {
  const result = await parseData(
    api.get('courses', { searchParams: buildCourseListParams(query), signal }),
    courseListResultSchema,
  );
  await withCourseStore((store) => store.saveCourseList(query, result));
  return result;
}
