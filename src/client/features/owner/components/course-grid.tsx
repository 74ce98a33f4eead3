/**
 * 'My Courses' (docs/product.md §2): a card per owned course, or how to get courses assigned. An
 * admin owns every course (thousands): the grid draws a page at a time with "Show more", and past a
 * page it offers a search by name, city or state (a course abroad: its country), as the course list
 * does.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListChecks, MapPin, Star } from 'lucide-react';
import { formatRatingIn } from '../../../../shared/format';
import { countryName, US } from '../../../../shared/places';
import { ROUTES } from '../../../../shared/routes';
import { foldForSearch } from '../../../../shared/search-fold';
import type { OwnerCourse } from '../../../../shared/schemas/owner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { activeLanguage, useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { CourseOwners } from '../../claims';
import { DoorSignLinks } from '../signs/door-sign-links';
import { EmptyNote } from '../../../components/ui/empty-note';

const COURSES_PAGE = 24;

/** Case and accents aside, as the course list's search ("Chateau" finds "Château", "strasse" "Straße"). */
const fold = (text: string) => foldForSearch(text).toLowerCase();

/** 'Pinehurst, NC' in the US; abroad, where there is no state, 'München, Germany' (in the reader's language). */
const placeOf = (course: OwnerCourse, locale: string) =>
  [course.city, course.state ?? (course.country === US ? null : countryName(course.country, locale))]
    .filter(Boolean)
    .join(', ');

function CourseCard({ course, admin }: { course: OwnerCourse; admin: boolean }) {
  const t = useT(owner);
  const { locale } = activeLanguage();
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
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
          <span className="sr-only">{t('owner.averageRating')} </span>
          {formatRatingIn(course.averageRating, locale)}
        </p>
      </div>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-fg-muted">
        <MapPin aria-hidden className="size-4 shrink-0" />
        {placeOf(course, locale)}
      </p>
      <p className="mt-2 text-sm">
        {t('owner.courseCounts', { restrooms: course.totalRestrooms, reviews: course.totalReviews })}
      </p>
      {/* The course's restrooms on one screen (docs/product.md §12, "Set up in two minutes"). */}
      <Link
        to={ROUTES.courseSetup.replace(':courseId', encodeURIComponent(course._id))}
        className={buttonClasses({ variant: 'outline', className: 'mt-3 w-full' })}
      >
        <ListChecks aria-hidden className="size-5" />
        {t('owner.setUp')}
      </Link>
      <CourseOwners courseId={course._id} courseName={course.name} admin={admin} />
      <DoorSignLinks courseId={course._id} courseName={course.name} />
    </li>
  );
}

export function CourseGrid({ courses, admin = false }: { courses: OwnerCourse[]; admin?: boolean }) {
  const t = useT(owner);
  const { locale } = activeLanguage();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(COURSES_PAGE);
  const found = useMemo(() => {
    const words = fold(search).split(/\s+/).filter(Boolean);
    if (words.length === 0) return courses;
    return courses.filter((course) => {
      const text = fold(`${course.name} ${placeOf(course, locale)}`);
      return words.every((word) => text.includes(word));
    });
  }, [courses, search, locale]);

  if (courses.length === 0) {
    return <EmptyNote>{t('owner.courses.empty')}</EmptyNote>;
  }
  const page = found.slice(0, shown);
  return (
    <div className="space-y-3">
      {courses.length > COURSES_PAGE && (
        <>
          <TextField
            label={t('owner.courses.search')}
            type="search"
            placeholder={t('owner.courses.searchHint')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setShown(COURSES_PAGE);
            }}
          />
          <p className="text-sm text-fg-muted" role="status">
            {found.length === 0
              ? t('owner.courses.noMatch')
              : t('owner.courses.showing', { shown: page.length, total: found.length })}
          </p>
        </>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {page.map((course) => (
          <CourseCard key={course._id} course={course} admin={admin} />
        ))}
      </ul>
      {found.length > page.length && (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => setShown((n) => n + COURSES_PAGE)}
        >
          {t('owner.courses.more')}
        </Button>
      )}
    </div>
  );
}
