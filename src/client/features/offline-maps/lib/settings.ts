/**
 * The offline maps' settings on this device (localStorage). The map store's size cap: what the
 * least-recently-used eviction keeps the map store under (saved courses' tiles are pinned and never
 * evicted). The course pack's mode: when the course the golfer is at is saved by itself.
 */
import { readStorage, writeStorage } from '../../../lib/storage';
import { COURSE_PACK_MODES, DEFAULT_COURSE_PACK_MODE, type CoursePackMode } from './course-pack';

export const MAP_CACHE_CAP_KEY = 'map-cache-cap-mb';
export const MAP_CACHE_CAP_OPTIONS_MB = [50, 100, 200, 500] as const;
export const DEFAULT_MAP_CACHE_CAP_MB = 200;

const MB = 1024 * 1024;

export function readCapMb(): number {
  const stored = Number(readStorage(MAP_CACHE_CAP_KEY));
  return (MAP_CACHE_CAP_OPTIONS_MB as readonly number[]).includes(stored) ? stored : DEFAULT_MAP_CACHE_CAP_MB;
}

export function writeCapMb(mb: number): void {
  writeStorage(MAP_CACHE_CAP_KEY, String(mb));
}

export const readCapBytes = (): number => readCapMb() * MB;

export const COURSE_PACK_MODE_KEY = 'course-pack-mode';

export function readPackMode(): CoursePackMode {
  const stored = readStorage(COURSE_PACK_MODE_KEY);
  return COURSE_PACK_MODES.find((mode) => mode === stored) ?? DEFAULT_COURSE_PACK_MODE;
}

export function writePackMode(mode: CoursePackMode): void {
  writeStorage(COURSE_PACK_MODE_KEY, mode);
}

/** "Not now" on a course's offer holds for a round (then it may be offered again). */
const DECLINED_FOR_MS = 8 * 60 * 60 * 1000;
const declinedKey = (courseId: string) => `course-pack-declined:${courseId}`;

export function packDeclined(courseId: string, now = Date.now()): boolean {
  const at = Number(readStorage(declinedKey(courseId)));
  return Number.isFinite(at) && at > 0 && now - at < DECLINED_FOR_MS;
}

export function declinePack(courseId: string, now = Date.now()): void {
  writeStorage(declinedKey(courseId), String(now));
}
