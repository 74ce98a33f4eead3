import { LoaderCircle, MapPinned, Star, Users, type LucideIcon } from 'lucide-react';
import { formatStatCount } from '../../../../shared/format';
import type { PublicStats } from '../../../../shared/schemas/stats';
import { usePublicStats } from '../api/use-public-stats';

const STATS: readonly { key: keyof PublicStats; label: string; icon: LucideIcon }[] = [
  { key: 'totalCourses', label: 'Golf Courses', icon: MapPinned },
  { key: 'totalReviews', label: 'Restroom Reviews', icon: Star },
  { key: 'totalUsers', label: 'Active Users', icon: Users },
];

/** "1 course with a known restroom answer", "1,204 courses with a known restroom answer". */
function coverageText(courses: number): string {
  const count = Math.max(0, Math.floor(courses));
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'course' : 'courses'} with a known restroom answer`;
}

export function StatsSection() {
  const { stats } = usePublicStats();
  return (
    <section
      aria-label="Community statistics"
      className="relative z-10 mx-auto -mt-16 max-w-6xl px-5 sm:px-8"
    >
      <dl className="grid grid-cols-3 gap-2 rounded-2xl border border-line bg-surface p-2 shadow-xl sm:gap-4 sm:p-4">
        {STATS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="flex flex-col items-center rounded-xl px-1 py-4 text-center sm:py-6">
            <Icon aria-hidden className="size-6 text-brand-600 dark:text-brand-300" />
            <dt className="order-last mt-1 text-xs font-semibold text-fg-muted sm:text-sm">{label}</dt>
            <dd className="mt-2 flex h-9 items-center text-2xl font-black tracking-tight tabular-nums sm:h-11 sm:text-4xl">
              {stats ? (
                <span data-testid={`stat-${key}`}>{formatStatCount(stats[key])}</span>
              ) : (
                <span role="status" className="inline-flex">
                  <LoaderCircle aria-hidden className="size-6 text-fg-muted motion-safe:animate-spin" />
                  <span className="sr-only">Loading {label}</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {/* Beside the spec's three counts: how far the directory reaches (docs/product.md §13). */}
      {stats && (
        <p data-testid="stat-coverage" className="mt-3 text-center text-sm font-semibold text-fg-muted">
          {coverageText(stats.coursesWithRestroomAnswer)}
        </p>
      )}
    </section>
  );
}
