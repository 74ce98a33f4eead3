/**
 * Keeps the restrooms of the courses on screen on the device (api/keep-listed-restrooms.ts), once a
 * fresh answer has been on screen a moment: the list's paint, its device copy and a golfer's next
 * tap come first, and a search typed letter by letter keeps only the answer it settled on.
 */
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import type { CourseListState } from '../api/use-course-list';

/**
 * Its own chunk, loaded when it first runs: the restroom schemas it parses with are 3 KB that the
 * list's first paint does not need (the /courses first-card budget, docs/architecture.md).
 */
const loadKeeper = () => import('../api/keep-listed-restrooms');

/** How long an answer stays on screen before its courses' restrooms are fetched. */
const SETTLE_MS = 1_500;

export function useKeepListedRestrooms(list: CourseListState): void {
  const courses = list.source === 'live' && !list.error ? list.result?.courses : undefined;
  useEffect(() => {
    if (!courses?.length) return;
    const listedAt = Date.now();
    let cancelled = false;
    const keep = () => {
      if (cancelled) return;
      void loadKeeper().then(
        ({ keepListedRestrooms }) => keepListedRestrooms(courses, listedAt),
        () => undefined, // the chunk did not come (no signal): nothing to keep either
      );
    };
    const timer = setTimeout(() => whenIdle(keep, 2_000), SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [courses]);
}
