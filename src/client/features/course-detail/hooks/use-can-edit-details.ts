/**
 * May this user edit a restroom's details on this course (docs/product.md §10)? Admins anywhere;
 * course owners on the courses support assigned to them; nobody else. Owners' courses are asked of
 * the server once per session (a small read, only for owners; the owner dashboard keeps its own
 * copy, which would bring the dashboards' query persister into this screen). The server decides in
 * the end: a refused edit shows on the card with the reason.
 */
import { useQuery } from '@tanstack/react-query';
import { ownerCourseListResultSchema, type User } from '../../../../shared/schemas';
import { api, parseData } from '../../../lib/api';
import { detailKeys } from '../api/queries';

export function useCanEditDetails(courseId: string, user: User | null): boolean {
  const owner = user?.role === 'course_owner' ? user._id : null;
  const owned = useQuery({
    queryKey: [...detailKeys.all, 'owned-courses', owner],
    queryFn: ({ signal }) => parseData(api.get('owner/courses', { signal }), ownerCourseListResultSchema),
    enabled: owner !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (!user) return false;
  return user.role === 'admin' || (owned.data?.courses.some((course) => course._id === courseId) ?? false);
}
