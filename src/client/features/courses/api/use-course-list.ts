/**
 * A course list, stale-while-revalidate (docs/decisions.md §6). For a query it shows, in this order of
 * preference: the server's fresh answer; else the answer saved on the device for the same query
 * (or one computed from every saved course); else, while a new query loads, the last answer shown,
 * so a slow network never blanks the screen. The network request always goes out (10 s time-out)
 * and its answer is saved for next time. `savedAt` says how old what is shown is, when not fresh.
 * Dexie (the device store, ~30 KB gzip) stays out of the first paint: a device without the store
 * has nothing to read, and the answer is saved after it is on screen.
 */
import { useEffect, useRef } from 'react';
import type { CourseListResult } from '../../../../shared/schemas/courses';
import { apiErrorStatus, isUnanswered } from '../../../lib/api';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import { useSavedAndLive } from '../../../lib/saved-and-live';
import { courseQueryKey, type CourseQuery } from '../../../offline/course-query';
import { loadStore } from '../../../offline/load-store';
import { getCourses, saveCourseList } from './get-courses';

type CourseListSource = 'live' | 'saved' | 'previous' | 'none';

export interface CourseListState {
  result: CourseListResult | undefined;
  source: CourseListSource;
  /** When what is shown was fetched, if it is not a fresh answer (ms since the epoch). */
  savedAt: number | undefined;
  isRefreshing: boolean;
  /** The last refresh failed (kept until a refresh succeeds). */
  error: unknown;
  errorUpdatedAt: number;
  /** The last refresh got no answer at all: offline, or too slow. */
  isOffline: boolean;
  /**
   * No answer, and nothing saved on the device answers this query: the list is empty because the
   * device does not know, not because no course matches (docs/decisions.md §6).
   */
  notSaved: boolean;
}

export const courseListKeys = {
  all: ['courses'] as const,
  live: (key: string | null) => ['courses', 'list', key] as const,
};

async function readSaved(query: CourseQuery | null) {
  if (!query) return null;
  try {
    if (!(await deviceStoreMayExist())) return null; // first visit: nothing saved yet
    return await (await loadStore('courses')).readCourseList(query);
  } catch {
    return null; // no device store (private mode): the network alone answers
  }
}

/**
 * Starts what reading the saved list needs, the store's chunk and its opening, while the screen is
 * still being drawn (its route calls this once the screen's chunk is in): offline, the first card
 * waited for both to start after the page's first render (issue 37, offline reload). Only where the
 * store may exist, as readSaved does; a store that cannot be opened is readSaved's to report.
 */
export function prepareSavedCourseList(): void {
  void deviceStoreMayExist()
    .then((exists) =>
      exists ? Promise.all([loadStore('courses'), loadStore('db').then(({ db }) => db.open())]) : null,
    )
    .catch(() => undefined);
}

const EMPTY: CourseListResult = { courses: [], total: 0, pages: 0, page: 1 };

const retryServerErrors = (failures: number, error: unknown) =>
  failures < 1 && (apiErrorStatus(error) ?? 0) >= 500;

export function useCourseList(query: CourseQuery | null): CourseListState {
  const key = query ? courseQueryKey(query) : null;
  const { saved, live } = useSavedAndLive({
    key: courseListKeys.live(key),
    readSaved: () => readSaved(query),
    fetchLive: (signal) => (query ? getCourses(query, signal) : Promise.reject(new Error('No query'))),
    enabled: key !== null,
    staleTime: 60_000,
    retry: retryServerErrors,
  });

  const last = useRef<CourseListResult | undefined>(undefined);
  let result: CourseListResult | undefined;
  let source: CourseListSource = 'none';
  let savedAt: number | undefined;
  if (live.data) {
    [result, source] = [live.data, 'live'];
    if (live.isError) savedAt = live.dataUpdatedAt;
  } else if (saved.data) {
    [result, source, savedAt] = [saved.data.result, 'saved', saved.data.savedAt];
  } else if (live.isError && !saved.isPending) {
    // Nothing saved and no answer: the empty state, with the error's toast or, offline, what the
    // device lacks. (While the device is still being read, no answer is not yet "nothing".)
    result = EMPTY;
  } else if (last.current) {
    [result, source] = [last.current, 'previous'];
  }

  // Saved once committed to the screen, so loading the store never delays the list's paint.
  const liveData = live.data;
  useEffect(() => {
    if (!query || !liveData) return;
    // A task later: the store's chunk is then requested after the list is in the document.
    const timer = setTimeout(() => void saveCourseList(query, liveData), 0);
    return () => clearTimeout(timer);
    // The answer belongs to the query of its key; `query` alone changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, liveData]);

  useEffect(() => {
    if (result && result !== EMPTY && source !== 'previous') last.current = result;
  }, [result, source]);

  const isOffline = live.isError && isUnanswered(live.error);
  return {
    result,
    source,
    savedAt,
    isRefreshing: live.isFetching,
    error: live.error,
    errorUpdatedAt: live.errorUpdatedAt,
    isOffline,
    notSaved: isOffline && result === EMPTY,
  };
}
