/**
 * The user dashboard's reads (docs/product.md §7): stats, own reviews, own submissions. Each starts from the
 * answer kept on this device for this user and refreshes from the network (lib/persisted-queries).
 */
import { contributionListResultSchema } from '../../../../shared/schemas/restrooms';
import { userReviewListResultSchema } from '../../../../shared/schemas/reviews';
import { userStatsResultSchema } from '../../../../shared/schemas/users';
import { api, parseData } from '../../../lib/api';
import { useQuery } from '@tanstack/react-query';
import { keptQuery, useKeptQueries } from '../../../lib/persisted-queries';

const dashboardKeys = {
  all: ['dashboard'] as const,
  user: (userId: string) => ['dashboard', userId] as const,
};

const kept = {
  stats: keptQuery('user-stats'),
  reviews: keptQuery('user-reviews'),
  contributions: keptQuery('user-restrooms'),
};

export function useDashboardData(userId: string | undefined) {
  const id = userId ?? '';
  // The kept answers first (shown at once, with their age), then the network.
  const enabled = useKeptQueries(userId) && Boolean(userId);
  const stats = useQuery({
    queryKey: [...dashboardKeys.user(id), 'stats'],
    queryFn: ({ signal }) => parseData(api.get('users/stats', { signal }), userStatsResultSchema),
    ...kept.stats,
    networkMode: 'always',
    enabled,
  });
  const reviews = useQuery({
    queryKey: [...dashboardKeys.user(id), 'reviews'],
    queryFn: ({ signal }) => parseData(api.get('users/reviews', { signal }), userReviewListResultSchema),
    ...kept.reviews,
    networkMode: 'always',
    enabled,
  });
  const contributions = useQuery({
    queryKey: [...dashboardKeys.user(id), 'contributions'],
    queryFn: ({ signal }) => parseData(api.get('users/restrooms', { signal }), contributionListResultSchema),
    ...kept.contributions,
    networkMode: 'always',
    enabled,
  });
  return { stats, reviews, contributions };
}
