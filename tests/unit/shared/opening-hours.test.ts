/**
 * Opening hours judged in the course's time (issue 33, docs/product.md §10): real OpenStreetMap
 * values at fixed instants, at a course in North Carolina (America/New_York) and one in Sydney
 * (Australia/Sydney), through OpenStreetMap's `opening_hours` library (shared/hours/engine.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hoursProblem, judgeHours, monthsOfHours, timeZoneAt } from '../../../src/shared/hours/engine';
import { monthsAsHours, unconfirmedReopening } from '../../../src/shared/hours/judge';

const PINEHURST = { latitude: 35.195, longitude: -79.469 };
const SYDNEY = { latitude: -33.915, longitude: 151.226 };

/** Friday 27 Nov 21:30 in North Carolina (EST); Saturday 28 Nov 13:30 in Sydney (AEDT). */
const NOVEMBER = new Date('2026-11-28T02:30:00Z');
/** Wednesday 15 Jul 12:00 in North Carolina (EDT); Thursday 16 Jul 02:00 in Sydney (AEST). */
const JULY = new Date('2026-07-15T16:00:00Z');

function judged(value: string, place: typeof PINEHURST, at: Date) {
  const hours = judgeHours(value, place, at);
  if (!hours) throw new Error(`not read: ${value}`);
  return {
    openNow: hours.openNow,
    nextChange: hours.nextChange?.toISOString() ?? null,
    changesAt: hours.changesAt?.toISOString() ?? null,
  };
}

const minutesBetween = (iso: string | null, expected: string) =>
  Math.abs(Date.parse(iso ?? '') - Date.parse(expected)) / 60_000;

describe('the course time zone', () => {
  it('comes from the coordinates, offline', () => {
    expect(timeZoneAt(PINEHURST)).toBe('America/New_York');
    expect(timeZoneAt(SYDNEY)).toBe('Australia/Sydney');
    expect(timeZoneAt({ latitude: 33.45, longitude: -112.07 })).toBe('America/Phoenix');
  });
});

describe('real OpenStreetMap values at a North Carolina course and a Sydney one', () => {
  it('Apr-Oct: a season, closed in November, open in July, changing at local midnight', () => {
    expect(judged('Apr-Oct', PINEHURST, NOVEMBER)).toEqual({
      openNow: false,
      nextChange: null,
      changesAt: '2027-04-01T04:00:00.000Z',
    });
    expect(judged('Apr-Oct', SYDNEY, NOVEMBER)).toEqual({
      openNow: false,
      nextChange: null,
      changesAt: '2027-03-31T13:00:00.000Z',
    });
    expect(judged('Apr-Oct', PINEHURST, JULY)).toEqual({
      openNow: true,
      nextChange: null,
      changesAt: '2026-11-01T04:00:00.000Z',
    });
    expect(judged('Apr-Oct', SYDNEY, JULY).changesAt).toBe('2026-10-31T13:00:00.000Z');
  });

  it('Oct-Mar: across the year end', () => {
    expect(judged('Oct-Mar', PINEHURST, NOVEMBER)).toMatchObject({
      openNow: true,
      changesAt: '2027-04-01T04:00:00.000Z',
    });
    expect(judged('Oct-Mar', SYDNEY, NOVEMBER).openNow).toBe(true);
    expect(judged('Oct-Mar', PINEHURST, JULY)).toEqual({
      openNow: false,
      nextChange: null,
      changesAt: '2026-10-01T04:00:00.000Z',
    });
    expect(judged('Oct-Mar', SYDNEY, JULY).changesAt).toBe('2026-09-30T14:00:00.000Z');
  });

  it('Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00: by the weekday and clock at the course', () => {
    const value = 'Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00';
    // Friday 21:30 in North Carolina: closed until Saturday 06:00.
    expect(judged(value, PINEHURST, NOVEMBER)).toMatchObject({
      openNow: false,
      nextChange: '2026-11-28T11:00:00.000Z',
    });
    // Saturday 13:30 in Sydney, at the same instant: open until 20:00.
    expect(judged(value, SYDNEY, NOVEMBER)).toMatchObject({
      openNow: true,
      nextChange: '2026-11-28T09:00:00.000Z',
    });
    expect(judged(value, PINEHURST, JULY)).toMatchObject({
      openNow: true,
      nextChange: '2026-07-15T23:00:00.000Z',
    });
    // 02:00 on a Thursday in Sydney: opens at 07:00.
    expect(judged(value, SYDNEY, JULY)).toMatchObject({
      openNow: false,
      nextChange: '2026-07-15T21:00:00.000Z',
    });
  });

  it("sunrise-sunset: the sun at the course's position", () => {
    // Pinehurst, 27 Nov: the next sunrise about 07:05 EST; Sydney, 28 Nov: sunset about 19:48 AEDT.
    const carolina = judged('sunrise-sunset', PINEHURST, NOVEMBER);
    expect(carolina.openNow).toBe(false);
    expect(minutesBetween(carolina.nextChange, '2026-11-28T12:05:00Z')).toBeLessThanOrEqual(6);
    const sydney = judged('sunrise-sunset', SYDNEY, NOVEMBER);
    expect(sydney.openNow).toBe(true);
    expect(minutesBetween(sydney.nextChange, '2026-11-28T08:48:00Z')).toBeLessThanOrEqual(6);
    // Winter in Sydney: 02:00 is dark, sunrise about 07:00 AEST.
    const sydneyWinter = judged('sunrise-sunset', SYDNEY, JULY);
    expect(sydneyWinter.openNow).toBe(false);
    expect(minutesBetween(sydneyWinter.nextChange, '2026-07-15T21:00:00Z')).toBeLessThanOrEqual(6);
  });

  it('24/7 and off', () => {
    for (const at of [NOVEMBER, JULY]) {
      for (const place of [PINEHURST, SYDNEY]) {
        expect(judged('24/7', place, at)).toEqual({ openNow: true, nextChange: null, changesAt: null });
        expect(judged('off', place, at)).toEqual({ openNow: false, nextChange: null, changesAt: null });
      }
    }
  });

  it('Apr-Oct Mo-Su 07:00-19:00: the season and the day together', () => {
    const value = 'Apr-Oct Mo-Su 07:00-19:00';
    expect(judged(value, PINEHURST, NOVEMBER)).toEqual({
      openNow: false,
      nextChange: null,
      changesAt: '2027-04-01T11:00:00.000Z',
    });
    expect(judged(value, PINEHURST, JULY)).toMatchObject({
      openNow: true,
      nextChange: '2026-07-15T23:00:00.000Z',
    });
    expect(judged(value, SYDNEY, JULY)).toMatchObject({
      openNow: false,
      nextChange: '2026-07-15T21:00:00.000Z',
    });
  });

  it('unknown and a comment-only state say neither open nor closed', () => {
    expect(judged('unknown', PINEHURST, JULY).openNow).toBeNull();
    expect(judged('Mo-Su 07:00-19:00 "closed on tournament days"', PINEHURST, JULY).openNow).toBeNull();
  });

  it('US public holidays: PH off closes on the observed Independence Day', () => {
    // Friday 3 July 2026, noon in North Carolina (the 4th is a Saturday).
    expect(judged('Mo-Fr 08:00-17:00; PH off', PINEHURST, new Date('2026-07-03T16:00:00Z')).openNow).toBe(
      false,
    );
    expect(judged('Mo-Fr 08:00-17:00; PH off', PINEHURST, new Date('2026-07-02T16:00:00Z')).openNow).toBe(
      true,
    );
  });
});

