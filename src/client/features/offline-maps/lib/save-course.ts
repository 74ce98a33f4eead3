/**
 * "Save for offline" (docs/decisions.md §6), a chunk of its own loaded when the golfer opens the save
 * dialog. `planCourseSave` reads the map styles (through the map store) and lists every resource
 * the course needs: tiles at zooms 13–17 over the course, 8–12 over the region around it, the
 * styles' TileJSON, glyph ranges and sprites; it sizes the download before anything starts.
 * `downloadPlan` pins what is already stored and fetches the rest four at a time, reporting progress;
 * cancelling (the AbortSignal) stops it and unpins what a first save had pinned. `saveCourse` runs
 * the whole save and says what it achieved (lib/save-outcome.ts).
 */
import { boxAround } from '../../../../shared/tiles';
import type { LatLng } from '../../../../shared/geo';
import { isOffline } from '../../../lib/network-status';
import { loadResource, fetchAndStore, MapResponseError } from './tile-protocol';
import { mapPartOf, saveOutcome, type MapPart, type SaveOutcome } from './save-outcome';
import {
  glyphUrls,
  sourceTiles,
  spriteUrls,
  styleSources,
  tileSourceFrom,
  type PlannedResource,
  type ZoomArea,
} from './style-resources';
import {
  pinnedUsage,
  pinResources,
  readSavedCourse,
  recordSavedCourse,
  storeUsage,
  unpinCourse,
} from '../../../offline/stores/map-resources';

/** A course is a kilometre or two across: 2 km either side of its point holds it with some margin. */
export const COURSE_AREA = { halfSideKm: 2, minZoom: 13, maxZoom: 17 };
/** The drive there and the clubhouse's town, at lower zooms. */
export const REGION_AREA = { halfSideKm: 25, minZoom: 8, maxZoom: 12 };
/**
 * Size of one tile for the estimate until the store holds enough tiles to average: OpenFreeMap's
 * vector tiles at zooms 12–14 around a town are mostly 20–60 KB. Styles, glyph ranges and sprites
 * count as `OTHER_RESOURCE_BYTES` each.
 */
export const DEFAULT_TILE_BYTES = 30 * 1024;
export const OTHER_RESOURCE_BYTES = 40 * 1024;
export const DOWNLOAD_CONCURRENCY = 4;

export interface SaveTarget extends LatLng {
  _id: string;
  name: string;
}

export interface SavePlan {
  courseId: string;
  name: string;
  resources: PlannedResource[];
  tiles: number;
  averageTileBytes: number;
  estimateBytes: number;
}

const json = async (kind: PlannedResource['kind'], url: string, signal: AbortSignal) =>
  JSON.parse(new TextDecoder().decode((await loadResource(kind, url, signal)).data)) as Record<
    string,
    unknown
  >;

export async function planCourseSave(
  course: SaveTarget,
  styleUrls: string[],
  signal: AbortSignal,
  pixelRatio = globalThis.devicePixelRatio || 1,
): Promise<SavePlan> {
  const areas: ZoomArea[] = [COURSE_AREA, REGION_AREA].map(({ halfSideKm, minZoom, maxZoom }) => ({
    box: boxAround(course, halfSideKm),
    minZoom,
    maxZoom,
  }));
  const resources = new Map<string, PlannedResource>();
  const add = (kind: PlannedResource['kind'], url: string) => {
    if (!resources.has(url)) resources.set(url, { kind, url });
  };
  for (const styleUrl of new Set(styleUrls)) {
    add('style', styleUrl);
    const style = await json('style', styleUrl, signal);
    const { inline, tileJsonUrls } = styleSources(style);
    const sources = [...inline];
    for (const url of tileJsonUrls) {
      add('source', url);
      const source = tileSourceFrom(await json('source', url, signal));
      if (source) sources.push(source);
    }
    for (const source of sources) for (const url of sourceTiles(source, areas, pixelRatio)) add('tile', url);
    for (const url of glyphUrls(style)) add('glyphs', url);
    for (const url of spriteUrls(style, pixelRatio)) add('sprite', url);
  }
  const list = [...resources.values()];
  const tiles = list.filter((r) => r.kind === 'tile').length;
  const averageTileBytes = (await storeUsage()).averageTileBytes ?? DEFAULT_TILE_BYTES;
  return {
    courseId: course._id,
    name: course.name,
    resources: list,
    tiles,
    averageTileBytes,
    estimateBytes: tiles * averageTileBytes + (list.length - tiles) * OTHER_RESOURCE_BYTES,
  };
}

