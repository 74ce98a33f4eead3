/**
 * Reads for the course detail, stale-while-revalidate: the device copy shows at once (placeholder
 * data), the network answer replaces it and is saved for next time. When no answer arrives and a copy
 * exists, the copy stays and no error is raised.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { courseResultSchema, type Course } from '../../../../shared/schemas/courses';
import { restroomListResultSchema, type Restroom } from '../../../../shared/schemas/restrooms';
import { reviewListResultSchema, type Review } from '../../../../shared/schemas/reviews';
import { api, isUnanswered, parseData } from '../../../lib/api';
import { whenIdle, whenSettled } from '../../../lib/when-idle';
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

/** Network first (kept on the device for next time); with no answer, the saved copy (if any); a
 * refusal (404, 400) is an error. */
async function networkThenSaved<T>(
  fetchLive: () => Promise<T>,
  save: (value: T, askedAt: number) => Promise<unknown>,
  readSaved: () => Promise<T | null>,
): Promise<T> {
  try {
    // When it was asked, not answered: a write accepted in between must not be undone by it.
    const askedAt = Date.now();
    const live = await fetchLive();
    // Shown as soon as it arrives; the device copy is written behind it, once the screen has drawn
    // it (at most half a second later: a golfer who loses signal and reloads a moment later must
    // find the course they saw). A failed write only costs the next offline visit this answer.
    whenIdle(() => void save(live, askedAt).catch(() => undefined));
    return live;
  } catch (error) {
    if (isUnanswered(error)) {
      const saved = await readSaved();
      if (saved) return saved;
    }
    throw error;
  }
}

export function useCourse(id: string) {
  const saved = useQuery({
    queryKey: [...detailKeys.course(id), 'saved'],
    queryFn: () => readCourseCopy(id),
    networkMode: 'always',
    retry: false,
  });
  const live = useQuery({
    queryKey: detailKeys.course(id),
    queryFn: () =>
      networkThenSaved<Course>(
        async () =>
          (await parseData(api.get(`courses/${encodeURIComponent(id)}`), courseResultSchema)).course,
        saveCourseCopy,
        () => readCourseCopy(id),
      ),
    networkMode: 'always',
    retry: false,
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
  const saved = useQuery({
    queryKey: [...detailKeys.restrooms(courseId), 'saved'],
    queryFn: () => readRestroomsCopy(courseId),
    networkMode: 'always',
    retry: false,
  });
  const live = useQuery({
    queryKey: detailKeys.restrooms(courseId),
    queryFn: () =>
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
    networkMode: 'always',
    retry: false,
    staleTime: 30_000,
  });
  const restrooms = live.data ?? saved.data ?? undefined;
  const isLoading = live.isPending && !saved.data;
  return useMemo(() => ({ restrooms, isLoading, error: live.error }), [restrooms, isLoading, live.error]);
}

export function useReviews(restroomId: string | null) {
  const id = restroomId ?? '';
  const saved = useQuery({
    queryKey: [...detailKeys.reviews(id), 'saved'],
    queryFn: () => readReviewsCopy(id),
    enabled: restroomId !== null,
    networkMode: 'always',
    retry: false,
  });
  const live = useQuery({
    queryKey: detailKeys.reviews(id),
    queryFn: () =>
      networkThenSaved<Review[]>(
        async () =>
          (await parseData(api.get(`restrooms/${encodeURIComponent(id)}/reviews`), reviewListResultSchema))
            .reviews,
        (reviews, askedAt) => saveReviewsCopy(id, reviews, askedAt),
        () => readReviewsCopy(id),
      ),
    enabled: restroomId !== null,
    networkMode: 'always',
    retry: false,
    staleTime: 10_000,
  });
  return {
    reviews: live.data ?? saved.data ?? undefined,
    isLoading: live.isPending && !saved.data,
    error: live.error,
  };
}
