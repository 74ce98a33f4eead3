/**
 * What a restroom's live state is at a given moment (docs/product.md §10): which status reports are
 * still active, whether it is in season, and so whether a golfer can use it now. Shared because the
 * server answers `usableNow` and the device must reach the same verdict offline, hours after its
 * copy was saved, as reports expire on their own.
 */
import {
  BLOCKING_REPORT_KINDS,
  CORROBORATING_VOICES,
  reportKind,
  type ReportKind,
  type Verdict,
} from './report-kinds';
import { FRESH_CONFIRMATION_DAYS, type SEASONS } from './restroom-constants';
import { hoursAt, type AnsweredHours, type HoursEngine } from './hours/judge';
import { instantOfWall, wallTime } from './hours/local-time';

type Season = (typeof SEASONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open months 1–12 as a bit mask (bit 0 = January), the form the database keeps them in. */
export function monthsToMask(months: readonly number[]): number {
  return months.reduce((mask, month) => mask | (1 << (month - 1)), 0);
}

export function maskToMonths(mask: number): number[] {
  return Array.from({ length: 12 }, (_, i) => i + 1).filter((month) => (mask & (1 << (month - 1))) !== 0);
}

/**
 * When a report made at `at` stops being true by itself; null for "gone", which waits for an owner.
 * "Closed for the season" lasts until the first day of the next open month when the months are
 * known (midnight in the course's `zone`; UTC where it is not known), else a season's length.
 */
export function reportExpiry(
  kind: ReportKind,
  at: Date,
  season: { season: Season; openMonths: readonly number[] },
  zone: string | null = null,
): Date | null {
  const { lifetimeMs, untilSeasonStarts } = reportKind(kind);
  if (untilSeasonStarts && season.season === 'seasonal' && season.openMonths.length > 0) {
    const local = zone ? wallTime(at, zone) : { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
    for (let ahead = 1; ahead <= 12; ahead += 1) {
      const month = ((local.month - 1 + ahead) % 12) + 1;
      if (!season.openMonths.includes(month)) continue;
      const first = { year: local.year + Math.floor((local.month - 1 + ahead) / 12), month, day: 1 };
      return zone
        ? instantOfWall({ ...first, hour: 0, minute: 0, second: 0 }, zone)
        : new Date(Date.UTC(first.year, month - 1, 1));
    }
  }
  return lifetimeMs === null ? null : new Date(at.getTime() + lifetimeMs);
}

export interface ActiveReportSummary {
  kind: ReportKind;
  /** Distinct golfers (a golfer has at most one active report of a kind on a restroom). */
  count: number;
  /** One of them is an owner of the course or an admin. */
  byOwner?: boolean;
  lastReportedAt: string;
  /** null: does not expire by itself ("gone"). */
  expiresAt: string | null;
}

/** The reports still true at `now` (a device copy's list, read later). */
export function activeAt<T extends Pick<ActiveReportSummary, 'expiresAt'>>(
  reports: readonly T[],
  now: Date,
): T[] {
  return reports.filter(
    (report) => report.expiresAt === null || Date.parse(report.expiresAt) > now.getTime(),
  );
}

/** Two golfers or an owner said so: enough for "not usable" (docs/product.md §13). */
export const isCorroborated = (report: Pick<ActiveReportSummary, 'count' | 'byOwner'>): boolean =>
  report.count >= CORROBORATING_VOICES || report.byOwner === true;

/**
 * Whether a "Still here and OK" clears the reports made before it (docs/product.md §13): an owner's
 * (or an admin's) always; a golfer's once as many distinct golfers with a verified email confirmed
 * since the oldest of those reports as made them. "Gone" is never cleared this way, nor counted.
 */
export const confirmationClears = (voices: {
  byOwner: boolean;
  /** Distinct golfers with a verified email who confirmed since the oldest report, this one included. */
  confirmers: number;
  /** Distinct golfers behind the reports. */
  reporters: number;
}): boolean => voices.byOwner || (voices.reporters > 0 && voices.confirmers >= voices.reporters);

type Judged = AnsweredHours & { activeReports: readonly ActiveReportSummary[] };

/**
 * The verdict at `now`: not usable while closed by its hours (or its season's months) in its
 * course's time, or once a blocking kind has two voices (or an owner's); maybe not while one
 * golfer's blocking report is active; usable otherwise. Supplies (out of paper…) never block.
 * `engine` judges the hours (hours/judge.ts); without it, the answer's own verdict stands while it holds.
 */
export function restroomVerdict(restroom: Judged, now: Date, engine: HoursEngine | null): Verdict {
  if (hoursAt(restroom, now, engine)?.openNow === false) return 'not_usable';
  const blocking: readonly string[] = BLOCKING_REPORT_KINDS;
  const blockers = activeAt(restroom.activeReports, now).filter((report) => blocking.includes(report.kind));
  if (blockers.some(isCorroborated)) return 'not_usable';
  return blockers.length > 0 ? 'maybe_not' : 'usable';
}

/** Usable now: the verdict is "usable" (open by its hours, no corroborated or lone blocking report). */
export function isUsableNow(restroom: Judged, now: Date, engine: HoursEngine | null): boolean {
  return restroomVerdict(restroom, now, engine) === 'usable';
}

/** Confirmed within the season (FRESH_CONFIRMATION_DAYS): ranks above restrooms nobody has vouched for lately. */
export function isFresh(lastConfirmedAt: string | null, now: Date): boolean {
  return (
    lastConfirmedAt !== null && now.getTime() - Date.parse(lastConfirmedAt) < FRESH_CONFIRMATION_DAYS * DAY_MS
  );
}

/** Whole days since `iso` (0 for today), for "Confirmed N days ago". */
export function daysSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));
}
