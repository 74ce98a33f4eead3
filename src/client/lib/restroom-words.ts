/**
 * The words every screen uses for a restroom's details past the spec (docs/product.md §10): access,
 * season, amenities, live reports and freshness. One place, so the course page, the nearby list and
 * the owner's queue say the same thing, in the golfer's language (catalogue `words`, docs/decisions.md
 * §9): each is read when it is shown, so a screen that re-renders on a language change (its own
 * `useT`) shows the new language's words.
 */
import { REPORT_KINDS, reportKind, type ReportKind } from '../../shared/report-kinds';
import { ACCESS_KINDS, AMENITIES, SEASONS } from '../../shared/restroom-constants';
import { formatShortDistance } from '../../shared/format';
import type { DistanceUnit } from '../../shared/units';
import { UNKNOWN_SPOT_MILES } from '../../shared/nearest';
import { daysSince } from '../../shared/restroom-state';
import { activeLanguage, translator } from './i18n/catalogue';
import words from './i18n/catalogues/en/words';

type Access = (typeof ACCESS_KINDS)[number];
type Amenity = (typeof AMENITIES)[number];
type Key = keyof typeof words;

const t = translator(words);

/**
 * A table of labels keyed by kind that reads the active language each time a label is taken
 * (`ACCESS_LABELS[kind]`, `Object.entries(…)`): the same table serves every language.
 */
function labels<K extends string>(kinds: readonly K[], key: (kind: K) => Key): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const kind of kinds) Object.defineProperty(table, kind, { get: () => t(key(kind)), enumerable: true });
  return table;
}

export const ACCESS_LABELS = labels(ACCESS_KINDS, (kind) => `words.access.${kind}`);

/**
 * Beside "Usable now", for whom (issue 38): a members-only or key-code restroom is no answer for
 * everyone. "Usable now · members only", "Usable now · access unknown".
 */
export const usableText = (access: Access): string => t('words.usable', { access });

export const SEASON_LABELS = labels(SEASONS, (season) => `words.season.${season}`);

export const AMENITY_LABELS = labels(AMENITIES, (amenity: Amenity) => `words.amenity.${amenity}`);

/** What a golfer picks in "Report a problem", and how a card names an active report. */
export const REPORT_LABELS = labels(REPORT_KINDS, (kind) => `words.report.${kind}`);

/** The kinds whose verdict has a headline of its own (shared/report-kinds.ts `headline`). */
export const HEADLINES: Partial<Record<ReportKind, Key>> = { gone: 'words.headline.gone' };

/** The verdict's reason for a kind two golfers or an owner reported: "Locked", "Reported gone". */
export const reportHeadline = (kind: ReportKind): string => {
  const headline = HEADLINES[kind];
  return headline ? t(headline) : REPORT_LABELS[kind];
};

/** How long a report of `kind` stays (shared/report-kinds.ts lifetimes), as the report dialogs say it. */
export function reportHintText(kind: ReportKind): string {
  const meaning = reportKind(kind);
  if (meaning.lifetimeMs === null) return t('words.hint.never');
  if ('untilSeasonStarts' in meaning) return t('words.hint.season');
  const hours = meaning.lifetimeMs / 3_600_000;
  return hours % 24 === 0 ? t('words.hint.days', { n: hours / 24 }) : t('words.hint.hours', { n: hours });
}

/** "1 golfer reported it locked 10 min ago" (`ago` is reportedAgoText's). */
export const reportWarning = (kind: ReportKind, golfers: number, ago: string): string =>
  t('words.warning', { golfers, kind, ago });

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** January is 1: 'Jan' in English, 'Jän.'/'Jan.' in German, as Intl writes the golfer's locale. */
export function shortMonthName(month: number): string {
  const { locale } = activeLanguage();
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(2000, month - 1, 1));
}

/** "Open Apr–Oct" for a run of months, else the months listed ("Open Jan, Mar, Dec"). */
export function openMonthsText(months: readonly number[]): string {
  if (months.length === 0) return SEASON_LABELS.seasonal;
  if (months.length === 12) return SEASON_LABELS.year_round;
  const sorted = [...months].sort((a, b) => a - b);
  const consecutive = sorted.every((month, i) => i === 0 || month === (sorted[i - 1] ?? 0) + 1);
  return consecutive && sorted.length > 2
    ? t('words.openRun', { from: shortMonthName(sorted[0] ?? 1), to: shortMonthName(sorted.at(-1) ?? 12) })
    : t('words.openList', { months: sorted.map(shortMonthName).join(', ') });
}

/** "today", "yesterday", "N days ago" (whole days since `iso`). */
export const daysAgoText = (iso: string, now: Date): string => t('words.daysAgo', { n: daysSince(iso, now) });

/** "just now", "40 min ago", "3 h ago", then days: how long ago a report was made. */
export function reportedAgoText(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t('words.justNow');
  if (minutes < 60) return t('words.minutesAgo', { n: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return t('words.hoursAgo', { n: hours });
  return daysAgoText(iso, now);
}

/** "Confirmed 3 days ago", "Owner confirmed today", or "Not confirmed yet". */
export function freshnessText(
  restroom: { lastConfirmedAt: string | null; ownerConfirmedAt: string | null },
  now: Date,
): string {
  const { lastConfirmedAt, ownerConfirmedAt } = restroom;
  if (!lastConfirmedAt) return t('words.notConfirmed');
  const byOwner = ownerConfirmedAt !== null && ownerConfirmedAt === lastConfirmedAt;
  return t('words.confirmed', { owner: byOwner ? 'yes' : 'no', days: daysSince(lastConfirmedAt, now) });
}

/**
 * How far a restroom is (docs/product.md §10, issue 38): '530 yd'. One with no position of its own
 * is measured to its course's point but may be anywhere on the course: within the course's reach it
 * is 'At the course, exact spot unknown', no number (a "≈ 0.0 mi" read as "right here"); farther,
 * '≈ 2.3 mi · at the course, exact spot unknown'. In the golfer's unit (docs/product.md §14: '480 m')
 * and locale ('2,3 mi').
 */
export function distanceText(miles: number, approximate: boolean, unit: DistanceUnit): string {
  const distance = formatShortDistance(miles, unit, activeLanguage().locale);
  if (!approximate) return distance;
  if (miles < UNKNOWN_SPOT_MILES) return t('words.atCourse');
  return t('words.nearCourse', { distance });
}
