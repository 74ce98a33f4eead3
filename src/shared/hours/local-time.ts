/**
 * Wall-clock time in a named time zone (IANA, e.g. "America/New_York") with the platform's Intl
 * alone: what a course's clock says at an instant, and the instant a course-local wall time names.
 * Opening hours are posted in the course's time, so they are judged there (docs/product.md §10),
 * never in the phone's or the server's zone.
 */

export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Intl's reading of the clock, about 17 µs: read once per zone and quarter hour (below). */
function intlWallTime(instant: Date, zone: string): WallTime {
  const fields: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields['year'] ?? 1970,
    month: fields['month'] ?? 1,
    day: fields['day'] ?? 1,
    hour: fields['hour'] ?? 0,
    minute: fields['minute'] ?? 0,
    second: fields['second'] ?? 0,
  };
}

/** Clocks change on a quarter hour (most on the hour, a few on the half): one offset per quarter. */
const QUARTER_MS = 15 * 60_000;
const KEPT_OFFSETS = 10_000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC at `instant`, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_MS) * QUARTER_MS;
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = Math.round((asUtc(intlWallTime(new Date(quarter), zone)) - quarter) / 60_000);
    if (offsets.size >= KEPT_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock of `zone` at `instant`. */
export function wallTime(instant: Date, zone: string): WallTime {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, zone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The instant at which `zone`'s clock shows `wall`. A wall time skipped by a clock change (02:30 on
 * the spring-forward night) lands just after the change, as a clock on the wall would.
 */
export function instantOfWall(wall: WallTime, zone: string): Date {
  const utc = asUtc(wall);
  const first = utc - zoneOffsetMinutes(new Date(utc), zone) * 60_000;
  return new Date(utc - zoneOffsetMinutes(new Date(first), zone) * 60_000);
}
