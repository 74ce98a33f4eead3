/** The achievements of docs/product.md §9, each earned or locked with how far along the user is. */
import { ACHIEVEMENTS } from '../../../../shared/constants';
import type { UserStats } from '../../../../shared/schemas/users';

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

const DESCRIPTIONS: Record<(typeof ACHIEVEMENTS)[number]['id'], string> = {
  'first-review': 'Write your first restroom review.',
  'review-enthusiast': 'Write 10 restroom reviews.',
  contributor: 'Add a restroom to a course.',
  'course-scout': 'Answer 5 quick questions about courses.',
  'fact-finder': 'Help settle what a course has: your answer and another golfer’s agree.',
};

const UNITS = {
  totalReviews: ['review', 'reviews'],
  restroomsAdded: ['restroom added', 'restrooms added'],
  answersGiven: ['question answered', 'questions answered'],
  factsSettled: ['fact settled', 'facts settled'],
} as const;

export function achievementProgress(
  stats: Pick<UserStats, 'totalReviews' | 'restroomsAdded'> &
    Partial<Pick<UserStats, 'answersGiven' | 'factsSettled'>>,
): AchievementProgress[] {
  return ACHIEVEMENTS.map((achievement) => {
    const value = Math.max(0, Math.floor(stats[achievement.metric] ?? 0));
    const current = Math.min(value, achievement.threshold);
    const [one, many] = UNITS[achievement.metric];
    return {
      id: achievement.id,
      title: achievement.title,
      description: DESCRIPTIONS[achievement.id],
      earned: value >= achievement.threshold,
      current,
      threshold: achievement.threshold,
      progressLabel: `${current} / ${achievement.threshold} ${achievement.threshold === 1 ? one : many}`,
    };
  });
}
