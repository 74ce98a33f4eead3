/**
 * The device's spatial index (docs/decisions.md §6, "nearest restrooms work offline from the cached
 * data"): the saved courses and the saved restrooms in kd-trees built for nearest-neighbour queries
 * (kdbush, searched by great-circle distance with geokdbush), so a nearest or radius query reads a
 * few tree nodes instead of every row of the store.
 *
 * Each index is built lazily, on the first query after what it reads changed, and kept in memory
 * with the rows it points to. It knows a change from Dexie's own mutation signal ('storagemutated'),
 * which Dexie fires for every committed write of this page before the writer's promise resumes, and
 * for writes of other tabs and the service worker when they are broadcast: a write here never leaves
 * the index stale, and the stores need no hook of their own.
 *
 * The trees only pick candidates: every distance returned is the app's haversine in miles
 * (shared/geo.ts), and every radius is decided on it, so answers are exactly those of a full scan.
 */
import { Dexie, type EntityTable } from 'dexie';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { EARTH_RADIUS_MILES } from '../../shared/constants';
import { boundingBox, haversineMiles, isValidCoordinate, type LatLng } from '../../shared/geo';
import type { Restroom } from '../../shared/schemas/restrooms';
import { DATABASE_NAME, db, type StoredCourse } from './db';

type Table = 'courses' | 'courseRestrooms';

/** Writes committed per table since this page loaded (the index's staleness test). */
const generations: Record<Table, number> = { courses: 0, courseRestrooms: 0 };

Dexie.on('storagemutated', (parts) => {
  // A part is named 'idb://<database>/<table>/<index>'.
  for (const part of Object.keys(parts)) {
    const [, , database, table] = part.split('/');
    if (database === DATABASE_NAME && (table === 'courses' || table === 'courseRestrooms'))
      generations[table] += 1;
  }
});

const generationOf = (tables: readonly Table[]) => tables.map((table) => generations[table]).join(':');

/** geokdbush measures with the Earth's radius in km; the same angle, so the same ordering. */
const GEOKDBUSH_EARTH_RADIUS_KM = 6371;
/** The tree's cut-off is a hair wider than the radius: the exact test below decides. */
const toTreeKm = (miles: number) =>
  Number.isFinite(miles)
    ? (miles / EARTH_RADIUS_MILES) * GEOKDBUSH_EARTH_RADIUS_KM * (1 + 1e-9) + 1e-9
    : Infinity;

export interface PointIndex<T> {
  items: T[];
  points: LatLng[];
  tree: KDBush | null;
  /** Bytes of the tree's arrays (coordinates and ids), for the benchmark. */
  bytes: number;
  /** Milliseconds to read the rows and build the tree. */
  buildMs: number;
}

export interface Near<T> {
  item: T;
  miles: number;
}

function buildIndex<T>(entries: readonly { item: T; point: LatLng }[], buildStarted: number): PointIndex<T> {
  const items = entries.map((entry) => entry.item);
  const points = entries.map((entry) => entry.point);
  let tree: KDBush | null = null;
  if (points.length > 0) {
    tree = new KDBush(points.length);
    for (const point of points) tree.add(point.longitude, point.latitude);
    tree.finish();
  }
  return {
    items,
    points,
    tree,
    bytes: tree?.data.byteLength ?? 0,
    buildMs: performance.now() - buildStarted,
  };
}

/**
 * The items within `radiusMiles` of `from` (all of them for Infinity), with their distances, nearest
 * first (ties in no particular order: callers order them by their own rules). With a `limit`, at
 * least that many when there are, plus any tied with the last one, so a caller's tie-break decides.
 */
export function nearWithin<T>(
  index: PointIndex<T>,
  from: LatLng,
  radiusMiles: number,
  options: { limit?: number; accept?: (item: T) => boolean } = {},
): Near<T>[] {
  const { tree, items, points } = index;
  if (!tree || !isValidCoordinate(from.latitude, from.longitude)) return [];
  const { limit = Infinity, accept } = options;
  const predicate = accept && ((id: number) => accept(items[id] as T));
  const measure = (ids: number[]) =>
    ids.flatMap((id): Near<T>[] => {
      const miles = haversineMiles(from, points[id] as LatLng);
      return miles <= radiusMiles ? [{ item: items[id] as T, miles }] : [];
    });
  let near = measure(around(tree, from.longitude, from.latitude, limit, toTreeKm(radiusMiles), predicate));
  if (Number.isFinite(limit) && near.length >= limit) {
    // Again out to the farthest one's distance: whatever ties with it comes too.
    const reach = Math.min(radiusMiles, Math.max(...near.map((n) => n.miles)));
    near = measure(around(tree, from.longitude, from.latitude, Infinity, toTreeKm(reach), predicate));
  }
  return near.sort((a, b) => a.miles - b.miles);
}

/**
 * One index kept in step with the tables it reads; a query made during a build waits for it.
 * `ready()` gives the index only when it is built and current, without starting a build.
 */
