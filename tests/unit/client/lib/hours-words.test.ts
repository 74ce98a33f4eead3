/**
 * What the golfer reads about a restroom's hours (issue 33, docs/product.md §10): the course's
 * times in the user's clock format, "Closes in 20 min" within half an hour, and the season's words.
 */
import { describe, expect, it } from 'vitest';
import { hoursLine } from '../../../../src/client/lib/hours-words';
import { hoursEngine } from '../../../../src/shared/hours/engine';

const PINEHURST = { latitude: 35.195, longitude: -79.469 };
const YEAR_ROUND = { season: 'year_round', openMonths: [] } as const;
const SUMMER = { season: 'seasonal', openMonths: [4, 5, 6, 7, 8, 9, 10] } as const;

/** The line for `value` at `iso`, in the clock of `locale`. */
function line(
  value: string,
  iso: string,
  locale: string,
  season: typeof YEAR_ROUND | typeof SUMMER = YEAR_ROUND,
) {
  const now = new Date(iso);
  const hours = hoursEngine.judge(value, PINEHURST, now);
  return hours ? hoursLine(hours, season, now, locale) : null;
}

describe('the hours line', () => {
  // Wednesday 15 July 2026 in North Carolina (EDT, UTC-4).
  it('says until when it is open, in 24 or 12 hours as the user writes them', () => {
    expect(line('Mo-Su 07:00-19:00', '2026-07-15T16:00:00Z', 'en-GB')).toEqual({
      text: 'Open until 19:00',
      closingSoon: false,
      closed: false,
    });
    expect(line('Mo-Su 07:00-19:00', '2026-07-15T16:00:00Z', 'en-US')?.text).toBe('Open until 7:00 PM');
  });

  it('says "Closes in 20 min" within half an hour of closing', () => {
    expect(line('Mo-Su 07:00-19:00', '2026-07-15T22:40:00Z', 'en-GB')).toEqual({
      text: 'Closes in 20 min',
      closingSoon: true,
      closed: false,
    });
    expect(line('Mo-Su 07:00-19:00', '2026-07-15T22:29:00Z', 'en-GB')?.closingSoon).toBe(false);
  });

  it('says when a closed one opens: today, tomorrow, or the weekday', () => {
    expect(line('Mo-Su 07:00-19:00', '2026-07-15T09:00:00Z', 'en-GB')).toEqual({
      text: 'Closed · opens 07:00',
      closingSoon: false,
      closed: true,
    });
    expect(line('Mo-Su 07:00-19:00', '2026-07-15T23:05:00Z', 'en-GB')?.text).toBe(
      'Closed · opens tomorrow 07:00',
    );
    // Friday evening, the club opens again on Monday.
    expect(line('Mo-Fr 07:00-19:00', '2026-07-17T23:30:00Z', 'en-GB')?.text).toBe('Closed · opens Mon 07:00');
  });

  it('says the season, and the month it opens in', () => {
    expect(line('Apr-Oct Mo-Su 07:00-19:00', '2026-11-28T15:00:00Z', 'en-GB', SUMMER)?.text).toBe(
      'Closed for the season · opens in April',
    );
    expect(line('24/7', '2026-11-28T15:00:00Z', 'en-GB')?.text).toBe('Open 24/7');
    expect(line('off', '2026-11-28T15:00:00Z', 'en-GB')?.text).toBe('Closed');
    expect(line('unknown', '2026-11-28T15:00:00Z', 'en-GB')).toBeNull();
  });

  it('without the course zone (the engine not loaded yet), says how long from now', () => {
    const now = new Date('2026-07-15T16:00:00Z');
    const inThreeHours = new Date('2026-07-15T19:00:00Z');
    const judged = { openNow: true, nextChange: inThreeHours, changesAt: inThreeHours, zone: null };
    expect(hoursLine(judged, YEAR_ROUND, now)?.text).toBe('Open · closes in 3 h');
    expect(hoursLine({ ...judged, openNow: false }, YEAR_ROUND, now)?.text).toBe('Closed · opens in 3 h');
  });
});
