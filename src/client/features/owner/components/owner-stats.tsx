/**
 * The owner's five numbers (docs/product.md §2: My Courses, Total Restrooms, Pending Reviews, Total
 * Reviews, Average Rating, each with its caption). On a phone five full cards filled the first screen
 * and pushed the pending submissions, what an owner opens the screen for, below it (issue 20): there
 * they are compact, three then two to a row; from `lg` up, five in one row.
 */
import { Clock, Flag, MessageSquare, Star, Toilet } from 'lucide-react';
import { formatRating } from '../../../../shared/format';
import type { OwnerStats as Stats } from '../../../../shared/schemas/owner';
import { StatCard, StatCardSkeletons } from '../../../components/ui/stat-card';

// Six columns on phones: the first three cards take two each, the last two take three each.
const GRID = 'mt-3 grid grid-cols-6 gap-2 sm:mt-4 sm:gap-3 lg:grid-cols-5';
const FIRST_ROW = 'col-span-2 lg:col-span-1';
const SECOND_ROW = 'col-span-3 lg:col-span-1';

export function OwnerStats({ stats }: { stats: Stats | undefined }) {
  if (!stats) return <StatCardSkeletons count={5} className={GRID} />;
  const cards = [
    { label: 'My Courses', value: stats.totalCourses, caption: 'Golf courses owned', Icon: Flag },
    { label: 'Total Restrooms', value: stats.totalRestrooms, caption: 'Across all courses', Icon: Toilet },
    {
      label: 'Pending Reviews',
      value: stats.pendingSubmissions,
      caption: 'Awaiting your review',
      Icon: Clock,
    },
    {
      label: 'Total Reviews',
      value: stats.totalReviews,
      caption: 'User reviews received',
      Icon: MessageSquare,
    },
    {
      label: 'Average Rating',
      value: formatRating(stats.averageRating),
      caption: 'Across all facilities',
      Icon: Star,
    },
  ];
  return (
    <dl aria-label="Your courses in numbers" className={GRID}>
      {cards.map(({ label, value, caption, Icon }, index) => (
        <StatCard
          key={label}
          compact
          className={index < 3 ? FIRST_ROW : SECOND_ROW}
          label={label}
          value={value}
          caption={caption}
          icon={<Icon className="size-5" />}
        />
      ))}
    </dl>
  );
}
