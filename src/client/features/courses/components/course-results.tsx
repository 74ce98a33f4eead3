/**
 * The list view: the count ('Showing X of N courses', 'Page X of Y'), the cards, the pages, and the
 * empty state of docs/product.md §2. Skeleton cards while nothing is known yet.
 */
import { CloudOff, SearchX } from 'lucide-react';
import type { CourseListResult } from '../../../../shared/schemas/courses';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';
import { CourseCard, type CardAdmin } from './course-card';
import { Pagination } from './pagination';

interface CourseResultsProps {
  result: CourseListResult | undefined;
  /** No answer and nothing saved matches (use-course-list.ts `notSaved`). */
  notSaved?: boolean;
  showDistance: boolean;
  onPage: (page: number) => void;
  /** An admin's Edit and Delete on each card. */
  admin?: CardAdmin | undefined;
}

/** The results' heading: between the page's h1 and the cards' h3s, so heading navigation has no gap. */
export function CourseListCount({ result }: { result: CourseListResult }) {
  const t = useT(en);
  return (
    <h2 className="text-sm font-semibold">
      {t('courses.showing', { shown: result.courses.length, total: result.total })}
      {result.pages > 1 && (
        <span className="font-normal text-fg-muted">
          {' · '}
          {t('courses.page', { page: result.page, pages: result.pages })}
        </span>
      )}
    </h2>
  );
}

function EmptyCourses() {
  const t = useT(en);
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-fg-muted" />
      <h2 className="text-lg font-bold">{t('courses.none')}</h2>
      <p className="max-w-sm text-fg-muted">{t('courses.noneHint')}</p>
    </div>
  );
}

/** Offline, for a query no saved course answers: the device does not know, which is not "none". */
function NotSavedCourses() {
  const t = useT(en);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-line px-6 py-12 text-center"
    >
      <CloudOff aria-hidden className="size-10 text-fg-muted" />
      <h2 className="text-lg font-bold">{t('courses.notSaved')}</h2>
      <p className="max-w-sm text-fg-muted">{t('courses.notSavedHint')}</p>
    </div>
  );
}

function Skeleton() {
  const t = useT(en);
  return (
    <ul aria-busy="true" aria-label={t('courses.loading')} className="grid gap-3">
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="h-44 animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none"
        />
      ))}
    </ul>
  );
}

export function CourseResults({ result, notSaved = false, showDistance, onPage, admin }: CourseResultsProps) {
  const t = useT(en);
  if (!result) return <Skeleton />;
  if (result.courses.length === 0) return notSaved ? <NotSavedCourses /> : <EmptyCourses />;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t('courses.courses')}>
        {result.courses.map((course) => (
          <li key={course._id} className="grid">
            <CourseCard course={course} showDistance={showDistance} admin={admin} />
          </li>
        ))}
      </ul>
      <Pagination page={result.page} pages={result.pages} onPage={onPage} />
    </div>
  );
}
