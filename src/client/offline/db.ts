/**
 * The client's store of record (docs/decisions.md §6): one IndexedDB database, 'fairway-relief', through
 * Dexie. Screens read it first and refresh it from the network, so what a golfer has seen is still
 * there mid-round with no signal, and a slow answer never blanks a screen.
 *
 * - `courses`: every course the app has received, by `_id`, as the API sent it (without the
 *   query-specific `distance`), plus `savedAt` (ms). Indexed by state, name and position so an
 *   offline search can be answered from here (local-course-query.ts).
 * - `courseQueries`: the answer to each course list query the app has made, by its canonical
 *   query string (course-query.ts): the ordered course ids of that page, total, pages, page and
 *   `fetchedAt` (ms), so the same screen can be shown again at once, in the server's order.
 *
 * Version 2 adds:
 * - `courseRestrooms`: the last answer to GET /api/restrooms/course/{id}, by course id, with `fetchedAt`.
 * - `restroomReviews`: the last answer to GET /api/restrooms/{id}/reviews, by restroom id.
 * - `outbox`: writes waiting for the server (offline/outbox, docs/decisions.md §6), by Idempotency-Key.
 *
 * Version 3 adds the map's tiles and saved courses (below, at their types).
 * Version 8 gives courses stored before countries (docs/product.md §14) their country, US, and
 * their state's region code, as the server's migration does.
 */
import { Dexie, type EntityTable } from 'dexie';
// For load-store.ts: one dynamic import gives a screen the store and its live queries.
export { liveQuery } from 'dexie';
import { US, usRegion } from '../../shared/places';
import type { Course } from '../../shared/schemas/courses';
import type { Restroom } from '../../shared/schemas/restrooms';
import type { Review } from '../../shared/schemas/reviews';
import { migrateEntry } from './outbox/migrations';
import type { OutboxEntry } from './outbox/types';
import type { StoredSession } from '../session/types';

export type StoredCourse = Omit<Course, 'distance'> & { savedAt: number };

export interface StoredCourseQuery {
  key: string;
  ids: string[];
  total: number;
  pages: number;
  page: number;
  fetchedAt: number;
}

export interface StoredCourseRestrooms {
  courseId: string;
  restrooms: Restroom[];
  fetchedAt: number;
  /** When an accepted write last changed it (offline/stores): older answers do not overwrite it. */
  changedAt?: number;
  /** No answer saved yet, only `changedAt` (offline/stores): the device holds no copy. */
  withoutAnswer?: true;
}

export interface StoredRestroomReviews {
  restroomId: string;
  reviews: Review[];
  fetchedAt: number;
  /** When an accepted write last changed it (offline/stores): older answers do not overwrite it. */
  changedAt?: number;
  /** No answer saved yet, only `changedAt` (offline/stores): the device holds no copy. */
  withoutAnswer?: true;
}

/**
 * Version 3 (features/offline-maps): what the map's `fr-cache://` protocol fetched (style, TileJSON,
 * tiles, glyphs, sprites) by original URL. The bytes sit in their own table so totals and the
 * least-recently-used order are read from small rows; `pins` holds the ids of saved courses that need
 * a resource (never evicted while pinned).
 */
export type MapResourceKind = 'style' | 'source' | 'tile' | 'glyphs' | 'sprite';

export interface StoredMapResource {
  url: string;
  kind: MapResourceKind;
  contentType: string;
  bytes: number;
  lastUsedAt: number;
  pins: string[];
}

export interface StoredMapResourceData {
  url: string;
  data: ArrayBuffer;
}

export interface StoredSavedCourse {
  courseId: string;
  name: string;
  /** Bytes of the map resources downloaded for it (restrooms and reviews are not counted). */
  bytes: number;
  resources: number;
  savedAt: number;
}

/**
 * Version 5 (offline/outbox/drain-lock.ts): who drains the outbox and when they last showed life, so a
 * drainer stuck while holding the drain's Web Lock (a frozen tab) can be taken over.
 */
export interface StoredDrainLease {
  key: 'outbox';
  holder: string;
  heartbeatAt: number;
}

/**
 * Version 7 (offline/outbox/receipts.ts): the id the server gave an accepted create, kept a day, so
 * a write queued right after it reached the server (the screen still showed it as pending) still
 * finds the id it builds on.
 */
export interface StoredReceipt {
  entryId: string;
  id: string;
  at: number;
}

export type FairwayDatabase = Dexie & {
  courses: EntityTable<StoredCourse, '_id'>;
  courseQueries: EntityTable<StoredCourseQuery, 'key'>;
  courseRestrooms: EntityTable<StoredCourseRestrooms, 'courseId'>;
  restroomReviews: EntityTable<StoredRestroomReviews, 'restroomId'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  mapResources: EntityTable<StoredMapResource, 'url'>;
  mapResourceData: EntityTable<StoredMapResourceData, 'url'>;
  savedCourses: EntityTable<StoredSavedCourse, 'courseId'>;
  session: EntityTable<StoredSession, 'key'>;
  drainLease: EntityTable<StoredDrainLease, 'key'>;
  outboxReceipts: EntityTable<StoredReceipt, 'entryId'>;
};

export const DATABASE_NAME = 'fairway-relief';

/** A course stored before countries was a US course (the server migrated it the same way). */
export function addCountry(course: Partial<StoredCourse>): void {
  if (course.country !== undefined) return;
  course.country = US;
  course.region = course.state ? usRegion(course.state) : null;
}

function open(): FairwayDatabase {
  const database = new Dexie(DATABASE_NAME) as FairwayDatabase;
  database.version(1).stores({
    courses: '_id, state, name, [latitude+longitude], savedAt',
    courseQueries: 'key, fetchedAt',
  });
  database.version(2).stores({
    courseRestrooms: 'courseId',
    restroomReviews: 'restroomId',
    outbox: 'id, userId, resourceKey, createdAt',
  });
  database.version(3).stores({
    mapResources: 'url, lastUsedAt, *pins',
    mapResourceData: 'url',
    savedCourses: 'courseId, savedAt',
  });
  // Version 4 (offline/session): the current tokens and their user, for the service worker's drain.
  database.version(4).stores({ session: 'key' });
  database.version(5).stores({ drainLease: 'key' });
  // Version 6 (offline/outbox/writes.ts): queued writes carry a kind of the write catalogue with
  // typed params and a payload version instead of a method and a path; older entries are moved on.
  database
    .version(6)
    .stores({})
    .upgrade((tx) => tx.table('outbox').toCollection().modify(migrateEntry));
  database.version(7).stores({ outboxReceipts: 'entryId, at' });
  database
    .version(8)
    .stores({})
    .upgrade((tx) => tx.table<StoredCourse>('courses').toCollection().modify(addCountry));
  return database;
}

export const db = open();

/**
 * Runs `run` once the store is open in this tab (at once if it is): a screen that found no store
 * watches it from then on instead of creating it just to read nothing.
 */
export function whenStoreOpens(run: () => void): void {
  if (db.isOpen()) run();
  // Outside the ready handler: Dexie holds other reads until its 'ready' subscribers are done.
  else db.on('ready', () => void setTimeout(run, 0));
}
