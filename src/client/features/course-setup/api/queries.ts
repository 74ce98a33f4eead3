/**
 * What the set-up screen opens with (docs/product.md §12): the course (its name and its facts from
 * the quick questions) and its listed restrooms, read when the screen opens.
 */
import { useQuery } from '@tanstack/react-query';
import { courseResultSchema } from '../../../../shared/schemas/courses';
import { restroomListResultSchema } from '../../../../shared/schemas/restrooms';
import { api, parseData } from '../../../lib/api';

export const setupKeys = { course: (courseId: string) => ['course-setup', courseId] as const };

export function useSetupData(courseId: string) {
  const id = encodeURIComponent(courseId);
  return useQuery({
    queryKey: setupKeys.course(courseId),
    queryFn: async ({ signal }) => {
      const [{ course }, { restrooms }] = await Promise.all([
        parseData(api.get(`courses/${id}`, { signal }), courseResultSchema),
        parseData(api.get(`restrooms/course/${id}`, { signal }), restroomListResultSchema),
      ]);
      return { course, restrooms };
    },
    // A form being filled in is not replaced under the owner's fingers.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
