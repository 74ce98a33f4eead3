/**
 * The course pack (docs/decisions.md §6, "Course pack"): the course the golfer is at is saved for
 * offline by itself, so nobody has to think of "Save for offline" before the signal goes. Here: when
 * the golfer counts as at the course, and whether this connection may download it unasked.
 */
import { haversineMiles, type LatLng } from '../../../../shared/geo';

/**
 * A course is known by one point (its clubhouse or middle); an 18-hole course reaches about a
 * kilometre from it. "At the course" is inside that or within 300 m of it.
 */
const COURSE_REACH_METRES = 1_000;
const NEAR_COURSE_METRES = 300;
const METRES_PER_MILE = 1_609.344;

export function isAtCourse(here: LatLng, course: LatLng): boolean {
  return haversineMiles(here, course) * METRES_PER_MILE <= COURSE_REACH_METRES + NEAR_COURSE_METRES;
}

/** The setting: save by itself on Wi-Fi (ask on other connections), on any connection, or never. */
export type CoursePackMode = 'wifi' | 'always' | 'off';
export const COURSE_PACK_MODES: readonly CoursePackMode[] = ['wifi', 'always', 'off'];
export const DEFAULT_COURSE_PACK_MODE: CoursePackMode = 'wifi';

/** What the Network Information API tells (Chromium on Android; nothing on iOS or desktop Safari). */
export interface ConnectionInfo {
  type?: string;
  saveData?: boolean;
}

/**
 * 'save': download now, unasked. 'ask': offer it in one tap (the connection may be metered, or the
 * browser cannot tell). 'none': the setting is off.
 */
export type PackDecision = 'save' | 'ask' | 'none';

const UNMETERED = new Set(['wifi', 'ethernet']);

export function packDecision(mode: CoursePackMode, connection: ConnectionInfo | undefined): PackDecision {
  if (mode === 'off') return 'none';
  // Data Saver is the golfer saying "ask me first", whatever the setting.
  if (connection?.saveData) return 'ask';
  if (mode === 'always') return 'save';
  return connection?.type !== undefined && UNMETERED.has(connection.type) ? 'save' : 'ask';
}

/** The browser's connection, where it tells. */
export const currentConnection = (): ConnectionInfo | undefined =>
  (navigator as Navigator & { connection?: ConnectionInfo }).connection;
