/**
 * The map store (docs/decisions.md §6): every style, TileJSON, tile, glyph range and sprite the map's
 * `fr-cache://` protocol fetched, by its original URL, in Dexie (offline/db.ts version 3). Metadata
 * (size, last use, pins) and bytes live in two tables so totals and the least-recently-used order are
 * computed without reading the bytes. Resources pinned by a saved course are never evicted.
 */
import { db, type MapResourceKind, type StoredMapResource, type StoredSavedCourse } from '../db';

export interface CachedResource {
  meta: StoredMapResource;
  data: ArrayBuffer;
}

export async function readResource(url: string, now = Date.now()): Promise<CachedResource | null> {
  const [meta, row] = await Promise.all([db.mapResources.get(url), db.mapResourceData.get(url)]);
  if (!meta || !row) return null;
  // The last-use time orders eviction; the reader does not wait for it.
  void db.mapResources.update(url, { lastUsedAt: now }).catch(() => undefined);
  return { meta, data: row.data };
}

export interface StoreInput {
  url: string;
  kind: MapResourceKind;
  contentType: string;
  data: ArrayBuffer;
  /** A saved course that needs this resource (pinned: not evicted until the course is removed). */
  pin?: string | undefined;
}

export async function storeResource(input: StoreInput, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.mapResources, db.mapResourceData, async () => {
    const pins = new Set((await db.mapResources.get(input.url))?.pins ?? []);
    if (input.pin) pins.add(input.pin);
    await db.mapResources.put({
      url: input.url,
      kind: input.kind,
      contentType: input.contentType,
      bytes: input.data.byteLength,
      lastUsedAt: now,
      pins: [...pins],
    });
    await db.mapResourceData.put({ url: input.url, data: input.data });
  });
}

/** Pins resources already stored; answers the URLs that were not there (to be fetched). */
export async function pinResources(urls: string[], courseId: string): Promise<string[]> {
  return db.transaction('rw', db.mapResources, async () => {
    const rows = await db.mapResources.bulkGet(urls);
    const missing = urls.filter((_, index) => rows[index] === undefined);
    const pinned = rows
      .filter((row): row is StoredMapResource => row !== undefined && !row.pins.includes(courseId))
      .map((row) => ({ ...row, pins: [...row.pins, courseId] }));
    await db.mapResources.bulkPut(pinned);
    return missing;
  });
}

/** Bytes and count of the resources a saved course pins. */
export async function pinnedUsage(courseId: string): Promise<{ bytes: number; resources: number }> {
  const usage = { bytes: 0, resources: 0 };
  await db.mapResources
    .where('pins')
    .equals(courseId)
    .each((row) => {
      usage.bytes += row.bytes;
      usage.resources += 1;
    });
  return usage;
}

export interface StoreUsage {
  bytes: number;
  pinnedBytes: number;
  resources: number;
  tiles: number;
  /** Mean size of a stored tile, or null with too few to tell. */
  averageTileBytes: number | null;
}

export async function storeUsage(): Promise<StoreUsage> {
  const usage: StoreUsage = { bytes: 0, pinnedBytes: 0, resources: 0, tiles: 0, averageTileBytes: null };
  let tileBytes = 0;
  await db.mapResources.each((row) => {
    usage.bytes += row.bytes;
    usage.resources += 1;
    if (row.pins.length > 0) usage.pinnedBytes += row.bytes;
    if (row.kind === 'tile') {
      usage.tiles += 1;
      tileBytes += row.bytes;
    }
  });
  if (usage.tiles >= 10) usage.averageTileBytes = Math.round(tileBytes / usage.tiles);
  return usage;
}

/**
 * Deletes unpinned resources, least recently used first, until the store is at most `capBytes`.
 * Pinned ones stay even if they alone exceed the cap (a saved course must keep working).
 * Answers how many bytes were freed.
 */
export async function evictToCap(capBytes: number): Promise<number> {
  return db.transaction('rw', db.mapResources, db.mapResourceData, async () => {
    let total = 0;
    await db.mapResources.each((row) => {
      total += row.bytes;
    });
    if (total <= capBytes) return 0;
    const doomed: string[] = [];
    let freed = 0;
    await db.mapResources
      .orderBy('lastUsedAt')
      .until(() => total - freed <= capBytes)
      .each((row) => {
        if (row.pins.length > 0) return;
        doomed.push(row.url);
        freed += row.bytes;
      });
    await db.mapResources.bulkDelete(doomed);
    await db.mapResourceData.bulkDelete(doomed);
    return freed;
  });
}

export const listSavedCourses = (): Promise<StoredSavedCourse[]> =>
  db.savedCourses.orderBy('savedAt').reverse().toArray();

export const readSavedCourse = (courseId: string) => db.savedCourses.get(courseId);

export const recordSavedCourse = (saved: StoredSavedCourse) => db.savedCourses.put(saved);

/** Drops a course's pins, keeping the resources as ordinary cache (least-recently-used eviction). */
export async function unpinCourse(courseId: string): Promise<void> {
  await db.transaction('rw', db.mapResources, async () => {
    const rows = await db.mapResources.where('pins').equals(courseId).toArray();
    await db.mapResources.bulkPut(
      rows.map((row) => ({ ...row, pins: row.pins.filter((pin) => pin !== courseId) })),
    );
  });
}

/**
 * Removes a saved course: its pins go, and resources no other saved course pins are deleted at once
 * (the golfer asked for the space back). Its restrooms and reviews stay as ordinary cached answers.
 */
export async function removeSavedCourse(courseId: string): Promise<void> {
  await db.transaction('rw', db.mapResources, db.mapResourceData, db.savedCourses, async () => {
    const rows = await db.mapResources.where('pins').equals(courseId).toArray();
    const orphans = rows.filter((row) => row.pins.length === 1).map((row) => row.url);
    const shared = rows
      .filter((row) => row.pins.length > 1)
      .map((row) => ({ ...row, pins: row.pins.filter((pin) => pin !== courseId) }));
    await db.mapResources.bulkPut(shared);
    await db.mapResources.bulkDelete(orphans);
    await db.mapResourceData.bulkDelete(orphans);
    await db.savedCourses.delete(courseId);
  });
}
