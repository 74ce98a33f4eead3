/**
 * The likely clubhouses of the device's nearby answer (docs/product.md §13), as the server finds them
 * (server/questions/likely.ts) from what the device holds: the saved courses within reach that list
 * no clubhouse restroom and whose golfers have not said otherwise. A course's facts are saved only
 * from its own page (lists leave them out): without them, nobody said otherwise as far as the device
 * knows. Without a copy of its restrooms, a course is taken to list no clubhouse restroom only when
 * it lists none at all: one that lists some the device never read may list its clubhouse too.
 */
import { haversineMiles, type LatLng } from '../../shared/geo';
import type { LikelyClubhouse } from '../../shared/schemas';
import type { StoredCourse, StoredCourseRestrooms } from './db';
import { savedCoursesNear } from './spatial-index';

function listsNoClubhouse(course: StoredCourse, copy: StoredCourseRestrooms | undefined): boolean {
  if (course.facts && course.facts.clubhouseRestroom !== 'likely') return false;
  if (!copy || copy.withoutAnswer) return course.totalRestrooms === 0;
  return !copy.restrooms.some(
    (restroom) =>
      restroom.locationType === 'clubhouse' &&
      (restroom.status === 'pending' || restroom.status === 'approved'),
  );
}

/**
 * Up to `limit` of them within `radius` miles of `from`, nearest first (then by course id, as the
 * server), with when the oldest of their courses was saved (null when none is shown).
 */
export async function likelyClubhousesOnDevice(
  from: LatLng,
  radius: number,
  limit: number,
): Promise<{ places: LikelyClubhouse[]; savedAt: number | null }> {
  if (limit <= 0) return { places: [], savedAt: null };
  const { courses, copies } = await savedCoursesNear(from, radius);
  const found = courses
    .flatMap((course, i) => {
      const distance = haversineMiles(from, course);
      return distance <= radius && listsNoClubhouse(course, copies[i]) ? [{ course, distance }] : [];
    })
    .sort((a, b) => a.distance - b.distance || (a.course._id < b.course._id ? -1 : 1))
    .slice(0, limit);
  return {
    places: found.map(({ course, distance }) => ({
      likely: true,
      courseId: course._id,
      courseName: course.name,
      distance,
      courseLatitude: course.latitude,
      courseLongitude: course.longitude,
      locationType: 'clubhouse',
      approximate: true,
    })),
    savedAt: found.length > 0 ? Math.min(...found.map(({ course }) => course.savedAt)) : null,
  };
}
