/**
 * Is a restroom open now by its hours (docs/product.md §10)? The rules every side shares, without the
 * library itself: the server hands them its engine (engine.ts) on every answer, the device the same
 * engine once the course screens loaded it, and until then the answer's own `openNow` and
 * `nextChange`, which stay true until that change.
 */
import { instantOfWall, wallTime } from './local-time';

/** Where a restroom's hours are judged: its course's point (time zone, sunrise and sunset). */
export interface HoursPlace {
  latitude: number;
  longitude: number;
}

export interface HoursNow {
  /** Open, closed, or null when the hours say neither ("unknown", a comment like "call ahead"). */
  openNow: boolean | null;
  /** The next opening or closing within 7 days. */
  nextChange: Date | null;
  /** The next opening or closing within a year ("Closed for the season · opens in April"). */
  changesAt: Date | null;
  /** The course's IANA time zone; null when judged from an answer without the engine. */
  zone: string | null;
}

export interface HoursEngine {
  judge(value: string, place: HoursPlace, now: Date): HoursNow | null;
  zoneAt(place: HoursPlace): string;
  /** What is wrong with a value as OpenStreetMap syntax, or null (the form's check before sending). */
  problem(value: string): string | null;
}

const MONTH_KEYS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** [4,5,6,7,8,9,10] → "Apr-Oct"; gaps give several ranges ("Apr-May,Sep-Oct"); across the new year "Oct-Mar". */
export function monthsAsHours(months: readonly number[]): string {
  const open = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (open.size === 0 || open.size === 12) return open.size === 0 ? '' : 'Jan-Dec';
  // Start the runs after a closed month, so a season across the new year stays one range.
  const start = [...Array(12).keys()].map((i) => i + 1).find((m) => !open.has(m)) ?? 1;
  const ranges: string[] = [];
  let run: number[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const month = ((start - 1 + i) % 12) + 1;
    if (open.has(month)) run.push(month);
    if ((!open.has(month) || i === 12) && run.length > 0) {
      const from = MONTH_KEYS[(run[0] ?? 1) - 1];
      const to = MONTH_KEYS[(run.at(-1) ?? 1) - 1];
      ranges.push(run.length === 1 ? `${from}` : `${from}-${to}`);
      run = [];
    }
  }
  return ranges.join(',');
}

export interface HoursFields {
  /** Absent in answers saved before hours existed: unknown. */
  openingHours?: string | null;
  season: 'year_round' | 'seasonal' | 'unknown';
  openMonths: readonly number[];
}

/**
 * The hours a restroom is judged by: its own, else its open months as hours ("Apr-Oct"), else none
 * (unknown: never a reason to call it closed).
 */
export function effectiveHours(restroom: HoursFields): string | null {
  if (restroom.openingHours) return restroom.openingHours;
  if (restroom.season === 'seasonal' && restroom.openMonths.length > 0) {
    return monthsAsHours(restroom.openMonths);
  }
  return null;
}

/** What an answer says about its hours, read again later without the engine. */
export interface AnsweredHours extends HoursFields {
  openNow?: boolean | null;
  nextChange?: string | null;
  courseLatitude?: number | null;
  courseLongitude?: number | null;
}

/** The answer's verdict while it holds: until its next change, and for months while the month lasts. */
function fromAnswer(restroom: AnsweredHours, now: Date): HoursNow {
  const next = restroom.nextChange ? new Date(restroom.nextChange) : null;
  let openNow = restroom.openNow ?? null;
  if (next && next.getTime() <= now.getTime()) openNow = null;
  // An answer saved in October is not read as open in December (months by UTC until the zone is known).
  if (restroom.season === 'seasonal' && restroom.openMonths.length > 0) {
    if (!restroom.openMonths.includes(now.getUTCMonth() + 1)) openNow = false;
  }
  const future = next && next.getTime() > now.getTime() ? next : null;
  return { openNow, nextChange: future, changesAt: future, zone: null };
}

/**
 * The restroom's hours at `now`: null when it has none (unknown). Judged by `engine` at its course's
 * point when both are there, else from the answer.
 */
export function hoursAt(restroom: AnsweredHours, now: Date, engine: HoursEngine | null): HoursNow | null {
  const value = effectiveHours(restroom);
  if (value === null) return null;
  const { courseLatitude: latitude, courseLongitude: longitude } = restroom;
  if (engine && typeof latitude === 'number' && typeof longitude === 'number') {
    return engine.judge(value, { latitude, longitude }, now) ?? fromAnswer(restroom, now);
  }
  return fromAnswer(restroom, now);
}

/**
 * Spring (docs/product.md §10): when a seasonal restroom's season began this month (the course's
 * month) and nobody has confirmed it since, the moment it began; else null. Until a golfer or owner
 * says so, "open again" is only the calendar's word: the screens say "Should be open again — not
 * confirmed yet", and a course's quick questions ("Is it open again?") can ask from here.
 */
export function unconfirmedReopening(
  restroom: HoursFields & { lastConfirmedAt: string | null },
  now: Date,
  zone: string | null,
): Date | null {
  const months = restroom.openMonths;
  if (restroom.season !== 'seasonal' || months.length === 0 || months.length === 12) return null;
  const local = zone ? wallTime(now, zone) : { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const previous = local.month === 1 ? 12 : local.month - 1;
  if (!months.includes(local.month) || months.includes(previous)) return null;
  const first = { year: local.year, month: local.month, day: 1, hour: 0, minute: 0, second: 0 };
  const start = zone ? instantOfWall(first, zone) : new Date(Date.UTC(local.year, local.month - 1, 1));
  const confirmed = restroom.lastConfirmedAt ? Date.parse(restroom.lastConfirmedAt) : Number.NaN;
  return confirmed >= start.getTime() ? null : start;
}
