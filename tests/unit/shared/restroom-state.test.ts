/**
 * A restroom's live state (issue 15, docs/product.md §10): how long each report lasts, whether it is
 * in season, usable now; the same rules the server answers with and the device judges an old copy by.
 */
import { describe, expect, it } from 'vitest';
import {
  activeAt,
  isFresh,
  isUsableNow,
  maskToMonths,
  monthsToMask,
  reportExpiry,
} from '../../../src/shared/restroom-state';
import { hoursEngine } from '../../../src/shared/hours/engine';

const at = new Date('2026-11-26T15:00:00.000Z');
const unknown = { season: 'unknown' as const, openMonths: [] };

describe('restroom state', () => {
  it('keeps open months as a bit mask and back', () => {
    expect(monthsToMask([1, 12])).toBe(0b100000000001);
    expect(maskToMonths(monthsToMask([4, 5, 10]))).toEqual([4, 5, 10]);
    expect(maskToMonths(0)).toEqual([]);
  });

  it('gives each report its lifetime; "gone" has none', () => {
    const hours = (kind: Parameters<typeof reportExpiry>[0]) =>
      ((reportExpiry(kind, at, unknown)?.getTime() ?? Number.NaN) - at.getTime()) / 3_600_000;
    expect(hours('locked')).toBe(24);
    expect(hours('out_of_order')).toBe(24);
    expect(hours('no_paper')).toBe(4);
    expect(hours('no_soap')).toBe(4);
    expect(hours('needs_cleaning')).toBe(4);
    expect(hours('closed_for_season')).toBe(90 * 24);
    expect(reportExpiry('gone', at, unknown)).toBeNull();
  });

  it('closes a seasonal restroom until the first day of its next open month, across the new year', () => {
    const summer = { season: 'seasonal' as const, openMonths: [5, 6, 7, 8, 9] };
    expect(reportExpiry('closed_for_season', at, summer)?.toISOString()).toBe('2027-05-01T00:00:00.000Z');
    const winter = { season: 'seasonal' as const, openMonths: [12, 1] };
    expect(reportExpiry('closed_for_season', at, winter)?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it("ends a season's closure at midnight of the course's first open day when its zone is known", () => {
    const summer = { season: 'seasonal' as const, openMonths: [5, 6, 7, 8, 9] };
    // Midnight on 1 May in North Carolina (EDT, UTC-4) and in Sydney (AEST, UTC+10).
    expect(reportExpiry('closed_for_season', at, summer, 'America/New_York')?.toISOString()).toBe(
      '2027-05-01T04:00:00.000Z',
    );
    expect(reportExpiry('closed_for_season', at, summer, 'Australia/Sydney')?.toISOString()).toBe(
      '2027-04-30T14:00:00.000Z',
    );
  });

  it('is usable unless closed by its hours or season, or a blocking report is still active; supplies do not block', () => {
    const report = (kind: 'locked' | 'no_paper' | 'gone', expiresAt: string | null) => ({
      kind,
      count: 1,
      lastReportedAt: '2026-11-26T14:00:00.000Z',
      expiresAt,
    });
    const restroom = (reports: ReturnType<typeof report>[]) => ({ ...unknown, activeReports: reports });
    expect(isUsableNow(restroom([]), at, null)).toBe(true);
    expect(isUsableNow(restroom([report('no_paper', '2026-11-26T18:00:00.000Z')]), at, null)).toBe(true);
    expect(isUsableNow(restroom([report('locked', '2026-11-27T14:00:00.000Z')]), at, null)).toBe(false);
    // Expired by the time the device looks again: usable.
    expect(isUsableNow(restroom([report('locked', '2026-11-26T14:30:00.000Z')]), at, null)).toBe(true);
    expect(isUsableNow(restroom([report('gone', null)]), at, null)).toBe(false);
    // Without the hours engine, an answer's months are still read (by UTC).
    expect(isUsableNow({ season: 'seasonal', openMonths: [6], activeReports: [] }, at, null)).toBe(false);
    // With it, at the course: 10:00 in North Carolina, a Thursday.
    const clubhouse = {
      ...unknown,
      openingHours: 'Mo-Fr 07:00-09:00',
      courseLatitude: 35.78,
      courseLongitude: -78.64,
      activeReports: [],
    };
    expect(isUsableNow(clubhouse, at, hoursEngine)).toBe(false);
    expect(isUsableNow({ ...clubhouse, openingHours: 'Mo-Fr 07:00-19:00' }, at, hoursEngine)).toBe(true);
    expect(activeAt([report('locked', '2026-11-26T14:30:00.000Z'), report('gone', null)], at)).toHaveLength(
      1,
    );
  });

  it('counts a confirmation within 180 days as fresh', () => {
    expect(isFresh('2026-07-01T00:00:00.000Z', at)).toBe(true);
    expect(isFresh('2025-11-01T00:00:00.000Z', at)).toBe(false);
    expect(isFresh(null, at)).toBe(false);
  });
});
