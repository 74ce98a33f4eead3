/**
 * The user dashboard's reads (spec §7): stats, own reviews, own submissions. Each starts from the
 * answer saved on this device for this user and refreshes from the network (lib/saved-answers).
 */
import { contributionListResultSchema } from '../../../../shared/schemas/restrooms';
import { userReviewListResultSchema } from '../../../../shared/schemas/reviews';
import { userStatsResultSchema } from '../../../../shared/schemas/users';
import { api, parseData } from '../../../lib/api';
import { savedAnswerKey, useSavedQuery } from '../../../lib/saved-answers';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  user: (userId: string) => ['dashboard', userId] as const,
};

export function useDashboardData(userId: string | undefined) {
  const id = userId ?? '';
  const enabled = Boolean(userId);
  const stats = useSavedQuery({
    queryKey: [...dashboardKeys.user(id), 'stats'],
    storageKey: userId ? savedAnswerKey(userId, 'user-stats') : null,
    schema: userStatsResultSchema,
    queryFn: (signal) => parseData(api.get('users/stats', { signal }), userStatsResultSchema),
    enabled,
  });
  const reviews = useSavedQuery({
    queryKey: [...dashboardKeys.user(id), 'reviews'],
    storageKey: userId ? savedAnswerKey(userId, 'user-reviews') : null,
    schema: userReviewListResultSchema,
    queryFn: (signal) => parseData(api.get('users/reviews', { signal }), userReviewListResultSchema),
    enabled,
  });
  const contributions = useSavedQuery({
    queryKey: [...dashboardKeys.user(id), 'contributions'],
    storageKey: userId ? savedAnswerKey(userId, 'user-restrooms') : null,
    schema: contributionListResultSchema,
    queryFn: (signal) => parseData(api.get('users/restrooms', { signal }), contributionListResultSchema),
    enabled,
  });
  return { stats, reviews, contributions };
}
