/**
 * The course detail's part of "Save for offline" (features/offline-maps draws the dialog and saves
 * the map): the course, its restrooms and every restroom's reviews, fetched now and kept in the same
 * device copies the screen reads (detail-store.ts), so the saved course opens complete with no signal.
 */
import type { Course } from '../../../../shared/schemas/courses';
import { restroomListResultSchema } from '../../../../shared/schemas/restrooms';
import { api, parseData } from '../../../lib/api';
import { saveCourseCopy, saveRestroomsCopy } from './detail-store';
import { fetchReviewsCopy } from './keep-reviews';

export async function saveCourseData(course: Course, signal: AbortSignal): Promise<void> {
  const id = encodeURIComponent(course._id);
  await saveCourseCopy(course);
  const restroomsAskedAt = Date.now();
  const { restrooms } = await parseData(
    api.get(`restrooms/course/${id}`, { signal }),
    restroomListResultSchema,
  );
  await saveRestroomsCopy(course._id, restrooms, restroomsAskedAt);
  for (const restroom of restrooms) await fetchReviewsCopy(restroom._id, signal);
}
