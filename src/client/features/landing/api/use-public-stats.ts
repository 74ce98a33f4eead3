/**
 * GET /api/stats/public (docs/product.md §7, answer data.stats). While loading the numbers are absent (the
 * section shows spinners); on failure a destructive toast explains, and the counts fall back to zero.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicStatsResultSchema, type PublicStats } from '../../../../shared/schemas/stats';
import { api, apiErrorMessage, parseData } from '../../../lib/api';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
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
  const t = useT(landing);

  useEffect(() => {
    if (query.error) {
      toast({
        title: t('landing.statsFailed'),
        description: apiErrorMessage(query.error, t('landing.statsFailedText')),
        variant: 'destructive',
      });
    }
    // Once per failure: a change of language does not toast it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.error]);

  if (query.isPending) return { stats: undefined };
  return { stats: query.data ?? ZERO };
}
