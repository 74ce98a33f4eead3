/**
 * The round a golfer is playing, as this device remembers it (docs/product.md §10, "Next restroom on
 * my round"): the hole they said they are on at a course, with when they said it, under
 * `round-hole:{courseId}` in localStorage. The course page reads and writes it; the app's launch
 * (app/launch.ts) reads it to open on the course the golfer is at.
 */
import { readStorage } from './storage';

/** A round, with its walk to the car and a drink after, is over well within this. */
export const ROUND_MEMORY_MS = 8 * 60 * 60 * 1000;

const PREFIX = 'round-hole:';

export const roundHoleKey = (courseId: string) => `${PREFIX}${courseId}`;

interface RoundMark {
  hole: number;
  /** When the hole was set (ms since the epoch). */
  at: number;
}

/** The stored mark, or null when there is none, it is malformed, or the round is older than 8 h. */
function parseRoundMark(stored: string | null, now: Date): RoundMark | null {
  if (!stored) return null;
  try {
    const { hole, at } = JSON.parse(stored) as { hole?: unknown; at?: unknown };
    // The hole's upper bound is the course page's to judge (shared/restroom-constants.ts MAX_HOLE):
    // imported here, the restroom constants would travel in every page's first chunk.
    if (typeof hole !== 'number' || !Number.isInteger(hole) || hole < 1) return null;
    if (typeof at !== 'number' || now.getTime() - at > ROUND_MEMORY_MS) return null;
    return { hole, at };
  } catch {
    return null;
  }
}

/** The hole of a stored mark up to `lastHole`, or null (see parseRoundMark). */
export function parseRoundHole(stored: string | null, now: Date, lastHole: number): number | null {
  const hole = parseRoundMark(stored, now)?.hole ?? null;
  return hole !== null && hole <= lastHole ? hole : null;
}

/** The course of the round in progress on this device (the hole set most recently, within 8 h), or null. */
export function currentRoundCourse(now = new Date()): string | null {
  let best: { courseId: string; at: number } | null = null;
  try {
    const storage = globalThis.localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const mark = parseRoundMark(readStorage(key), now);
      if (mark && (!best || mark.at > best.at)) best = { courseId: key.slice(PREFIX.length), at: mark.at };
    }
  } catch {
    return null; // Storage disabled: no round remembered.
  }
  return best?.courseId ?? null;
}
