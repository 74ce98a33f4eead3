/**
 * The course's map and its "Save for offline" control. The map is the course list's map code
 * (features/courses, its own chunk, fetched when this shows); until it arrives a box of the same
 * size holds its place. With no position for the course there is nothing to map or save.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Course } from '../../../../shared/schemas/courses';
import { isValidCoordinate } from '../../../../shared/geo';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import type { CourseAreaMapProps } from '../../courses';
import { SaveForOffline } from '../../offline-maps';
import { saveCourseData } from '../api/save-offline';

const loadMapModule = async () => (await import('../../courses')).loadCourseAreaMap();
const courseAreaMap = lazyComponent<CourseAreaMapProps>(async () => (await loadMapModule()).default);
const loadStyleUrls = async () => (await loadMapModule()).mapStyleUrls();

export function CourseArea({ course }: { course: Course }) {
  const CourseAreaMap = courseAreaMap.useLoaded();
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    void courseAreaMap.load().catch(() => setUnavailable(true));
  }, []);
  const saveData = useCallback((signal: AbortSignal) => saveCourseData(course, signal), [course]);

  if (!isValidCoordinate(course.latitude, course.longitude)) return null;
  return (
    <section aria-label="Course area" className="mt-4">
      {CourseAreaMap ? (
        <CourseAreaMap name={course.name} latitude={course.latitude} longitude={course.longitude} />
      ) : (
        <div className="flex h-56 items-center justify-center rounded-2xl border border-line bg-surface-muted">
          {unavailable ? (
            <p className="p-4 text-center text-fg-muted">The map cannot be shown right now.</p>
          ) : (
            <Spinner label="Loading map..." />
          )}
        </div>
      )}
      <SaveForOffline course={course} saveData={saveData} loadStyleUrls={loadStyleUrls} />
    </section>
  );
}
