import { LoaderCircle, MapPinned, Star, Users, type LucideIcon } from 'lucide-react';
import { formatStatCount } from '../../../../shared/format';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import { usePublicStats } from '../api/use-public-stats';

/** The spec's three counts; each one's label is `landing.<key>`. */
const STATS: readonly { key: 'totalCourses' | 'totalReviews' | 'totalUsers'; icon: LucideIcon }[] = [
  { key: 'totalCourses', icon: MapPinned },
  { key: 'totalReviews', icon: Star },
  { key: 'totalUsers', icon: Users },
];

export function StatsSection() {
  const { stats } = usePublicStats();
  const t = useT(landing);
  return (
    <section aria-label={t('landing.stats')} className="relative z-10 mx-auto -mt-16 max-w-6xl px-5 sm:px-8">
      <dl className="grid grid-cols-3 gap-2 rounded-2xl border border-line bg-surface p-2 shadow-xl sm:gap-4 sm:p-4">
        {STATS.map(({ key, icon: Icon }) => (
          <div key={key} className="flex flex-col items-center rounded-xl px-1 py-4 text-center sm:py-6">
            <Icon aria-hidden className="size-6 text-brand-600 dark:text-brand-300" />
            <dt className="order-last mt-1 text-xs font-semibold text-fg-muted sm:text-sm">
              {t(`landing.${key}`)}
            </dt>
            <dd className="mt-2 flex h-9 items-center text-2xl font-black tracking-tight tabular-nums sm:h-11 sm:text-4xl">
              {stats ? (
                <span data-testid={`stat-${key}`}>{formatStatCount(stats[key])}</span>
              ) : (
                <span role="status" className="inline-flex">
                  <LoaderCircle aria-hidden className="size-6 text-fg-muted motion-safe:animate-spin" />
                  <span className="sr-only">{t('landing.loadingStat', { label: t(`landing.${key}`) })}</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {/* Beside the spec's three counts: how far the directory reaches (docs/product.md §13). */}
      {stats && (
        <p data-testid="stat-coverage" className="mt-3 text-center text-sm font-semibold text-fg-muted">
          {/* "1 course with a known restroom answer", "1,204 courses with a known restroom answer". */}
          {t('landing.coverage', { n: Math.max(0, Math.floor(stats.coursesWithRestroomAnswer)) })}
        </p>
      )}
    </section>
  );
}