function lazyIndex<T>(tables: readonly Table[], read: () => Promise<{ item: T; point: LatLng }[]>) {
  let built: { generation: string; index: Promise<PointIndex<T>>; done?: PointIndex<T> } | undefined;
  const current = (): Promise<PointIndex<T>> => {
    const generation = generationOf(tables);
    if (built?.generation !== generation) {
      const started = performance.now();
      const entry: NonNullable<typeof built> = {
        generation,
        index: read().then((entries) => (entry.done = buildIndex(entries, started))),
      };
      // A failed read is not kept: the next query tries again.
      entry.index.catch(() => {
        if (built === entry) built = undefined;
      });
      built = entry;
    }
    return built.index;
  };
  const ready = () => (built?.generation === generationOf(tables) ? built.done : undefined);
  return Object.assign(current, { ready });
}

/**
 * Every row of a table, a page at a time in key order: between pages the browser can draw and answer
 * a tap, where one read of a whole catalogue would hold a slow phone's main thread for a second.
 * Pages are read in separate transactions; a write between them changes the generation, and the
 * index built from them is then rebuilt at the next query.
 */
async function readAll<T, K extends keyof T>(
  table: EntityTable<T, K>,
  key: (row: T) => string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let after: string | undefined; ;) {
    const page = await (after === undefined ? table.toCollection() : table.where(':id').above(after))
      .limit(READ_PAGE)
      .toArray();
    rows.push(...page);
    const last = page.at(-1);
    if (page.length < READ_PAGE || !last) return rows;
    after = key(last);
  }
}

const READ_PAGE = 1_000;

const pointOf = (place: { latitude: unknown; longitude: unknown }): LatLng | undefined =>
  isValidCoordinate(place.latitude, place.longitude)
    ? { latitude: place.latitude as number, longitude: place.longitude as number }
    : undefined;

/** Every saved course with a usable position. */
export const courseIndex = lazyIndex(['courses'], async () =>
  (await readAll(db.courses, (course) => course._id)).flatMap((course) => {
    const point = pointOf(course);
    return point ? [{ item: course, point }] : [];
  }),
);

export interface IndexedRestroom {
  restroom: Restroom;
  course: StoredCourse;
  /** When the device's copy of the course's restrooms was fetched (ms). */
  fetchedAt: number;
  /** No position of its own: placed at its course's point, like the server does. */
  atCourse: boolean;
}

type CourseRestroomsCopy = { courseId: string; restrooms: Restroom[]; fetchedAt: number };

/**
 * Every restroom of the copies a listing would show (pending or approved, docs/decisions.md §3), at
 * its own position or, without one, at its course's; one whose course is not on the device is left
 * out (it could be neither named nor placed).
 */
function restroomEntries(
  copies: readonly (CourseRestroomsCopy | undefined)[],
  courses: readonly (StoredCourse | undefined)[],
) {
  return copies.flatMap((copy, i) => {
    const course = courses[i];
    if (!copy || !course) return [];
    return copy.restrooms.flatMap((restroom) => {
      if (restroom.status === 'rejected') return [];
      const own = pointOf(restroom);
      const point = own ?? pointOf(course);
      if (!point) return [];
      return [{ item: { restroom, course, fetchedAt: copy.fetchedAt, atCourse: !own }, point }];
    });
  });
}

/** Every saved restroom (reading them all is the cost: a whole catalogue takes a slow phone seconds). */
export const restroomIndex = lazyIndex(['courses', 'courseRestrooms'], async () => {
  const copies = await readAll(db.courseRestrooms, (copy) => copy.courseId);
  const courses: (StoredCourse | undefined)[] = [];
  for (let i = 0; i < copies.length; i += READ_PAGE)
    courses.push(...(await db.courses.bulkGet(copies.slice(i, i + READ_PAGE).map((copy) => copy.courseId))));
  return restroomEntries(copies, courses);
});

/**
 * The saved courses in the box around `from` that holds every point within `miles` (read through
 * the courses' position index, so only they are read), each with the device's copy of its
 * restrooms, if any (same order).
 */
export async function savedCoursesNear(from: LatLng, miles: number) {
  if (!isValidCoordinate(from.latitude, from.longitude) || !(miles >= 0)) return { courses: [], copies: [] };
  const box = boundingBox(from, miles);
  const courses = await db.courses
    .where('[latitude+longitude]')
    .between([box.minLatitude, box.minLongitude], [box.maxLatitude, box.maxLongitude], true, true)
    .filter((course) => course.longitude >= box.minLongitude && course.longitude <= box.maxLongitude)
    .toArray();
  const copies = await db.courseRestrooms.bulkGet(courses.map((course) => course._id));
  return { courses, copies };
}

export type SavedNear = Awaited<ReturnType<typeof savedCoursesNear>>;

/**
 * The saved restrooms of the courses read around a position (savedCoursesNear), in an index of their
 * own: a first answer before the whole catalogue is indexed. A restroom pinned farther than the
 * read's reach from its course is missed. `started`: when the read began (the index's build time).
 */
export const restroomsOf = (saved: SavedNear, started: number): PointIndex<IndexedRestroom> =>
  buildIndex(restroomEntries(saved.copies, saved.courses), started);
