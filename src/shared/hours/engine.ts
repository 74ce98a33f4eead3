/**
 * Opening hours judged by OpenStreetMap's own `opening_hours` library (the whole syntax: weekdays,
 * months, `sunrise-sunset`, public holidays, `24/7`, `off`) in the course's time zone, which an
 * offline lookup (`@photostructure/tz-lookup`) finds from the course's coordinates
 * (docs/product.md §10). The server imports this module; the client loads it with the course
 * screens (client/lib/hours-engine.ts), never on the first page.
 *
 * The library reads a Date's local fields (getHours, getDay), i.e. the zone of the process or the
 * phone. So it is handed "wall" dates whose local fields are the course's clock, and what it answers
 * is read back the same way. Its sun times are instants whose local hour it reads too: the longitude
 * it is given is moved by the difference between the two zones (the sun is 4 minutes later per
 * degree west), so its sunrise in the runtime's zone reads as the course's sunrise in the course's.
 */
import OpeningHours from 'opening_hours';
import tzLookup from '@photostructure/tz-lookup';
import { instantOfWall, wallTime, zoneOffsetMinutes } from './local-time';
import type { HoursEngine, HoursNow, HoursPlace } from './judge';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** `nextChange` looks this far (the contract's 7 days); `changesAt` up to a year, for "opens in April". */
const NEAR_MS = 7 * DAY_MS;
const FAR_MS = 366 * DAY_MS;
/** Parsing a value costs the library ~0.7 ms; a value is parsed once per place and kept. */
const KEPT_PARSES = 2000;

/** US public holidays (`PH`): the courses are in the United States (docs/product.md §5). */
const COUNTRY = 'us';

const parsed = new Map<string, OpeningHours | string>();
const zones = new Map<string, string>();
/** Judgements by value, place and minute: every request for a course in one minute asks the same. */
const judged = new Map<string, HoursNow | null>();

/** The IANA time zone at a point, from the lookup's own data (no network). */
export function timeZoneAt(place: HoursPlace): string {
  const key = `${place.latitude.toFixed(4)},${place.longitude.toFixed(4)}`;
  let zone = zones.get(key);
  if (zone === undefined) {
    zone = tzLookup(place.latitude, place.longitude);
    if (zones.size >= KEPT_PARSES) zones.clear();
    zones.set(key, zone);
  }
  return zone;
}

/** The library's thrown text ("Mo-Fr 25:00 <--- (Time range starts outside of the current day)") as one sentence. */
function problemText(error: unknown): string {
  const raw = typeof error === 'string' ? error : error instanceof Error ? error.message : String(error);
  const match = /^(.*?)\s*<---\s*\((.*)\)\s*$/s.exec(raw.trim());
  if (!match) return `Opening hours are not valid OpenStreetMap syntax: ${raw.trim()}`;
  const near = (match[1] ?? '').trim();
  const reason = (match[2] ?? '').replace(/\s*This means that.*$/s, '').trim();
  return `Opening hours are not valid OpenStreetMap syntax: ${reason}${near ? ` (at "${near}")` : ''}`;
}

function parse(value: string, latitude: number, longitude: number): OpeningHours | string {
  const key = `${value}\n${latitude.toFixed(3)}\n${longitude.toFixed(3)}`;
  let kept = parsed.get(key);
  if (kept === undefined) {
    try {
      kept = new OpeningHours(
        value,
        // The library reads the position only as text (its typings say numbers); no state: federal holidays.
        {
          lat: String(latitude),
          lon: String(longitude),
          address: { country_code: COUNTRY },
        } as unknown as ConstructorParameters<typeof OpeningHours>[1],
        { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: 4, locale: 'en' },
      );
    } catch (error) {
      kept = problemText(error);
    }
    if (parsed.size >= KEPT_PARSES) parsed.clear();
    parsed.set(key, kept);
  }
  return kept;
}

/** What is wrong with `value` as OpenStreetMap opening hours, or null when the library reads it. */
export function hoursProblem(value: string): string | null {
  const result = parse(value, 0, 0);
  return typeof result === 'string' ? result : null;
}

/** A runtime-local Date whose fields are `zone`'s clock at `instant`. */
function toWallDate(instant: Date, zone: string): Date {
  const w = wallTime(instant, zone);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The instant a runtime-local "wall" Date stands for in `zone`. */
function fromWallDate(date: Date, zone: string): Date {
  return instantOfWall(
    {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    },
    zone,
  );
}

/**
 * `value` at `now` at the course at `place`, or null when the library cannot read it. Judged at the
 * start of `now`'s minute: the syntax and the sun times have whole minutes, so every moment of one
 * minute gets the same answer.
 */
export function judgeHours(value: string, place: HoursPlace, now: Date): HoursNow | null {
  const at = new Date(now.getTime() - (now.getTime() % MINUTE_MS));
  const key = `${value}\n${place.latitude}\n${place.longitude}\n${at.getTime()}`;
  let answer = judged.get(key);
  if (answer === undefined) {
    answer = judgeAt(value, place, at);
    if (judged.size >= KEPT_PARSES) judged.clear();
    judged.set(key, answer);
  }
  return answer;
}

function judgeAt(value: string, place: HoursPlace, at: Date): HoursNow | null {
  const zone = timeZoneAt(place);
  const wallNow = toWallDate(at, zone);
  const shiftMinutes = zoneOffsetMinutes(at, zone) + wallNow.getTimezoneOffset();
  const hours = parse(value, place.latitude, place.longitude - shiftMinutes / 4);
  if (typeof hours === 'string') return null;
  // One evaluation for the state (getState and getUnknown would make one each).
  const [open, , unknown] = hours.getStatePair(wallNow);
  const next = hours.getNextChange(wallNow, new Date(wallNow.getTime() + FAR_MS));
  const changesAt = next ? fromWallDate(next, zone) : null;
  return {
    openNow: unknown ? null : open,
    nextChange: changesAt && changesAt.getTime() - at.getTime() <= NEAR_MS ? changesAt : null,
    changesAt,
    zone,
  };
}

/**
 * The months (1–12) in which `value` opens at all in `year`: twelve for hours without months, none
 * for `off`. A restroom's season is derived from them (docs/product.md §10).
 */
export function monthsOfHours(value: string, year: number): number[] {
  const hours = parse(value, 0, 0);
  if (typeof hours === 'string') return [];
  const months: number[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const from = new Date(year, month - 1, 1);
    const to = new Date(year, month, 1);
    if (hours.getOpenIntervals(from, to).length > 0) months.push(month);
  }
  return months;
}

export const hoursEngine: HoursEngine = { judge: judgeHours, zoneAt: timeZoneAt, problem: hoursProblem };
