/** The course screen's header (docs/product.md §2): name, address, phone, website, rating and counts. */
import { Globe, Phone, ShieldCheck, Star } from 'lucide-react';
import type { Course } from '../../../../shared/schemas/courses';
import { Badge } from '../../../components/ui/badge';
import { TooltipButton } from '../../../components/ui/tooltip';
import { ReadyOfflineBadge } from '../../offline-maps';
import { useT } from '../../../lib/i18n/catalogue';
import { useRatingText } from './labels';
import courseWords from '../../../lib/i18n/catalogues/en/course';

const LINK = 'inline-flex min-h-11 items-center gap-1 font-semibold text-primary';

export function CourseHeader({
  course: c,
  restroomCount,
  onShowDisclaimers,
}: {
  course: Course;
  /** The restrooms the tabs count (issue 20: the header said 5 where the tab said 6). */
  restroomCount: number;
  onShowDisclaimers: () => void;
}) {
  const t = useT(courseWords);
  const rating = useRatingText();
  return (
    <header className="mt-2 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">{c.name}</h1>
      <p className="mt-1 text-fg-muted">
        {[c.address, c.city, `${c.state} ${c.zipCode}`.trim()].filter((part) => part.trim()).join(', ')}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4">
        {c.phone && (
          <a href={`tel:${c.phone}`} className={LINK}>
            <Phone aria-hidden className="size-4" />
            {c.phone}
          </a>
        )}
        {c.website && (
          <a href={c.website} target="_blank" rel="noopener noreferrer" className={LINK}>
            <Globe aria-hidden className="size-4" />
            {t('course.website')}
          </a>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Star aria-hidden className="size-5 fill-flag-400 text-flag-500" />
          {rating(c.averageRating)}
          <span className="font-normal text-fg-muted">
            ({t('course.reviewCount', { count: c.totalReviews })})
          </span>
        </span>
        <Badge>{t('course.restroomCount', { count: restroomCount })}</Badge>
        <ReadyOfflineBadge courseId={c._id} />
        {/* Above, over the rating's plain text: below, it covered the disclaimers link (issue 20). */}
        <TooltipButton
          tooltip={t('course.verifiedTooltip')}
          side="above"
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-semibold text-primary"
        >
          <ShieldCheck aria-hidden className="size-5" />
          {t('course.verifiedCount', { count: c.verifiedRestrooms })}
        </TooltipButton>
      </div>
      <p className="mt-3 text-xs text-fg-muted">
        {t('course.disclaimer')}{' '}
        <button
          type="button"
          onClick={onShowDisclaimers}
          // A 44 px tall hit area that does not double the line's height (issue 38): padding,
          // cancelled by a negative margin, as the register page's inline links.
          className="-my-3.5 py-3.5 font-semibold text-primary underline"
        >
          {t('course.viewDisclaimers')}
        </button>
      </p>
    </header>
  );
}
