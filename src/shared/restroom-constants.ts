/**
 * Constants of restrooms as places (issue 15, docs/product.md §10), apart from constants.ts: that
 * module travels in the first page's JavaScript (its storage keys and spec limits are needed there),
 * and everything in it with it; these are needed only by the screens that show or write the details.
 */

import type { LOCATION_TYPES } from './constants';

/**
 * Restroom name choices by location type (docs/product.md §5). On-course holes are the spec's list, verbatim.
 */
/**
 * The spec's list stopped at holes 2–8 and 11–17, so a restroom by the 1st, 9th, 10th or 18th tee
 * could not be added (issue 15): every hole is offered now, up to 27 for courses with a third nine.
 * The spec's names are among them, unchanged.
 */
export const MAX_HOLE = 27;
const ON_COURSE_HOLES = Array.from({ length: MAX_HOLE }, (_, i) => i + 1);
export const RESTROOM_NAME_CHOICES = {
  clubhouse: ['Clubhouse Main', 'Clubhouse Pro Shop', 'Clubhouse Restaurant', 'Clubhouse Locker Room'],
  'halfway-house': ['Halfway House', 'Turn House', '9th Hole Halfway House'],
  'on-course': ON_COURSE_HOLES.map((hole) => `Hole ${hole} Restroom`),
} as const satisfies Record<(typeof LOCATION_TYPES)[number], readonly string[]>;

export const RESTROOM_DEFAULTS = {
  locationType: 'clubhouse',
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: false,
} as const;

/**
 * The spec's fields that cannot be empty but that a source may not state (an OpenStreetMap toilet
 * without `male`/`female`/`unisex`): stored with RESTROOM_DEFAULTS and named in the answer's
 * `unstated`, so clients show "not stated" instead of a default read as a fact (docs/product.md §11).
 */
export const UNSTATED_FIELDS = ['facilityType', 'gender'] as const;
export type UnstatedField = (typeof UNSTATED_FIELDS)[number];

/**
 * Restroom details past the spec (issue 15, docs/decisions.md §8): who may use it, when it is open,
 * what it has. Every detail may be unknown, and unknown is never shown as "no".
 */
export const ACCESS_KINDS = ['public', 'customers', 'players', 'members', 'key', 'unknown'] as const;
export const SEASONS = ['year_round', 'seasonal', 'unknown'] as const;

/**
 * Where a restroom's row came from (issue 16, docs/product.md §11), and the attribution and licence
 * OpenStreetMap's data carries wherever it shows (its ODbL requires both). 'golfers': listed by
 * golfers' agreeing answers to a course's quick questions (docs/product.md §13).
 */
export const RESTROOM_SOURCES = ['community', 'openstreetmap', 'golfers'] as const;
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors, ODbL';
export const AMENITIES = [
  'handwashing',
  'soap',
  'babyChanging',
  'stepFree',
  'grabBars',
  'wideDoor',
  'turningSpace',
] as const;
export const ACCESS_NOTE_MAX = 200;
/** OpenStreetMap's own limit on a tag's value (docs/product.md §10, opening hours). */
export const OPENING_HOURS_MAX = 255;
/** "Closes in 20 min": a restroom closing this soon says so on /nearby (docs/product.md §10). */
export const CLOSING_SOON_MINUTES = 30;
export const REPORT_NOTE_MAX = 200;

const HOUR_MS = 60 * 60 * 1000;

/** "Confirmed this season": a confirmation younger than this ranks a restroom above older ones. */
export const FRESH_CONFIRMATION_DAYS = 180;
/** A golfer's second "Still here and OK" within this time changes nothing (one tap is enough). */
export const CONFIRMATION_REPEAT_MS = HOUR_MS;
/** Nearby restrooms: the course list's radius and limit rules, with these defaults. */
export const NEARBY = { defaultRadius: 25, defaultLimit: 20 } as const;
