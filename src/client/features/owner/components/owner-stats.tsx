/**
 * The owner's five numbers (docs/product.md §2: My Courses, Total Restrooms, Pending Reviews, Total
 * Reviews, Average Rating, each with its caption). On a phone five full cards filled the first screen
 * and pushed the pending submissions, what an owner opens the screen for, below it (issue 20): there
 * they are compact, three then two to a row; from `lg` up, five in one row.
 */
import { Clock, Flag, MessageSquare, Star, Toilet } from 'lucide-react';
import { formatRatingIn } from '../../../../shared/format';
import type { OwnerStats as Stats } from '../../../../shared/schemas/owner';
import { StatCard, StatCardSkeletons } from '../../../components/ui/stat-card';
import { activeLanguage, useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';

// Six columns on phones: the first three cards take two each, the last two take three each.
const GRID = 'mt-3 grid grid-cols-6 gap-2 sm:mt-4 sm:gap-3 lg:grid-cols-5';
const FIRST_ROW = 'col-span-2 lg:col-span-1';
const SECOND_ROW = 'col-span-3 lg:col-span-1';

export function OwnerStats({ stats }: { stats: Stats | undefined }) {
  const t = useT(owner);
  if (!stats) return <StatCardSkeletons count={5} className={GRID} />;
  const count = (n: number) => t('owner.number', { n });
  const cards = [
    { key: 'courses', value: count(stats.totalCourses), Icon: Flag },
    { key: 'restrooms', value: count(stats.totalRestrooms), Icon: Toilet },
    { key: 'pending', value: count(stats.pendingSubmissions), Icon: Clock },
    { key: 'reviews', value: count(stats.totalReviews), Icon: MessageSquare },
    { key: 'rating', value: formatRatingIn(stats.averageRating, activeLanguage().locale), Icon: Star },
  ] as const;
  return (
    <dl aria-label={t('owner.stats')} className={GRID}>
      {cards.map(({ key, value, Icon }, index) => (
        <StatCard
          key={key}
          compact
          className={index < 3 ? FIRST_ROW : SECOND_ROW}
          label={t(`owner.stat.${key}`)}
          value={value}
          caption={t(`owner.stat.${key}.caption`)}
          icon={<Icon className="size-5" />}
        />
      ))}
    </dl>
  );
}
