/**
 * The owner's hours form (issue 33): what it writes is OpenStreetMap syntax the library reads, and
 * what it writes it reads back; anything else stays raw.
 */
import { describe, expect, it } from 'vitest';
import {
  formOfHours,
  hoursOfForm,
  seasonOfForm,
  type HoursForm,
} from '../../../../src/client/lib/hours-form';
import { hoursProblem } from '../../../../src/shared/hours/engine';

const WEEKDAYS = [0, 1, 2, 3, 4];
const WEEKEND = [5, 6];
const form = (over: Partial<HoursForm>): HoursForm => ({
  daily: 'unknown',
  rows: [],
  closedInWinter: false,
  openMonths: [4, 5, 6, 7, 8, 9, 10],
  ...over,
});

describe('the hours form', () => {
  it('writes days and times, each rule with the season in front', () => {
    const times = form({
      daily: 'times',
      rows: [
        { days: WEEKDAYS, from: '07:00', to: '19:00' },
        { days: WEEKEND, from: '06:00', to: '20:00' },
      ],
    });
    expect(hoursOfForm(times)).toBe('Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00');
    expect(hoursOfForm({ ...times, closedInWinter: true })).toBe(
      'Apr-Oct Mo-Fr 07:00-19:00; Apr-Oct Sa,Su 06:00-20:00',
    );
    expect(
      hoursOfForm(form({ daily: 'times', rows: [{ days: [0, 2, 4], from: '08:00', to: '12:00' }] })),
    ).toBe('Mo,We,Fr 08:00-12:00');
  });

  it('writes "open while the course is open" as sunrise to sunset, and all day', () => {
    expect(hoursOfForm(form({ daily: 'daylight' }))).toBe('sunrise-sunset');
    expect(hoursOfForm(form({ daily: 'daylight', closedInWinter: true }))).toBe('Apr-Oct sunrise-sunset');
    expect(hoursOfForm(form({ daily: 'all_day' }))).toBe('24/7');
    expect(
      hoursOfForm(form({ daily: 'all_day', closedInWinter: true, openMonths: [10, 11, 12, 1, 2, 3] })),
    ).toBe('Oct-Mar 00:00-24:00');
    expect(hoursOfForm(form({ closedInWinter: true }))).toBe('Apr-Oct');
    expect(hoursOfForm(form({}))).toBe('');
  });

  it('writes only what the library reads, and reads back what it writes', () => {
    const written = [
      form({ daily: 'times', rows: [{ days: WEEKDAYS, from: '07:00', to: '19:00' }] }),
      form({ daily: 'times', closedInWinter: true, rows: [{ days: WEEKEND, from: '06:00', to: '20:00' }] }),
      form({ daily: 'daylight', closedInWinter: true }),
      form({ daily: 'all_day' }),
      form({ daily: 'all_day', closedInWinter: true }),
      form({ closedInWinter: true }),
    ];
    for (const original of written) {
      const value = hoursOfForm(original);
      expect(hoursProblem(value), value).toBeNull();
      expect(hoursOfForm(formOfHours(value) ?? form({})), value).toBe(value);
    }
  });

  it('leaves values it does not write to the raw field', () => {
    expect(formOfHours('Mo-Fr 08:00-17:00; PH off')).toBeNull();
    expect(formOfHours('Mo-Su 07:00-19:00 "call ahead"')).toBeNull();
    expect(formOfHours('Apr-Oct Mo-Fr 07:00-19:00; Sa 08:00-12:00')).toBeNull();
  });

  it('tells the season its hours say', () => {
    expect(seasonOfForm(formOfHours('Apr-Oct sunrise-sunset'))).toEqual({
      season: 'seasonal',
      openMonths: [4, 5, 6, 7, 8, 9, 10],
    });
    expect(seasonOfForm(formOfHours('24/7'))).toEqual({ season: 'year_round', openMonths: [] });
    expect(seasonOfForm(formOfHours(''))).toBeNull();
  });
});
