/**
 * The course's map and its "Save for offline" control. The map is the course list's map code
 * (features/courses, its own chunk with MapLibre, ≈ 440 KB gzip): on one bar of signal that is too
 * much for every course page, so it loads when the golfer taps "Show map", or by itself when the
 * course is saved for offline (its tiles and the map code are already on the device). A box of the
 * map's final height holds its place throughout, so nothing below it moves. With no position for the
 * course there is nothing to map or save.
 *
 * The page puts it under the restrooms (issue 20: on a phone its 224 px box and the save button
 * pushed the restrooms, which are why the golfer came, below the fold); "Map & offline" beside Back to
 * Courses (`CourseAreaLink`) brings it into view in one tap.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isUsableNow } from '../../../../shared/restroom-state';
import { needsHours, useHoursEngine } from '../../../lib/hours-engine';
import { Map as MapIcon } from 'lucide-react';
import type { Course } from '../../../../shared/schemas/courses';
import { isValidCoordinate } from '../../../../shared/geo';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import type { CourseAreaMapProps } from '../../courses';
import { CoursePack, SaveForOffline, useSavedCourse } from '../../offline-maps';
import type { ShownRestroom } from '../api/optimistic';
import { saveCourseData } from '../api/save-offline';
import { useRoundHole } from '../hooks/use-round';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

const courseAreaMap = lazyComponent<CourseAreaMapProps>(
  async () => (await (await import('../../courses')).loadCourseAreaMap()).default,
);

/** The map's height (course-area-map.tsx draws itself at the same h-56). */
const BOX = 'h-56 rounded-2xl border border-line bg-surface-muted';

const AREA_ID = 'course-area';

/** Whether the course has a position, so a map and a save (and a way to them). */
const hasCourseArea = (course: Course) => isValidCoordinate(course.latitude, course.longitude);

/** Scrolls the course area into view and moves focus there, so a keyboard continues from it too. */
function showCourseArea(): void {
  const area = document.getElementById(AREA_ID);
  area?.scrollIntoView({ block: 'start' });
  area?.focus({ preventScroll: true });
}

/** The one tap from the top of the page to the map and "Save for offline". */
export function CourseAreaLink({ course }: { course: Course }) {
  const t = useT(courseWords);
  if (!hasCourseArea(course)) return null;
  return (
    <Button variant="ghost" onClick={showCourseArea} className="-mr-3 text-primary">
      <MapIcon aria-hidden className="size-5" />
      {t('course.mapAndOffline')}
    </Button>
  );
}

/**
 * The course pack (docs/decisions.md §6): saved by itself once the golfer is at the course; placed
 * under the header, where the offer is seen on arrival.
 */
export function CoursePackHere({ course }: { course: Course }) {
  const saveData = useCallback((signal: AbortSignal) => saveCourseData(course, signal), [course]);
  const [hole] = useRoundHole(course._id, new Date());
  if (!hasCourseArea(course)) return null;
  return <CoursePack key={course._id} course={course} saveData={saveData} playing={hole !== null} />;
}

export function CourseArea({ course, restrooms }: { course: Course; restrooms: readonly ShownRestroom[] }) {
  const saveData = useCallback((signal: AbortSignal) => saveCourseData(course, signal), [course]);
  const t = useT(courseWords);
  if (!hasCourseArea(course)) return null;
  return (
    // scroll-mt: clear of the sticky header when brought into view.
    <section
      id={AREA_ID}
      tabIndex={-1}
      aria-label={t('course.area')}
      className="mt-6 scroll-mt-20 outline-none"
    >
      <AreaMap course={course} restrooms={restrooms} />
      <SaveForOffline course={course} saveData={saveData} />
    </section>
  );
}

/** A pin's tap opens its card in the list (hooks/use-restroom-target.ts). */
const restroomHref = (restroomId: string) => `?restroom=${encodeURIComponent(restroomId)}`;

function AreaMap({ course, restrooms }: { course: Course; restrooms: readonly ShownRestroom[] }) {
  const CourseAreaMap = courseAreaMap.useLoaded();
  const t = useT(courseWords);
  const engine = useHoursEngine(needsHours(restrooms));
  // The restrooms with a position of their own, pinned with their kind (docs/product.md §10).
  const pins = useMemo(
    () =>
      restrooms.map((r) => ({
        id: r._id,
        name: r.name,
        locationType: r.locationType,
        holeNumber: r.holeNumber,
        latitude: r.latitude,
        longitude: r.longitude,
        usable: isUsableNow(r, new Date(), engine),
      })),
    [restrooms, engine],
  );
  const saved = Boolean(useSavedCourse(course._id));
  // Asked for on this page (the map code may be loaded already, but the tiles cost data each time).
  const [asked, setAsked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const wanted = asked || saved;

  useEffect(() => {
    if (!wanted) return;
    setFailed(false);
    // A failed fetch (offline before the service worker cached it) is retried by the next tap.
    courseAreaMap.load().catch(() => setFailed(true));
  }, [wanted, attempt]);
  const show = () => {
    setAsked(true);
    setAttempt((n) => n + 1);
  };

  if (wanted && CourseAreaMap)
    return (
      <CourseAreaMap
        name={course.name}
        latitude={course.latitude}
        longitude={course.longitude}
        restrooms={pins}
        restroomHref={restroomHref}
      />
    );
  return (
    <div className={`flex flex-col items-center justify-center gap-2 p-4 text-center ${BOX}`}>
      {wanted && !failed ? (
        <Spinner label={t('course.loadingMap')} />
      ) : (
        <>
          {failed && <p className="text-fg-muted">{t('course.mapUnavailable')}</p>}
          <Button variant="outline" onClick={show}>
            <MapIcon aria-hidden className="size-4" />
            {t('course.showMap')}
          </Button>
        </>
      )}
    </div>
  );
}
