/**
 * What a restroom's hours say to a golfer now (docs/product.md §10): "Open until 19:00", "Closes in
 * 20 min", "Closed · opens 07:00", "Closed for the season · opens in April". Times are the course's
 * (its clock is on the door), written in the user's own clock format (12 or 24 hours, by locale);
 * the sentences are the golfer's language's (catalogue `hours`), the weekdays, months and times
 * Intl's in the golfer's locale (docs/decisions.md §9).
 */
import type { HoursNow } from '../../shared/hours/judge';
import { wallTime } from '../../shared/hours/local-time';
import { CLOSING_SOON_MINUTES } from '../../shared/restroom-constants';
import { activeLanguage, translator } from './i18n/catalogue';
import hours from './i18n/catalogues/en/hours';

/** The `hours` catalogue in the active language (hours-note.tsx and restroom-verdict.ts use it too). */
export const hoursWords = translator(hours);
const t = hoursWords;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface HoursLine {
  text: string;
  /** Open, and closing within CLOSING_SOON_MINUTES. */
  closingSoon: boolean;
  /** Closed by its hours or its season. */
  closed: boolean;
}

interface Season {
  season: 'year_round' | 'seasonal' | 'unknown';
  openMonths: readonly number[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let kept = formats.get(key);
  if (!kept) {
    kept = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, kept);
  }
  return kept;
}

/** A 24-hour clock pads its hours ("07:00"); a 12-hour one does not ("7:00 AM"). */
const twelveHours = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;

/** "19:00" or "7:00 PM" as the user's locale writes it; "Sat 19:00" beyond tomorrow; "tomorrow 07:00". */
function when(at: Date, now: Date, zone: string, locale: string): string {
  const hour = twelveHours(locale) ? 'numeric' : '2-digit';
  const time = format(locale, zone, { hour, minute: '2-digit' }).format(at);
  const day = (instant: Date) => {
    const w = wallTime(instant, zone);
    return Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;
  };
  const days = day(at) - day(now);
  if (days <= 0) return time;
  if (days === 1) return t('hours.tomorrow', { time });
  return t('hours.dayTime', { day: format(locale, zone, { weekday: 'short' }).format(at), time });
}

/** Minutes (at least 1) or hours from `now` to `at`, for a judgement without the course's zone. */
function within(at: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / MINUTE_MS));
  return minutes < 60
    ? t('hours.within', { unit: 'minute', n: minutes })
    : t('hours.within', { unit: 'hour', n: Math.round(minutes / 60) });
}

const outOfSeason = (season: Season, now: Date, zone: string | null) =>
  season.season === 'seasonal' &&
  season.openMonths.length > 0 &&
  !season.openMonths.includes(zone ? wallTime(now, zone).month : now.getUTCMonth() + 1);

function closedText(hours: HoursNow, season: Season, now: Date, locale: string): string {
  const { nextChange, changesAt, zone } = hours;
  if (outOfSeason(season, now, zone)) {
    if (!changesAt) return t('hours.season');
    const month = format(locale, zone ?? 'UTC', { month: 'long' }).format(changesAt);
    return t('hours.seasonUntil', { month });
  }
  if (!nextChange)
    return changesAt && zone
      ? t('hours.opens', { when: format(locale, zone, { month: 'short', day: 'numeric' }).format(changesAt) })
      : t('hours.closed');
  return zone
    ? t('hours.opens', { when: when(nextChange, now, zone, locale) })
    : t('hours.opensIn', { within: within(nextChange, now) });
}

function openText(hours: HoursNow, now: Date, locale: string): HoursLine {
  const { nextChange, changesAt, zone } = hours;
  const line = (text: string, closingSoon = false) => ({ text, closingSoon, closed: false });
  if (!nextChange) return line(t(changesAt ? 'hours.openNow' : 'hours.open247'));
  const minutes = Math.ceil((nextChange.getTime() - now.getTime()) / MINUTE_MS);
  if (minutes <= CLOSING_SOON_MINUTES) return line(t('hours.closesIn', { n: Math.max(1, minutes) }), true);
  return line(
    zone
      ? t('hours.openUntil', { when: when(nextChange, now, zone, locale) })
      : t('hours.openFor', { within: within(nextChange, now) }),
  );
}

/**
 * The line for `hours` at `now`; null when the hours say neither open nor closed. In the golfer's
 * locale (the active language's, docs/decisions.md §9) unless a test gives one.
 */
export function hoursLine(
  hours: HoursNow,
  season: Season,
  now: Date,
  locale: string = activeLanguage().locale,
): HoursLine | null {
  if (hours.openNow === null) return null;
  if (hours.openNow) return openText(hours, now, locale);
  return { text: closedText(hours, season, now, locale), closingSoon: false, closed: true };
}