export interface SaveProgress {
  done: number;
  total: number;
}

export interface SaveResult {
  bytes: number;
  resources: number;
  total: number;
  /** Resources the map server said it does not have (tiles outside its coverage); the map counts. */
  failed: number;
  /** Resources that could not be downloaded (no answer, a server error): the map is not saved. */
  missed: number;
}

/** Runs `work` over `items` with at most `limit` at a time; stops taking new items once aborted. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let item = items[next++]; item !== undefined && !signal.aborted; item = items[next++])
      await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The server's "I do not have it", as opposed to no answer or a failure on its side. */
const NOT_THERE = new Set([204, 404, 410]);

/**
 * Fetches what the store lacks. The course is recorded as saved only when nothing was missed; a
 * first save that missed some (or was cancelled) pins nothing: what arrived is ordinary cache,
 * evicted least recently used first, and found in the store by the next try. An earlier complete
 * save keeps its pins and its record.
 */
export async function downloadPlan(
  plan: SavePlan,
  signal: AbortSignal,
  onProgress: (progress: SaveProgress) => void,
): Promise<SaveResult> {
  const wasSaved = (await readSavedCourse(plan.courseId)) !== undefined;
  const urls = plan.resources.map((r) => r.url);
  const missingUrls = new Set(await pinResources(urls, plan.courseId));
  const missing = plan.resources.filter((r) => missingUrls.has(r.url));
  const total = plan.resources.length;
  let done = total - missing.length;
  let failed = 0;
  let missed = 0;
  onProgress({ done, total });
  try {
    await eachLimited(missing, DOWNLOAD_CONCURRENCY, signal, async ({ kind, url }) => {
      try {
        await fetchAndStore(kind, url, signal, plan.courseId);
      } catch (error) {
        if (signal.aborted) return; // every lane settles before the clean-up below
        if (error instanceof MapResponseError && NOT_THERE.has(error.status)) failed += 1;
        else missed += 1;
      }
      done += 1;
      onProgress({ done, total });
    });
    signal.throwIfAborted();
  } catch (error) {
    if (!wasSaved) await unpinCourse(plan.courseId);
    throw error;
  }
  // A server that has none of it is as good as none.
  if (failed === total) [failed, missed] = [0, total];
  if (missed > 0) {
    if (!wasSaved) await unpinCourse(plan.courseId);
    return { bytes: 0, resources: 0, total, failed, missed };
  }
  const { bytes, resources } = await pinnedUsage(plan.courseId);
  await recordSavedCourse({
    courseId: plan.courseId,
    name: plan.name,
    bytes,
    resources,
    savedAt: Date.now(),
  });
  return { bytes, resources, total, failed, missed };
}

/**
 * The whole save: the course's restrooms and reviews first (they are why the golfer came), then its
 * map: `plan` as the dialog sized it, or planned here (the course pack), or null when the map server
 * could not be reached for the plan. Rejects only when cancelled; every other end is an outcome.
 */
export async function saveCourse(
  saveData: (signal: AbortSignal) => Promise<void>,
  plan: SavePlan | (() => Promise<SavePlan>) | null,
  signal: AbortSignal,
  onProgress: (progress: SaveProgress) => void = () => undefined,
): Promise<SaveOutcome> {
  const ended = (data: 'saved' | 'failed', map: MapPart | null) => {
    signal.throwIfAborted();
    return saveOutcome(data, map, isOffline());
  };
  try {
    await saveData(signal);
  } catch {
    return ended('failed', null);
  }
  let planned: SavePlan;
  try {
    if (plan === null) return ended('saved', { state: 'unreachable' });
    planned = typeof plan === 'function' ? await plan() : plan;
  } catch {
    return ended('saved', { state: 'unreachable' });
  }
  const result = await downloadPlan(planned, signal, onProgress);
  return ended('saved', mapPartOf(result));
}
