/**
 * Reads for the course detail, stale-while-revalidate (lib/saved-and-live.ts): the device copy
 * shows at once, the network answer replaces it and is saved for next time. When no answer arrives
 * and a copy exists, the copy stays and no error is raised.
 */
import { useMemo } from 'react';
import { courseResultSchema, type Course } from '../../../../shared/schemas/courses';
import { restroomListResultSchema, type Restroom } from '../../../../shared/schemas/restrooms';
import { reviewListResultSchema, type Review } from '../../../../shared/schemas/reviews';
import { api, parseData } from '../../../lib/api';
import { networkThenSaved, useSavedAndLive } from '../../../lib/saved-and-live';
import { whenSettled } from '../../../lib/when-idle';
import {
  readCourseCopy,
  readRestroomsCopy,
  readReviewsCopy,
  saveCourseCopy,
  saveRestroomsCopy,
  saveReviewsCopy,
} from './detail-store';
import { keepReviewsOf } from './keep-reviews';

export const detailKeys = {
  course: (id: string) => ['course-detail', 'course', id] as const,
  restrooms: (courseId: string) => ['course-detail', 'restrooms', courseId] as const,
  reviews: (restroomId: string) => ['course-detail', 'reviews', restroomId] as const,
  reports: (restroomId: string) => ['course-detail', 'reports', restroomId] as const,
  all: ['course-detail'] as const,
};

export function useCourse(id: string) {
  const { saved, live } = useSavedAndLive({
    key: detailKeys.course(id),
    readSaved: () => readCourseCopy(id),
    fetchLive: () =>
      networkThenSaved<Course>(
        async () =>
          (await parseData(api.get(`courses/${encodeURIComponent(id)}`), courseResultSchema)).course,
        saveCourseCopy,
        () => readCourseCopy(id),
      ),
    staleTime: 30_000,
  });
  const course = live.data ?? saved.data ?? undefined;
  // One object per change, so a screen can defer rendering it (useDeferredValue) and skip the rest.
  return useMemo(
    () => ({ course, isLoading: live.isPending, error: live.error }),
    [course, live.isPending, live.error],
  );
}

export function useRestrooms(courseId: string) {
  const { saved, live } = useSavedAndLive({
    key: detailKeys.restrooms(courseId),
    readSaved: () => readRestroomsCopy(courseId),
    fetchLive: () =>
      networkThenSaved<Restroom[]>(
        async () =>
          (
            await parseData(
              api.get(`restrooms/course/${encodeURIComponent(courseId)}`),
              restroomListResultSchema,
            )
          ).restrooms,
        // The restrooms' reviews follow them onto the device, so every review dialog opens offline:
        // once the page has settled, so their requests and writes do not slow the screen's first
        // seconds on a slow phone (Lighthouse's blocking time on this screen rose with them).
        async (restrooms, askedAt) => {
          await saveRestroomsCopy(courseId, restrooms, askedAt);
          whenSettled(() => void keepReviewsOf(restrooms));
        },
        () => readRestroomsCopy(courseId),
      ),
    staleTime: 30_000,
  });
  const restrooms = live.data ?? saved.data ?? undefined;
  const isLoading = live.isPending && !saved.data;
  return useMemo(() => ({ restrooms, isLoading, error: live.error }), [restrooms, isLoading, live.error]);
}

export function useReviews(restroomId: string | null) {
  const id = restroomId ?? '';
  const { saved, live } = useSavedAndLive({
    key: detailKeys.reviews(id),
    readSaved: () => readReviewsCopy(id),
    fetchLive: () =>
      networkThenSaved<Review[]>(
        async () =>
          (await parseData(api.get(`restrooms/${encodeURIComponent(id)}/reviews`), reviewListResultSchema))
            .reviews,
        (reviews, askedAt) => saveReviewsCopy(id, reviews, askedAt),
        () => readReviewsCopy(id),
      ),
    enabled: restroomId !== null,
    staleTime: 10_000,
  });
  return {
    reviews: live.data ?? saved.data ?? undefined,
    isLoading: live.isPending && !saved.data,
    error: live.error,
  };
}
