/**
 * The nearby screen's answer from the device (docs/product.md §10, docs/decisions.md §6): the saved
 * restrooms nearest to a position, in the server's shape and order, so the screen shows them at once
 * and the network's answer replaces them in place. Usable now is the shared rule the course screen's
 * "next restroom" also judges by (shared/restroom-state.ts), applied at the moment of asking, because
 * a copy's reports expire and its hours close on their own; with the hours engine if it is loaded
 * already (the screen judges again when it arrives: lib/hours-engine.ts), the copy's answer if not.
 *
 * Indexing every saved restroom means reading them all, which takes a slow phone seconds with a whole
 * catalogue on the device; the golfer should not wait for it. Until the index is built, the answer
 * comes from the restrooms of the courses near the position (read through the courses' position
 * index) and says it is not complete; `whenIndexed` then builds the index for the exact answer.
 */
import type { LatLng } from '../../shared/geo';
import { NEARBY } from '../../shared/restroom-constants';
import { byNearest, rankMiles } from '../../shared/nearest';
import { isUsableNow } from '../../shared/restroom-state';
import type { LikelyClubhouse, NearbyRestroom } from '../../shared/schemas';
import { loadedHoursEngine } from '../lib/hours-engine';
import { likelyClubhousesOnDevice } from './likely-clubhouses';
import {
  nearWithin,
  restroomIndex,
  restroomsOf,
  savedCoursesNear,
  type IndexedRestroom,
  type Near,
  type PointIndex,
  type SavedNear,
} from './spatial-index';

/**
 * How far from its course's point a pinned restroom is looked for in a first answer: a restroom is
 * on its course, and a course a few miles across; one pinned farther shows with the exact answer.
 */
const FIRST_ANSWER_MARGIN_MILES = 5;

export interface DeviceNearby {
  restrooms: NearbyRestroom[];
  /**
   * Then, to fill the page as the server does (docs/product.md §13), the likely clubhouses of saved
   * courses that list none: never usable now, so after the usable ones too.
   */
  likely: LikelyClubhouse[];
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

/** The server's order (shared/nearest.ts, as server/restrooms/nearby.ts sorts). */
const serverOrder = (now: Date) => {
  const order = byNearest(now);
  const ranked = ({ item, miles }: Near<IndexedRestroom>) => ({
    miles,
    approximate: item.atCourse || item.restroom.approximate,
    lastConfirmedAt: item.restroom.lastConfirmedAt,
    id: item.restroom._id,
  });
  return (a: Near<IndexedRestroom>, b: Near<IndexedRestroom>): number => order(ranked(a), ranked(b));
};

/** A saved restroom with its course's point, where its hours are judged (a copy may predate it). */
const placed = ({ restroom, course }: IndexedRestroom) => ({
  ...restroom,
  courseLatitude: course.latitude,
  courseLongitude: course.longitude,
});

function present({ item, miles }: Near<IndexedRestroom>, now: Date): NearbyRestroom {
  const restroom = placed(item);
  return {
    ...restroom,
    approximate: restroom.approximate || item.atCourse,
    usableNow: isUsableNow(restroom, now, loadedHoursEngine()),
    courseName: item.course.name,
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
  let index: PointIndex<IndexedRestroom>;
  let read: SavedNear | undefined;
  if (built || complete) index = built ?? (await restroomIndex());
  else {
    const started = performance.now();
    read = await savedCoursesNear(position, radius + FIRST_ANSWER_MARGIN_MILES);
    index = restroomsOf(read, started);
  }
  const engine = loadedHoursEngine();
  const accept = usableOnly ? (entry: IndexedRestroom) => isUsableNow(placed(entry), now, engine) : undefined;
  const order = serverOrder(now);
  let near = nearWithin(index, position, radius, { limit, accept }).sort(order);
  const last = near[limit - 1];
  if (last) {
    // Ranked, not by distance alone: a restroom without a position is ranked beyond its course's
    // point, so the nearest `limit` by distance may not be the first `limit` by rank. Every one that
    // ranks before the last found is within that rank's distance; read out to it.
    const reach = Math.min(
      radius,
      rankMiles(last.miles, last.item.atCourse || last.item.restroom.approximate),
    );
    near = nearWithin(index, position, reach, { accept }).sort(order);
  }
  near = near.slice(0, limit);
  // A first answer's likely places come from its own read; the exact one's from the indexes.
  const likely = await likelyClubhousesOnDevice(position, radius, limit - near.length, read ?? index);
  const saved = [
    ...near.map((entry) => entry.item.fetchedAt),
    ...(likely.savedAt === null ? [] : [likely.savedAt]),
  ];
  return {
    restrooms: near.map((entry) => present(entry, now)),
    likely: likely.places,
    savedAt: saved.length > 0 ? Math.min(...saved) : null,
    complete,
  };
}

/** Builds the index of every saved restroom (if it is not current), for the exact answer. */
export async function whenIndexed(): Promise<void> {
  await restroomIndex();
}
