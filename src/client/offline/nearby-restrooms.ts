/**
 * The nearby screen's answer from the device (docs/product.md §10, docs/decisions.md §6): the saved
 * restrooms nearest to a position, in the server's shape and order, so the screen shows them at once
 * and the network's answer replaces them in place. Usable now is the shared rule the course screen's
 * "next restroom" also judges by (shared/restroom-state.ts), applied at the moment of asking, because
 * a copy's reports expire on their own.
 *
 * Indexing every saved restroom means reading them all, which takes a slow phone seconds with a whole
 * catalogue on the device; the golfer should not wait for it. Until the index is built, the answer
 * comes from the restrooms of the courses near the position (read through the courses' position
 * index) and says it is not complete; `whenIndexed` then builds the index for the exact answer.
 */
import type { LatLng } from '../../shared/geo';
import { NEARBY } from '../../shared/restroom-constants';
import { isFresh, isUsableNow } from '../../shared/restroom-state';
import type { NearbyRestroom } from '../../shared/schemas';
import {
  nearWithin,
  restroomIndex,
  restroomsOfCoursesNear,
  type IndexedRestroom,
  type Near,
  type PointIndex,
} from './spatial-index';

/**
 * How far from its course's point a pinned restroom is looked for in a first answer: a restroom is
 * on its course, and a course a few miles across; one pinned farther shows with the exact answer.
 */
const FIRST_ANSWER_MARGIN_MILES = 5;

export interface DeviceNearby {
  restrooms: NearbyRestroom[];
  /** When the oldest copy shown was fetched (ms since the epoch); null when none is shown. */
  savedAt: number | null;
  /** False for a first answer from the courses near the position (see above). */
  complete: boolean;
}

export interface DeviceNearbyQuery {
  radius?: number;
  limit?: number;
  usableOnly?: boolean;
}

/** The server's order (server/restrooms/nearby.ts): nearest, then confirmed this season, then id. */
const serverOrder =
  (now: Date) =>
  (a: Near<IndexedRestroom>, b: Near<IndexedRestroom>): number =>
    a.miles - b.miles ||
    Number(isFresh(b.item.restroom.lastConfirmedAt, now)) -
      Number(isFresh(a.item.restroom.lastConfirmedAt, now)) ||
    (a.item.restroom._id < b.item.restroom._id ? -1 : a.item.restroom._id > b.item.restroom._id ? 1 : 0);

function present({ item, miles }: Near<IndexedRestroom>, now: Date): NearbyRestroom {
  const { restroom, course, atCourse } = item;
  return {
    ...restroom,
    approximate: restroom.approximate || atCourse,
    usableNow: isUsableNow(restroom, now),
    courseName: course.name,
    courseLatitude: course.latitude,
    courseLongitude: course.longitude,
    distance: miles,
  };
}

export async function nearbyRestroomsOnDevice(
  position: LatLng,
  { radius = NEARBY.defaultRadius, limit = NEARBY.defaultLimit, usableOnly = false }: DeviceNearbyQuery = {},
  now = new Date(),
): Promise<DeviceNearby> {
  const built = restroomIndex.ready();
  const complete = built !== undefined || !Number.isFinite(radius);
  const index: PointIndex<IndexedRestroom> =
    built ??
    (complete
      ? await restroomIndex()
      : await restroomsOfCoursesNear(position, radius + FIRST_ANSWER_MARGIN_MILES));
  const accept = usableOnly ? (entry: IndexedRestroom) => isUsableNow(entry.restroom, now) : undefined;
  const near = nearWithin(index, position, radius, { limit, accept }).sort(serverOrder(now)).slice(0, limit);
  return {
    restrooms: near.map((entry) => present(entry, now)),
    savedAt: near.length > 0 ? Math.min(...near.map((entry) => entry.item.fetchedAt)) : null,
    complete,
  };
}

/** Builds the index of every saved restroom (if it is not current), for the exact answer. */
export async function whenIndexed(): Promise<void> {
  await restroomIndex();
}
