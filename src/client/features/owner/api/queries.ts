/**
 * The owner dashboard's reads (spec §7): stats, owned courses, pending submissions; each starts
 * from the answer saved on this device for this user and refreshes from the network.
 */
import {
  ownerCourseListResultSchema,
  ownerStatsResultSchema,
  pendingSubmissionListResultSchema,
} from '../../../../shared/schemas/owner';
import { api, parseData } from '../../../lib/api';
import { savedAnswerKey, useSavedQuery } from '../../../lib/saved-answers';

export const ownerKeys = {
  all: ['owner'] as const,
  user: (userId: string) => ['owner', userId] as const,
};

export function useOwnerData(userId: string | undefined) {
  const id = userId ?? '';
  const enabled = Boolean(userId);
  const stats = useSavedQuery({
    queryKey: [...ownerKeys.user(id), 'stats'],
    storageKey: userId ? savedAnswerKey(userId, 'owner-stats') : null,
    schema: ownerStatsResultSchema,
    queryFn: (signal) => parseData(api.get('owner/stats', { signal }), ownerStatsResultSchema),
    enabled,
  });
  const courses = useSavedQuery({
    queryKey: [...ownerKeys.user(id), 'courses'],
    storageKey: userId ? savedAnswerKey(userId, 'owner-courses') : null,
    schema: ownerCourseListResultSchema,
    queryFn: (signal) => parseData(api.get('owner/courses', { signal }), ownerCourseListResultSchema),
    enabled,
  });
  const submissions = useSavedQuery({
    queryKey: [...ownerKeys.user(id), 'submissions'],
    storageKey: userId ? savedAnswerKey(userId, 'owner-submissions') : null,
    schema: pendingSubmissionListResultSchema,
    queryFn: (signal) =>
      parseData(api.get('owner/pending-submissions', { signal }), pendingSubmissionListResultSchema),
    enabled,
  });
  return { stats, courses, submissions };
}
