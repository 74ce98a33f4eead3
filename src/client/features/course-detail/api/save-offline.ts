/**
 * The course detail's part of "Save for offline" (features/offline-maps draws the dialog and saves
 * the map): the course, its restrooms and every restroom's reviews, fetched now and kept in the same
 * device copies the screen reads (detail-store.ts), so the saved course opens complete with no signal.
 */
import type { Course } from '../../../../shared/schemas/courses';
import { restroomListResultSchema } from '../../../../shared/schemas/restrooms';
import { reviewListResultSchema } from '../../../../shared/schemas/reviews';
import { api, parseData } from '../../../lib/api';
import { saveCourse, saveRestrooms, saveReviews } from './detail-store';

export async function saveCourseData(course: Course, signal: AbortSignal): Promise<void> {
  const id = encodeURIComponent(course._id);
  await saveCourse(course);
  const { restrooms } = await parseData(
    api.get(`restrooms/course/${id}`, { signal }),
    restroomListResultSchema,
  );
  await saveRestrooms(course._id, restrooms);
  for (const restroom of restrooms) {
    const { reviews } = await parseData(
      api.get(`restrooms/${encodeURIComponent(restroom._id)}/reviews`, { signal }),
      reviewListResultSchema,
    );
    await saveReviews(restroom._id, reviews);
  }
}
