/**
 * GET /api/courses/places: the countries that have courses and their regions, for the list's
 * country → region filter (docs/product.md §14). Small and slow to change: kept an hour and
 * persisted with the other small queries, so the filter still offers them offline.
 */
import { useQuery } from '@tanstack/react-query';
import { coursePlacesSchema, type CoursePlaces } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';

const getCoursePlaces = (): Promise<CoursePlaces> => parseData(api.get('courses/places'), coursePlacesSchema);

export function useCoursePlaces(): CoursePlaces['countries'] {
  const query = useQuery({
    queryKey: ['courses', 'places'],
    queryFn: getCoursePlaces,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
  return query.data?.countries ?? [];
}
