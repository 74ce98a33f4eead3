/**
 * A marker's popup (spec §2 "Map view"): the course name, its address (or city and state), rating to
 * one decimal or 'N/A', review and restroom counts, and View Details. Courses at the same position
 * share a marker, so each is listed.
 */
import { Link } from 'react-router-dom';
import { formatRatingOrNA } from '../../../../shared/format';
import type { Course } from '../../../../shared/schemas/courses';
import { buttonClasses } from '../../../components/ui/button';
import type { CourseSpot } from './clusters';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function placeOf(course: Course): string {
  const cityState = [course.city, course.state].filter(Boolean).join(', ');
  return course.address.trim() ? [course.address.trim(), cityState].filter(Boolean).join(', ') : cityState;
}

export function CoursePopup({ spot }: { spot: CourseSpot }) {
  return (
    <ul className="grid max-h-72 gap-4 overflow-y-auto">
      {spot.courses.map((course) => (
        <li key={course._id} className="grid gap-1">
          <h3 className="pr-8 text-base leading-snug font-bold">{course.name}</h3>
          <p className="text-sm text-fg-muted">{placeOf(course)}</p>
          <p className="text-sm">
            <span className="font-semibold">
              Rating: {formatRatingOrNA(course.averageRating, course.totalReviews)}
            </span>
            {' · '}
            {plural(course.totalReviews, 'review')}
            {' · '}
            {plural(course.totalRestrooms, 'restroom')}
          </p>
          <Link
            to={`/course/${encodeURIComponent(course._id)}`}
            className={buttonClasses({ size: 'sm', className: 'mt-1 w-full' })}
          >
            View Details
          </Link>
        </li>
      ))}
    </ul>
  );
}
