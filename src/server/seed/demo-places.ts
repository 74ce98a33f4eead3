/**
 * The demo's restrooms as places (docs/product.md §10): where each stands, who may use it, its
 * season and amenities, who last vouched for it, and a few live reports, so every part of the
 * second wave shows on a fresh start. Fictional, like the demo's restrooms; positions are offsets
 * from the course's OpenStreetMap point.
 */
import type { ReportKind } from '../../shared/report-kinds';
import type { ACCESS_KINDS, SEASONS } from '../../shared/restroom-constants';
import type { Amenities } from '../../shared/schemas';
import type { DemoUserKey } from './demo-data';

export interface DemoPlace {
  /** Metres north and east of the course's point; none: placed at the course (approximate). */
  at?: [north: number, east: number];
  access?: (typeof ACCESS_KINDS)[number];
  accessNote?: string;
  season?: (typeof SEASONS)[number];
  openMonths?: number[];
  /** OpenStreetMap syntax; when given, it decides the season (restrooms/hours.ts). */
  openingHours?: string;
  amenities?: Partial<Amenities>;
  /** A golfer's "Still here and OK", this many days ago. */
  confirmedDaysAgo?: number;
}

const FULL_ACCESSIBILITY: Partial<Amenities> = {
  handwashing: true,
  soap: true,
  babyChanging: true,
  stepFree: true,
  grabBars: true,
  wideDoor: true,
  turningSpace: true,
};

/** By the restroom's demo key (course/name). Restrooms not named here keep every detail unknown. */
export const DEMO_PLACES: Record<string, DemoPlace> = {
  'pinehurst-2/Clubhouse Main': {
    at: [40, -60],
    access: 'customers',
    accessNote: 'Through the pro shop, left of the starter’s desk',
    openingHours: 'Mo-Su 06:30-20:00',
    amenities: FULL_ACCESSIBILITY,
    confirmedDaysAgo: 2,
  },
  'pinehurst-2/Turn House': {
    at: [-420, 380],
    access: 'players',
    season: 'year_round',
    amenities: { handwashing: true, soap: true, babyChanging: false },
  },
  'mid-pines/Hole 12 Restroom': {
    at: [310, 520],
    access: 'players',
    season: 'seasonal',
    openMonths: [3, 4, 5, 6, 7, 8, 9, 10, 11],
    amenities: { handwashing: false, stepFree: false },
  },
  'lonnie-poole/Clubhouse Main': {
    at: [25, 30],
    access: 'public',
    season: 'year_round',
    amenities: FULL_ACCESSIBILITY,
    confirmedDaysAgo: 3,
  },
  'lonnie-poole/Hole 5 Restroom': {
    at: [-380, 240],
    access: 'key',
    accessNote: 'Code on your scorecard',
    season: 'year_round',
  },
  'hillandale/Clubhouse Main': { at: [20, -15], access: 'customers', season: 'year_round' },
  'hillandale/9th Hole Halfway House': {
    at: [-260, 410],
    access: 'players',
    season: 'year_round',
    amenities: { handwashing: true, soap: true },
  },
  // Closed over the winter (November to March), and open while the course is: sunrise to sunset.
  'myers-park/Hole 7 Restroom': {
    at: [450, -300],
    access: 'members',
    openingHours: 'Apr-Oct sunrise-sunset',
  },
};

export interface DemoReport {
  restroom: string;
  by: DemoUserKey;
  kind: ReportKind;
  note?: string;
  minutesAgo: number;
}

/** Live reports, fresh at every start: one in the demo owner's queue, one the golfers see. */
export const DEMO_REPORTS: DemoReport[] = [
  { restroom: 'hillandale/9th Hole Halfway House', by: 'golfer', kind: 'no_paper', minutesAgo: 40 },
  {
    restroom: 'lonnie-poole/Hole 5 Restroom',
    by: 'golfer',
    kind: 'locked',
    note: 'The code on the card does not open it',
    minutesAgo: 25,
  },
];

/**
 * Problems of the demo owner's courses that the owner fixed in the past weeks, so the owner
 * dashboard's Analytics tab (docs/product.md §12) has a history to draw on a fresh start.
 */
export interface DemoFixedReport {
  restroom: string;
  kind: ReportKind;
  daysAgo: number;
  fixedAfterHours: number;
}

export const DEMO_FIXED_REPORTS: DemoFixedReport[] = [
  { restroom: 'hillandale/Clubhouse Main', kind: 'locked', daysAgo: 26, fixedAfterHours: 3 },
  { restroom: 'hillandale/9th Hole Halfway House', kind: 'no_paper', daysAgo: 19, fixedAfterHours: 1.5 },
  { restroom: 'hillandale/Clubhouse Main', kind: 'needs_cleaning', daysAgo: 16, fixedAfterHours: 2 },
  { restroom: 'hillandale/9th Hole Halfway House', kind: 'locked', daysAgo: 12, fixedAfterHours: 5 },
  { restroom: 'hillandale/Clubhouse Main', kind: 'no_paper', daysAgo: 9, fixedAfterHours: 0.5 },
  { restroom: 'hillandale/9th Hole Halfway House', kind: 'out_of_order', daysAgo: 4, fixedAfterHours: 20 },
  { restroom: 'old-chatham/Clubhouse Main', kind: 'no_soap', daysAgo: 11, fixedAfterHours: 2 },
];

const METRES_PER_DEGREE = 111_320;

/** The point `at` metres from the course's. */
export function placeAt(course: { latitude: number; longitude: number }, at: [number, number]) {
  const [north, east] = at;
  return {
    latitude: course.latitude + north / METRES_PER_DEGREE,
    longitude: course.longitude + east / (METRES_PER_DEGREE * Math.cos((course.latitude * Math.PI) / 180)),
  };
}
