/**
 * Where a position is, for geolocation-first (docs/decisions.md §6): the country and state or region
 * of the nearest course. A course saved on the device within 25 miles settles it at once; otherwise
 * the server is asked (the nearest course within 1000 miles, anywhere), and if it cannot answer, the
 * nearest saved course is the best guess. Undefined when neither knows.
 */
import { RADIUS_SLIDER } from '../../../../shared/constants';
import type { LatLng } from '../../../../shared/geo';
import { US } from '../../../../shared/places';
import { courseListResultSchema, type Course } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';
import { buildCourseListParams } from '../../../offline/course-query';
import { loadStore } from '../../../offline/load-store';
import type { CourseFilters } from '../lib/filters';

const SAVED_IS_ENOUGH_MILES = 25;

export type CoursePlace = Pick<CourseFilters, 'country'> & Partial<Pick<CourseFilters, 'state' | 'region'>>;

async function nearestSaved(position: LatLng): Promise<Course | undefined> {
  try {
    return await (await loadStore('courses')).nearestSavedCourse(position);
  } catch {
    return undefined;
  }
}

/** A US course gives its state (the spec's filter); elsewhere the country alone, all its regions. */
function placeOf(course: Course | undefined): CoursePlace | undefined {
  if (!course) return undefined;
  const { country } = course;
  if (country !== US) return { country, region: '' };
  return course.state ? { country, state: course.state } : undefined;
}

export async function nearestCoursePlace(position: LatLng): Promise<CoursePlace | undefined> {
  const saved = await nearestSaved(position);
  if (saved && (saved.distance ?? Infinity) <= SAVED_IS_ENOUGH_MILES) return placeOf(saved);
  try {
    const searchParams = buildCourseListParams({ ...position, radius: RADIUS_SLIDER.max, limit: 1 });
    const { courses } = await parseData(api.get('courses', { searchParams }), courseListResultSchema);
    return placeOf(courses[0]) ?? placeOf(saved);
  } catch {
    return placeOf(saved);
  }
}
