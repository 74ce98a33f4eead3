/**
 * The phone's bottom bar, under the thumb: Filters (opens the filter sheet, shows the state and how
 * many other filters are on) and the List/Map toggle. Sticky to the bottom of the course screen, so
 * it never covers the footer.
 */
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { US } from '../../../../shared/places';
import type { CourseFilters, CourseView } from '../lib/filters';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';
import { ViewToggle } from './view-toggle';

function activeFilterCount(filters: CourseFilters): number {
  return [filters.useLocation, filters.minRating > 0, filters.verifiedOnly].filter(Boolean).length;
}

export function MobileBar({
  filters,
  onOpenFilters,
  onView,
}: {
  filters: CourseFilters;
  onOpenFilters: () => void;
  onView: (view: CourseView) => void;
}) {
  const count = activeFilterCount(filters);
  const t = useT(en);
  return (
    <div
      data-bottom-bar
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-line bg-surface/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onClick={onOpenFilters}
          className="min-w-0 flex-1 px-3"
        >
          <SlidersHorizontal aria-hidden className="size-5" />
          {t('courses.filters')}
          <span aria-hidden className="text-fg-muted">
            ·
          </span>
          {filters.country === US ? filters.state : filters.region || filters.country}
          {count > 0 && (
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary">
              <span aria-hidden>{count}</span>
              <span className="sr-only">{t('courses.moreOn', { n: count })}</span>
            </span>
          )}
        </Button>
        <ViewToggle view={filters.view} onView={onView} className="shrink-0" />
      </div>
    </div>
  );
}
