/**
 * GET /api/stats/public (docs/product.md §7, answer data.stats). While loading the numbers are absent (the
 * section shows spinners); on failure a destructive toast explains, and the counts fall back to zero.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicStatsResultSchema, type PublicStats } from '../../../../shared/schemas/stats';
import { api, apiErrorMessage, parseData } from '../../../lib/api';
import { toast } from '../../../lib/toast';

const ZERO: PublicStats = {
  totalCourses: 0,
  totalCountries: 0,
  totalReviews: 0,
  totalUsers: 0,
  coursesWithRestroomAnswer: 0,
};

async function getPublicStats(): Promise<PublicStats> {
  const { stats } = await parseData(api.get('stats/public'), publicStatsResultSchema);
  return stats;
}

export function usePublicStats(): { stats: PublicStats | undefined } {
  const query = useQuery({
    queryKey: ['stats', 'public'],
    queryFn: getPublicStats,
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

  useEffect(() => {
    if (query.error) {
      toast({
        title: 'Error loading statistics',
        description: apiErrorMessage(query.error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    }
  }, [query.error]);

  if (query.isPending) return { stats: undefined };
  return { stats: query.data ?? ZERO };
}