describe("judged in the course's zone, whatever the runtime's", () => {
  const saved = process.env['TZ'];
  afterEach(() => {
    process.env['TZ'] = saved;
  });

  it('gives the same answers on a phone in Los Angeles or in Tokyo', () => {
    const values = ['Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00', 'Apr-Oct', 'Apr-Oct Mo-Su 07:00-19:00'];
    const answers = () =>
      values.flatMap((value) => [PINEHURST, SYDNEY].map((place) => judged(value, place, NOVEMBER)));
    const inUtc = answers();
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      process.env['TZ'] = zone;
      // The runtime's own clock did move (this is no test of one zone twice).
      expect(new Date(0).getHours()).toBe(zone === 'Asia/Tokyo' ? 9 : 16);
      expect(answers()).toEqual(inUtc);
      // Sun times too, to the minute the library rounds to.
      expect(
        minutesBetween(judged('sunrise-sunset', SYDNEY, NOVEMBER).nextChange, '2026-11-28T08:48:00Z'),
      ).toBeLessThanOrEqual(6);
    }
  });
});

describe('the syntax and the months', () => {
  it('names the problem of a value the library cannot read', () => {
    expect(hoursProblem('Mo-Fr 07:00-19:00')).toBeNull();
    expect(hoursProblem('Mo-Fr 25:00-26:00')).toBe(
      'Opening hours are not valid OpenStreetMap syntax: Time range starts outside of the current day (at "Mo-Fr 25:00")',
    );
    expect(hoursProblem('when the pro shop is open')).toMatch(
      /^Opening hours are not valid OpenStreetMap syntax: /,
    );
  });

  it('derives the open months the library finds, and writes months back as hours', () => {
    expect(monthsOfHours('Apr-Oct', 2026)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(monthsOfHours('Oct-Mar', 2026)).toEqual([1, 2, 3, 10, 11, 12]);
    expect(monthsOfHours('Apr-Oct Mo-Su 07:00-19:00', 2026)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(monthsOfHours('Mo-Fr 07:00-19:00', 2026)).toHaveLength(12);
    expect(monthsOfHours('off', 2026)).toEqual([]);
    expect(monthsAsHours([4, 5, 6, 7, 8, 9, 10])).toBe('Apr-Oct');
    expect(monthsAsHours([10, 11, 12, 1, 2, 3])).toBe('Oct-Mar');
    expect(monthsAsHours([4, 5, 9, 10])).toBe('Apr-May,Sep-Oct');
  });
});

describe('spring: a season that began this month, not confirmed since', () => {
  const season = { season: 'seasonal' as const, openMonths: [4, 5, 6, 7, 8, 9, 10] };
  const april = new Date('2026-04-10T15:00:00Z');

  it('is the first day of the open month, in the course zone, until someone confirms it', () => {
    expect(
      unconfirmedReopening({ ...season, lastConfirmedAt: null }, april, 'America/New_York')?.toISOString(),
    ).toBe('2026-04-01T04:00:00.000Z');
    expect(
      unconfirmedReopening({ ...season, lastConfirmedAt: '2025-10-20T12:00:00Z' }, april, 'America/New_York'),
    ).not.toBeNull();
    expect(
      unconfirmedReopening({ ...season, lastConfirmedAt: '2026-04-05T12:00:00Z' }, april, 'America/New_York'),
    ).toBeNull();
    // Later in the season, or out of it, there is nothing to ask.
    expect(
      unconfirmedReopening(
        { ...season, lastConfirmedAt: null },
        new Date('2026-05-10T15:00:00Z'),
        'America/New_York',
      ),
    ).toBeNull();
    expect(
      unconfirmedReopening(
        { ...season, lastConfirmedAt: null },
        new Date('2026-03-10T15:00:00Z'),
        'America/New_York',
      ),
    ).toBeNull();
    expect(
      unconfirmedReopening({ season: 'year_round', openMonths: [], lastConfirmedAt: null }, april, null),
    ).toBeNull();
  });
});
