/**
 * The quarter-hour rule that course-local time leans on (shared/hours/local-time.ts keeps one
 * offset per zone and quarter hour; the digest planner, docs/product.md §12, takes a quarter hour
 * of UTC to lie within one course-local day): every zone's offset from UTC is a whole number of
 * quarter hours, so its midnights and clock changes fall on UTC's quarter hours.
 */
import { expect, it } from 'vitest';
import { zoneOffsetMinutes } from '../../../src/shared/hours/local-time';

it('every zone the runtime knows is offset from UTC by whole quarter hours, 2025-2032', () => {
  const zones = Intl.supportedValuesOf('timeZone');
  expect(zones.length).toBeGreaterThan(300);
  const odd: string[] = [];
  for (const zone of zones) {
    for (let year = 2025; year <= 2032; year++) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 16]) {
          const offset = zoneOffsetMinutes(new Date(Date.UTC(year, month, day, 12)), zone);
          if (offset % 15 !== 0) odd.push(`${zone} ${year}-${month + 1}-${day}: ${offset} min`);
        }
      }
    }
  }
  expect(odd).toEqual([]);
});
