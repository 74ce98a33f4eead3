/**
 * Geolocation-first (docs/decisions.md §6): when the list is not yet about where the golfer is, the first
 * thing offered is to find restrooms near them: the nearest restrooms they can use (/nearby, issue 38:
 * the button used to sort the list of courses instead), and, beside it, the nearest courses first.
 * The arrow is a character, not an icon module (the list's first JavaScript is at its budget).
 */
import { LoaderCircle, LocateFixed } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

export function NearMePrompt({ locating, onLocate }: { locating: boolean; onLocate: () => void }) {
  const t = useT(en);
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-brand-800 p-4 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between dark:bg-brand-900">
      <p className="text-sm font-medium">
        <span className="block text-base font-bold">{t('courses.onCourse')}</span>
        {t('courses.onCourseHint')}
      </p>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <Link to="/nearby" className={buttonClasses({ variant: 'flag', size: 'lg' })}>
          <LocateFixed aria-hidden className="size-5" />
          {t('courses.findNear')}
        </Link>
        <Button variant="on-dark" size="sm" disabled={locating} onClick={onLocate}>
          {locating && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
          {t(locating ? 'courses.locating' : 'courses.nearestFirst')}
        </Button>
      </div>
    </div>
  );
}
