/**
 * The words every screen uses for a restroom's details past the spec (docs/product.md §10): access,
 * season, amenities, live reports and freshness. One place, so the course page, the nearby list and
 * the owner's queue say the same thing.
 */
import { REPORT_KINDS, reportKind, type ReportKind } from '../../shared/report-kinds';
import type { ACCESS_KINDS, AMENITIES, SEASONS } from '../../shared/restroom-constants';
import { formatShortDistance } from '../../shared/format';
import type { DistanceUnit } from '../../shared/units';
import { UNKNOWN_SPOT_MILES } from '../../shared/nearest';
import { daysSince } from '../../shared/restroom-state';

type Access = (typeof ACCESS_KINDS)[number];
type Season = (typeof SEASONS)[number];
type Amenity = (typeof AMENITIES)[number];

export const ACCESS_LABELS: Record<Access, string> = {
  public: 'Public',
  customers: 'Customers',
  players: 'Players only',
  members: 'Members only',
  key: 'Key or code needed',
  unknown: 'Access unknown',
};

/**
 * Beside "Usable now", for whom (issue 38): a members-only or key-code restroom is no answer for
 * everyone. "Usable now · members only", "Usable now · access unknown".
 */
export const usableText = (access: Access): string => `Usable now · ${ACCESS_LABELS[access].toLowerCase()}`;

export const SEASON_LABELS: Record<Season, string> = {
  year_round: 'Open all year',
  seasonal: 'Seasonal',
  unknown: 'Season unknown',
};

export const AMENITY_LABELS: Record<Amenity, string> = {
  handwashing: 'Hand-washing sink',
  soap: 'Soap',
  babyChanging: 'Baby changing table',
  stepFree: 'Step-free from the cart path',
  grabBars: 'Grab bars',
  wideDoor: 'Wide door (32 in or more)',
  turningSpace: 'Space to turn a wheelchair',
};

/** What a golfer picks in "Report a problem", and how a card names an active report. */
export const REPORT_LABELS = Object.fromEntries(
  REPORT_KINDS.map((kind) => [kind, reportKind(kind).label]),
) as Record<ReportKind, string>;

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Open Apr–Oct" for a run of months, else the months listed ("Open Jan, Mar, Dec"). */
export function openMonthsText(months: readonly number[]): string {
  if (months.length === 0) return SEASON_LABELS.seasonal;
  if (months.length === 12) return SEASON_LABELS.year_round;
  const sorted = [...months].sort((a, b) => a - b);
  const consecutive = sorted.every((month, i) => i === 0 || month === (sorted[i - 1] ?? 0) + 1);
  const name = (month: number) => MONTH_NAMES[month - 1] ?? String(month);
  return consecutive && sorted.length > 2
    ? `Open ${name(sorted[0] ?? 1)}–${name(sorted.at(-1) ?? 12)}`
    : `Open ${sorted.map(name).join(', ')}`;
}

/** "today", "yesterday", "N days ago" (whole days since `iso`). */
export function daysAgoText(iso: string, now: Date): string {
  const days = daysSince(iso, now);
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}

/** "just now", "40 min ago", "3 h ago", then days: how long ago a report was made. */
export function reportedAgoText(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return daysAgoText(iso, now);
}

/** "Confirmed 3 days ago", "Owner confirmed today", or "Not confirmed yet". */
export function freshnessText(
  restroom: { lastConfirmedAt: string | null; ownerConfirmedAt: string | null },
  now: Date,
): string {
  const { lastConfirmedAt, ownerConfirmedAt } = restroom;
  if (!lastConfirmedAt) return 'Not confirmed yet';
  const byOwner = ownerConfirmedAt !== null && ownerConfirmedAt === lastConfirmedAt;
  return `${byOwner ? 'Owner confirmed' : 'Confirmed'} ${daysAgoText(lastConfirmedAt, now)}`;
}

/**
 * How far a restroom is (docs/product.md §10, issue 38): '530 yd'. One with no position of its own
 * is measured to its course's point but may be anywhere on the course: within the course's reach it
 * is 'At the course, exact spot unknown', no number (a "≈ 0.0 mi" read as "right here"); farther,
 * '≈ 2.3 mi · at the course, exact spot unknown'. In the golfer's unit (docs/product.md §14: '480 m').
 */
export function distanceText(miles: number, approximate: boolean, unit: DistanceUnit): string {
  if (!approximate) return formatShortDistance(miles, unit);
  if (miles < UNKNOWN_SPOT_MILES) return 'At the course, exact spot unknown';
  return `≈ ${formatShortDistance(miles, unit)} · at the course, exact spot unknown`;
}
