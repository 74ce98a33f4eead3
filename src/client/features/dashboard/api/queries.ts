/**
 * The user dashboard's reads (docs/product.md §7): stats, own reviews, own submissions. Each starts from the
 * answer kept on this device for this user and refreshes from the network (lib/persisted-queries).
 */
import { contributionListResultSchema } from '../../../../shared/schemas/restrooms';
import { userReviewListResultSchema } from '../../../../shared/schemas/reviews';
import { userStatsResultSchema } from '../../../../shared/schemas/users';
import { api, parseData } from '../../../lib/api';
import { useQuery } from '@tanstack/react-query';
import { persistedMeta, useKeptQueries } from '../../../lib/persisted-queries';

const dashboardKeys = {
  all: ['dashboard'] as const,
  user: (userId: string) => ['dashboard', userId] as const,
};

const meta = {
  stats: persistedMeta('user-stats', userStatsResultSchema),
  reviews: persistedMeta('user-reviews', userReviewListResultSchema),
  contributions: persistedMeta('user-restrooms', contributionListResultSchema),
};

export function useDashboardData(userId: string | undefined) {
  const id = userId ?? '';
  // The kept answers first (shown at once, with their age), then the network.
  const enabled = useKeptQueries(userId) && Boolean(userId);
  const stats = useQuery({
    queryKey: [...dashboardKeys.user(id), 'stats'],
    queryFn: ({ signal }) => parseData(api.get('users/stats', { signal }), userStatsResultSchema),
    meta: meta.stats,
    networkMode: 'always',
    enabled,
  });
  const reviews = useQuery({
    queryKey: [...dashboardKeys.user(id), 'reviews'],
    queryFn: ({ signal }) => parseData(api.get('users/reviews', { signal }), userReviewListResultSchema),
    meta: meta.reviews,
    networkMode: 'always',
    enabled,
  });
  const contributions = useQuery({
    queryKey: [...dashboardKeys.user(id), 'contributions'],
    queryFn: ({ signal }) => parseData(api.get('users/restrooms', { signal }), contributionListResultSchema),
    meta: meta.contributions,
    networkMode: 'always',
    enabled,
  });
  return { stats, reviews, contributions };
}
