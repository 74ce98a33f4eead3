/**
 * The course search behind the admin's course picker (course-picker.tsx): the catalogue's own name
 * search, GET /api/courses?search= (docs/product.md §7), a few courses at a time.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseListResultSchema } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';
import { buildCourseListParams } from '../../../offline/course-query';

const FOUND_AT_MOST = 8;

export interface PickedCourse {
  _id: string;
  name: string;
  /** Where it is ("Durham, NC"), to tell courses of one name apart. */
  place?: string | undefined;
}

/** The courses whose name matches `search`; nothing is asked while it is ''. */
export function useCourseSearch(search: string) {
  return useQuery({
    queryKey: ['course-picker', search],
    queryFn: async ({ signal }): Promise<PickedCourse[]> => {
      const params = buildCourseListParams({ search, limit: FOUND_AT_MOST });
      const result = await parseData(
        api.get('courses', { searchParams: params, signal }),
        courseListResultSchema,
      );
      return result.courses.map((course) => ({
        _id: course._id,
        name: course.name,
        place: [course.city, course.state ?? course.country].filter(Boolean).join(', ') || undefined,
      }));
    },
    enabled: search !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
