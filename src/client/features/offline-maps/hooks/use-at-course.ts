/**
 * Whether the golfer is at the course (lib/course-pack.ts isAtCourse): they said which hole they are
 * on, or their position is on it. The position is read only when the permission is already granted
 * (docs/decisions.md §6: never a prompt on load). The course pack saves itself from this moment and
 * the course page's quick questions come first (docs/product.md §13).
 */
import { useEffect, useState } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { geolocationAlreadyGranted, getCurrentPosition } from '../../../lib/geolocation';
import { isAtCourse } from '../lib/course-pack';

/** Where the golfer is, if the browser will say without asking; null until (or unless) it does. */
function usePositionIfGranted(courseId: string | undefined): LatLng | null {
  const [here, setHere] = useState<LatLng | null>(null);
  useEffect(() => {
    if (courseId === undefined) return undefined;
    let current = true;
    void geolocationAlreadyGranted().then(async (granted) => {
      if (!granted) return;
      const position = await getCurrentPosition().catch(() => null);
      if (current && position) setHere(position);
    });
    return () => {
      current = false;
    };
  }, [courseId]);
  return here;
}

/** `course` undefined while it loads: at the course only if `playing`. */
export function useAtCourse(course: (LatLng & { _id: string }) | undefined, playing: boolean): boolean {
  const here = usePositionIfGranted(course?._id);
  return playing || (here !== null && course !== undefined && isAtCourse(here, course));
}
