/** 'My Courses' (docs/product.md §2): a card per owned course, or how to get courses assigned. */
import { Link } from 'react-router-dom';
import { MapPin, Star } from 'lucide-react';
import { countOf, formatRating } from '../../../../shared/format';
import type { OwnerCourse } from '../../../../shared/schemas/owner';

export function CourseGrid({ courses }: { courses: OwnerCourse[] }) {
  if (courses.length === 0) {
    return (
      <p className="rounded-2xl border-2 border-dashed border-line px-6 py-10 text-center text-fg-muted">
        No courses found. Contact support to get your courses assigned to your account.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course._id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-lg leading-snug font-bold">
              <Link
                to={`/course/${encodeURIComponent(course._id)}`}
                className="underline-offset-2 hover:underline"
              >
                {course.name}
              </Link>
            </h3>
            <p className="flex shrink-0 items-center gap-1 font-bold tabular-nums">
              <Star aria-hidden className="size-4 fill-flag-400 text-flag-400" />
              <span className="sr-only">Average rating </span>
              {formatRating(course.averageRating)}
            </p>
          </div>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-fg-muted">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {[course.city, course.state].filter(Boolean).join(', ')}
          </p>
          <p className="mt-2 text-sm">
            {countOf(course.totalRestrooms, 'restroom')} · {countOf(course.totalReviews, 'review')}
          </p>
        </li>
      ))}
    </ul>
  );
}
