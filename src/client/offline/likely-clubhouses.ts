/**
 * The likely clubhouses of the device's nearby answer (docs/product.md §13), as the server finds them
 * (server/questions/likely.ts) from what the device holds: the saved courses within reach that list
 * no clubhouse restroom and whose golfers have not said otherwise. A course's facts are saved only
 * from its own page (lists leave them out): without them, nobody said otherwise as far as the device
 * knows. Without a restroom of it on the device, a course is taken to list no clubhouse restroom only
 * when it lists none at all: one that lists some the device never read may list its clubhouse too.
 *
 * No read of its own when it can help it: a first answer's places come from the courses that answer
 * read already; the exact answer's from the courses' index and the restrooms' (spatial-index.ts)
 * when both are built, so a golfer asking again pays no database read.
 */
import { haversineMiles, type LatLng } from '../../shared/geo';
import type { LikelyClubhouse } from '../../shared/schemas';
import type { StoredCourse } from './db';
import {
  courseIndex,
  nearWithin,
  savedCoursesNear,
  type IndexedRestroom,
  type PointIndex,
  type SavedNear,
} from './spatial-index';

/** What the device holds of a course's listed restrooms. */
interface Listed {
  any: boolean;
  clubhouse: boolean;
}

const NONE: Listed = { any: false, clubhouse: false };

const isListedClubhouse = (restroom: IndexedRestroom['restroom']) =>
  restroom.locationType === 'clubhouse' && (restroom.status === 'pending' || restroom.status === 'approved');

function stillLikely(course: StoredCourse, listed: Listed): boolean {
  if (course.facts && course.facts.clubhouseRestroom !== 'likely') return false;
  return listed.any ? !listed.clubhouse : course.totalRestrooms === 0;
}

/** Per course, what the restrooms' index holds of it (worked out once per build of the index). */
const listedByIndex = new WeakMap<PointIndex<IndexedRestroom>, Map<string, Listed>>();

function listedIn(index: PointIndex<IndexedRestroom>): Map<string, Listed> {
  let listed = listedByIndex.get(index);
  if (!listed) {
    listed = new Map();
    for (const { restroom, course } of index.items) {
      const known = listed.get(course._id) ?? { any: true, clubhouse: false };
      listed.set(course._id, { any: true, clubhouse: known.clubhouse || isListedClubhouse(restroom) });
    }
    listedByIndex.set(index, listed);
  }
  return listed;
}

/** The likely places among the courses read around `from` (savedCoursesNear), within `radius`. */
function amongRead(saved: SavedNear, from: LatLng, radius: number) {
  return saved.courses.flatMap((course, i) => {
    const distance = haversineMiles(from, course);
    const visible = (saved.copies[i]?.restrooms ?? []).filter((restroom) => restroom.status !== 'rejected');
    const listed = { any: visible.length > 0, clubhouse: visible.some(isListedClubhouse) };
    return distance <= radius && stillLikely(course, listed) ? [{ course, distance }] : [];
  });
}

async function found(
  from: LatLng,
  radius: number,
  source: SavedNear | PointIndex<IndexedRestroom>,
): Promise<{ course: StoredCourse; distance: number }[]> {
  if ('courses' in source) return amongRead(source, from, radius);
  const courses = courseIndex.ready();
  if (!courses) return amongRead(await savedCoursesNear(from, radius), from, radius);
  const listed = listedIn(source);
  return nearWithin(courses, from, radius, {
    accept: (course) => stillLikely(course, listed.get(course._id) ?? NONE),
  }).map(({ item, miles }) => ({ course: item, distance: miles }));
}

/**
 * Up to `limit` of them within `radius` miles of `from`, nearest first (then by course id, as the
 * server), with when the oldest of their courses was saved (null when none is shown). `source`: the
 * first answer's read, or the whole catalogue's restroom index.
 */
export async function likelyClubhousesOnDevice(
  from: LatLng,
  radius: number,
  limit: number,
  source: SavedNear | PointIndex<IndexedRestroom>,
): Promise<{ places: LikelyClubhouse[]; savedAt: number | null }> {
  if (limit <= 0) return { places: [], savedAt: null };
  const nearest = (await found(from, radius, source))
    .sort((a, b) => a.distance - b.distance || (a.course._id < b.course._id ? -1 : 1))
    .slice(0, limit);
  return {
    places: nearest.map(({ course, distance }) => ({
      likely: true,
      courseId: course._id,
      courseName: course.name,
      distance,
      courseLatitude: course.latitude,
      courseLongitude: course.longitude,
      locationType: 'clubhouse',
      approximate: true,
    })),
    savedAt: nearest.length > 0 ? Math.min(...nearest.map(({ course }) => course.savedAt)) : null,
  };
}
