/**
 * Where the courses on screen come from, said plainly (docs/decisions.md §6, architecture "honest
 * states"): saved data always says how old it is ('Saved 2 h ago'), 'Updating...' while a refresh
 * is out (at most the request time-out), and an 'Offline' badge when the last refresh got no answer.
 */
import { CloudOff, LoaderCircle } from 'lucide-react';
import { formatSavedAge } from '../../../lib/saved-age';
import type { CourseListState } from '../api/use-course-list';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

export function DataStatus({ list }: { list: CourseListState }) {
  const t = useT(en);
  const stale = list.source === 'saved' || list.savedAt !== undefined;
  const showOffline = list.isOffline && list.result !== undefined;
  return (
    <p role="status" className="flex min-h-6 flex-wrap items-center gap-2 text-sm text-fg-muted">
      {showOffline && (
        <span className="inline-flex items-center gap-1 rounded-full bg-flag-400 px-2 py-0.5 text-xs font-bold tracking-wide text-flag-950 uppercase">
          <CloudOff aria-hidden className="size-3.5" />
          {t('courses.offline')}
        </span>
      )}
      {/* The age shows while a refresh is out too: on one bar of signal it may take the whole time-out. */}
      {stale && list.savedAt !== undefined && <span>{formatSavedAge(list.savedAt)}</span>}
      {list.isRefreshing && list.source !== 'live' && list.result !== undefined && (
        <span className="inline-flex items-center gap-1">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {t('courses.updating')}
        </span>
      )}
    </p>
  );
}
