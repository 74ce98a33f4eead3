/**
 * The state a position is in, for geolocation-first (docs/decisions.md §6): the state of the nearest
 * course. A course saved on the device within 25 miles settles it at once; otherwise the server is
 * asked (the nearest course within 1000 miles, any state), and if it cannot answer, the nearest saved
 * course is the best guess. Undefined when neither knows.
 */
import { RADIUS_SLIDER } from '../../../../shared/constants';
import type { LatLng } from '../../../../shared/geo';
import { courseListResultSchema, type Course } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';
import { buildCourseListParams } from '../../../offline/course-query';
import { loadStore } from '../../../offline/load-store';

const SAVED_IS_ENOUGH_MILES = 25;

async function nearestSaved(position: LatLng): Promise<Course | undefined> {
  try {
    return await (await loadStore('courses')).nearestSavedCourse(position);
  } catch {
    return undefined;
  }
}

export async function nearestCourseState(position: LatLng): Promise<string | undefined> {
  const saved = await nearestSaved(position);
  if (saved && (saved.distance ?? Infinity) <= SAVED_IS_ENOUGH_MILES) return saved.state;
  try {
    const searchParams = buildCourseListParams({ ...position, radius: RADIUS_SLIDER.max, limit: 1 });
    const { courses } = await parseData(api.get('courses', { searchParams }), courseListResultSchema);
    return courses[0]?.state ?? saved?.state;
  } catch {
    return saved?.state;
  }
}
