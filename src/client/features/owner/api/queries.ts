/**
 * The owner dashboard's reads (docs/product.md §7): stats, owned courses, pending submissions; each starts
 * from the answer kept on this device for this user and refreshes from the network
 * (lib/persisted-queries).
 */
import {
  ownerCourseListResultSchema,
  ownerStatsResultSchema,
  pendingSubmissionListResultSchema,
} from '../../../../shared/schemas/owner';
import { api, parseData } from '../../../lib/api';
import { useQuery } from '@tanstack/react-query';
import { keptQuery, useKeptQueries } from '../../../lib/persisted-queries';

export const ownerKeys = {
  all: ['owner'] as const,
  user: (userId: string) => ['owner', userId] as const,
};

const kept = {
  stats: keptQuery('owner-stats'),
  courses: keptQuery('owner-courses'),
  submissions: keptQuery('owner-submissions'),
};

export function useOwnerData(userId: string | undefined) {
  const id = userId ?? '';
  // The kept answers first (shown at once, with their age), then the network.
  const enabled = useKeptQueries(userId) && Boolean(userId);
  const stats = useQuery({
    queryKey: [...ownerKeys.user(id), 'stats'],
    queryFn: ({ signal }) => parseData(api.get('owner/stats', { signal }), ownerStatsResultSchema),
    ...kept.stats,
    networkMode: 'always',
    enabled,
  });
  const courses = useQuery({
    queryKey: [...ownerKeys.user(id), 'courses'],
    queryFn: ({ signal }) => parseData(api.get('owner/courses', { signal }), ownerCourseListResultSchema),
    ...kept.courses,
    networkMode: 'always',
    enabled,
  });
  const submissions = useQuery({
    queryKey: [...ownerKeys.user(id), 'submissions'],
    queryFn: ({ signal }) =>
      parseData(api.get('owner/pending-submissions', { signal }), pendingSubmissionListResultSchema),
    ...kept.submissions,
    networkMode: 'always',
    enabled,
  });
  return { stats, courses, submissions };
}
