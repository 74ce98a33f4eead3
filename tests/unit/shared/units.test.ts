import { describe, expect, it } from 'vitest';
import { RADIUS_STOPS } from '../../../src/shared/constants';
import {
  defaultUnitForLocale,
  fromMiles,
  KM_PER_MILE,
  maxRadius,
  radiusStops,
  toMiles,
} from '../../../src/shared/units';

describe('distance units (docs/product.md §14)', () => {
  it("takes the default from the browser's region: miles in the US and the UK, km elsewhere", () => {
    expect(defaultUnitForLocale('en-US')).toBe('mi');
    expect(defaultUnitForLocale('en-GB')).toBe('mi');
    expect(defaultUnitForLocale('en')).toBe('mi');
    expect(defaultUnitForLocale('de-DE')).toBe('km');
    expect(defaultUnitForLocale('de')).toBe('km');
    expect(defaultUnitForLocale('sv-SE')).toBe('km');
    expect(defaultUnitForLocale('fr-CA')).toBe('km');
    expect(defaultUnitForLocale(undefined)).toBe('mi');
    expect(defaultUnitForLocale('not a locale!')).toBe('mi');
  });

  it('converts both ways', () => {
    expect(fromMiles(10, 'km')).toBeCloseTo(16.09344, 9);
    expect(toMiles(fromMiles(7, 'km'), 'km')).toBeCloseTo(7, 12);
    expect(fromMiles(7, 'mi')).toBe(7);
    expect(maxRadius('km')).toBeCloseTo(1000 * KM_PER_MILE, 9);
  });

  it('gives kilometre users kilometre stops, all within the API limit', () => {
    expect(radiusStops('mi')).toBe(RADIUS_STOPS);
    const km = radiusStops('km');
    expect(km.slice(0, 6)).toEqual([5, 10, 25, 50, 75, 100]);
    expect(km).toContain(75);
    expect(Math.max(...km)).toBeLessThanOrEqual(maxRadius('km'));
    expect([...km].sort((a, b) => a - b)).toEqual(km);
  });
});
