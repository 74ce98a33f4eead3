/**
 * What a restroom's live state is at a given moment (docs/product.md §10): which status reports are
 * still active, whether it is in season, and so whether a golfer can use it now. Shared because the
 * server answers `usableNow` and the device must reach the same verdict offline, hours after its
 * copy was saved, as reports expire on their own.
 */
import { BLOCKING_REPORT_KINDS, reportKind, type ReportKind } from './report-kinds';
import { FRESH_CONFIRMATION_DAYS, type SEASONS } from './restroom-constants';

type Season = (typeof SEASONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open months 1–12 as a bit mask (bit 0 = January), the form the database keeps them in. */
export function monthsToMask(months: readonly number[]): number {
  return months.reduce((mask, month) => mask | (1 << (month - 1)), 0);
}

export function maskToMonths(mask: number): number[] {
  return Array.from({ length: 12 }, (_, i) => i + 1).filter((month) => (mask & (1 << (month - 1))) !== 0);
}

/** In season at `now` (the month in UTC)? Unknown and year-round seasons count as open. */
export function isInSeason(season: Season, openMonths: readonly number[], now: Date): boolean {
  if (season !== 'seasonal' || openMonths.length === 0) return true;
  return openMonths.includes(now.getUTCMonth() + 1);
}

/**
 * When a report made at `at` stops being true by itself; null for "gone", which waits for an owner.
 * "Closed for the season" lasts until the first day of the next open month when the months are
 * known, else a season's length.
 */
export function reportExpiry(
  kind: ReportKind,
  at: Date,
  season: { season: Season; openMonths: readonly number[] },
): Date | null {
  const { lifetimeMs, untilSeasonStarts } = reportKind(kind);
  if (untilSeasonStarts && season.season === 'seasonal' && season.openMonths.length > 0) {
    for (let ahead = 1; ahead <= 12; ahead += 1) {
      const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + ahead, 1));
      if (season.openMonths.includes(start.getUTCMonth() + 1)) return start;
    }
  }
  return lifetimeMs === null ? null : new Date(at.getTime() + lifetimeMs);
}

export interface ActiveReportSummary {
  kind: ReportKind;
  count: number;
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

/** Usable now: in season, and no active report that it is locked, broken, closed or gone. */
export function isUsableNow(
  restroom: { season: Season; openMonths: readonly number[]; activeReports: readonly ActiveReportSummary[] },
  now: Date,
): boolean {
  if (!isInSeason(restroom.season, restroom.openMonths, now)) return false;
  const blocking: readonly string[] = BLOCKING_REPORT_KINDS;
  return !activeAt(restroom.activeReports, now).some((report) => blocking.includes(report.kind));
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
