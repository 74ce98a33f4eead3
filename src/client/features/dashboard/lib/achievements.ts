/** The achievements of docs/product.md §9, each earned or locked with how far along the user is. */
import { ACHIEVEMENTS } from '../../../../shared/constants';
import type { UserStats } from '../../../../shared/schemas/users';
import type { Translate } from '../../../lib/i18n/catalogue';
import type dashboard from '../../../lib/i18n/catalogues/en/dashboard';

export interface AchievementProgress {
  id: string;
  title: string;
  description: string;
  earned: boolean;
  /** Capped at the threshold: '10 / 10 reviews' once earned, never '14 / 10'. */
  current: number;
  threshold: number;
  /** e.g. '3 / 10 reviews', '0 / 1 restroom added'. */
  progressLabel: string;
}

/** Each achievement's words are the dashboard catalogue's, keyed by its id and metric. */

export function achievementProgress(
  stats: Pick<UserStats, 'totalReviews' | 'restroomsAdded'> &
    Partial<Pick<UserStats, 'answersGiven' | 'factsSettled'>>,
  t: Translate<typeof dashboard>,
): AchievementProgress[] {
  return ACHIEVEMENTS.map((achievement) => {
    const value = Math.max(0, Math.floor(stats[achievement.metric] ?? 0));
    const current = Math.min(value, achievement.threshold);
    return {
      id: achievement.id,
      title: t(`dashboard.achievement.${achievement.id}`),
      description: t(`dashboard.achievement.${achievement.id}.description`),
      earned: value >= achievement.threshold,
      current,
      threshold: achievement.threshold,
      progressLabel: t(`dashboard.progress.${achievement.metric}`, {
        current,
        threshold: achievement.threshold,
      }),
    };
  });
}
