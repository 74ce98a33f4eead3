/**
 * A course in the list (docs/product.md §2 "Course card"): name; 'city, state' ('city, country' outside
 * the US); distance to one decimal in the golfer's unit when the user's location is known; average rating to one decimal ('0.0' by default); review and restroom
 * counts; 'N verified' when owners confirmed any; View Details. Edit and Delete only when given (the
 * admin's buttons, from the admin chunk: admin/admin-buttons.tsx).
 */
import type { ComponentProps, ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { BadgeCheck, MapPin, Navigation, Star } from 'lucide-react';
import { formatDistance, formatRatingIn } from '../../../../shared/format';
import { countryName, US } from '../../../../shared/places';
import type { Course } from '../../../../shared/schemas/courses';
import { buttonClasses } from '../../../components/ui/button';
import { useDistanceUnit } from '../../../lib/distance-unit';
import type { CourseAdminButtons, OnAdminAction } from '../admin/admin-buttons';
import en from '../../../lib/i18n/catalogues/en/courses';
import { activeLanguage, useT } from '../../../lib/i18n/catalogue';

/** The admin's Edit and Delete, once the admin chunk has come, and what they ask the page for. */
export interface CardAdmin {
  Buttons: ComponentType<ComponentProps<typeof CourseAdminButtons>>;
  onAction: OnAdminAction;
}

interface CourseCardProps {
  course: Course;
  showDistance: boolean;
  admin?: CardAdmin | undefined;
}

export function CourseCard({ course, showDistance, admin }: CourseCardProps) {
  const titleId = `course-${course._id}`;
  const unit = useDistanceUnit();
  const t = useT(en);
  const { locale } = activeLanguage();
  const place = [course.city, course.country === US ? course.state : countryName(course.country, locale)]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-snug font-bold wrap-anywhere">
            {course.name}
          </h3>
          {place && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-fg-muted">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {place}
            </p>
          )}
        </div>
        {showDistance && course.distance !== undefined && (
          <p className="flex shrink-0 items-center gap-1 rounded-full bg-primary-soft px-2.5 py-1 text-sm font-bold text-on-primary-soft tabular-nums">
            <Navigation aria-hidden className="size-3.5" />
            <span className="sr-only">{t('courses.distance')} </span>
            {formatDistance(course.distance, unit, locale)}
          </p>
        )}
      </div>

      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('courses.rating')}</dt>
          <Star aria-hidden className="size-4 fill-flag-400 text-flag-400" />
          <dd className="font-bold tabular-nums">{formatRatingIn(course.averageRating, locale)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('courses.reviews')}</dt>
          <dd className="text-fg-muted">{t('courses.reviewCount', { n: course.totalReviews })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('courses.restrooms')}</dt>
          <dd className="text-fg-muted">{t('courses.restroomCount', { n: course.totalRestrooms })}</dd>
        </div>
        {course.verifiedRestrooms > 0 && (
          <div>
            <dt className="sr-only">{t('courses.verifiedRestrooms')}</dt>
            <dd className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-on-primary-soft">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('courses.verified', { n: course.verifiedRestrooms })}
            </dd>
          </div>
        )}
      </dl>

      <div className="flex flex-wrap gap-2">
        <Link
          to={`/course/${encodeURIComponent(course._id)}`}
          className={buttonClasses({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
          aria-describedby={titleId}
        >
          {t('courses.details')}
        </Link>
        {admin && <admin.Buttons course={course} titleId={titleId} onAction={admin.onAction} />}
      </div>
    </article>
  );
}
