/**
 * A marker's popup (docs/product.md §2 "Map view"): the course name, its address (or city and state), rating
 * to one decimal or 'N/A', review and restroom counts, and View Details. Courses at the same position
 * share a marker, so each is listed.
 */
import { Link } from 'react-router-dom';
import { formatRatingIn, formatRatingOrNA } from '../../../../shared/format';
import type { Course } from '../../../../shared/schemas/courses';
import { buttonClasses } from '../../../components/ui/button';
import en from '../../../lib/i18n/catalogues/en/courses-map';
import { activeLanguage, useT } from '../../../lib/i18n/catalogue';
import type { CourseSpot } from './clusters';

function placeOf(course: Course): string {
  const cityState = [course.city, course.state].filter(Boolean).join(', ');
  return course.address.trim() ? [course.address.trim(), cityState].filter(Boolean).join(', ') : cityState;
}

export function CoursePopup({ spot }: { spot: CourseSpot }) {
  const t = useT(en);
  const { locale } = activeLanguage();
  return (
    // The scrolling list reaches 6 px into the popup's padding (-m/p): its overflow would otherwise
    // clip the focus ring (3 px + 2 px offset) of View Details.
    <ul className="-m-1.5 grid max-h-72 gap-4 overflow-y-auto p-1.5">
      {spot.courses.map((course) => (
        <li key={course._id} className="grid gap-1">
          <h3 className="pr-8 text-base leading-snug font-bold">{course.name}</h3>
          <p className="text-sm text-fg-muted">{placeOf(course)}</p>
          <p className="text-sm">
            <span className="font-semibold">
              {t('coursesMap.rating', {
                r:
                  formatRatingOrNA(course.averageRating, course.totalReviews) === 'N/A'
                    ? 'none'
                    : formatRatingIn(course.averageRating, locale),
              })}
            </span>
            {' · '}
            {t('coursesMap.reviewCount', { n: course.totalReviews })}
            {' · '}
            {t('coursesMap.restroomCount', { n: course.totalRestrooms })}
          </p>
          <Link
            to={`/course/${encodeURIComponent(course._id)}`}
            className={buttonClasses({ size: 'sm', className: 'mt-1 w-full' })}
          >
            {t('coursesMap.details')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
