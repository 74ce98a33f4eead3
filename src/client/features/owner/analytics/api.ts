/**
 * GET /api/owner/analytics for one course and period (docs/product.md §12, "Analytics"). The last
 * answer stays on screen while another course or period loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ownerAnalyticsResultSchema } from '../../../../shared/schemas/analytics';
import { api, parseData } from '../../../lib/api';
import { ownerKeys } from '../api/queries';

export function useOwnerAnalytics(userId: string | undefined, courseId: string, days: number) {
  return useQuery({
    queryKey: [...ownerKeys.user(userId ?? ''), 'analytics', courseId, days],
    queryFn: async ({ signal }) =>
      (
        await parseData(
          api.get('owner/analytics', { searchParams: { courseId, days }, signal }),
          ownerAnalyticsResultSchema,
        )
      ).analytics,
    enabled: Boolean(userId) && courseId !== '',
    placeholderData: keepPreviousData,
  });
}
