import { describe, expect, it } from 'vitest';
import {
  compassDirection,
  compassPoint,
  initialBearing,
} from '../../../../src/client/features/nearby/lib/compass';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('initialBearing', () => {
  it('is 0, 90, 180 and 270 degrees for due north, east, south and west', () => {
    const origin = at(0, 0);
    expect(initialBearing(origin, at(1, 0))).toBeCloseTo(0, 6);
    expect(initialBearing(origin, at(0, 1))).toBeCloseTo(90, 6);
    expect(initialBearing(origin, at(-1, 0))).toBeCloseTo(180, 6);
    expect(initialBearing(origin, at(0, -1))).toBeCloseTo(270, 6);
  });

  it('follows the great circle, not the map grid (Land’s End to John o’ Groats: 9.12°)', () => {
    expect(initialBearing(at(50.06639, -5.71472), at(58.64389, -3.07))).toBeCloseTo(9.1198, 3);
  });

  it('crosses the antimeridian the short way', () => {
    expect(initialBearing(at(0, 179.9), at(0, -179.9))).toBeCloseTo(90, 6);
    expect(initialBearing(at(0, -179.9), at(0, 179.9))).toBeCloseTo(270, 6);
  });

  it('stays within 0 to under 360', () => {
    const bearing = initialBearing(at(35.19, -79.47), at(35.2, -79.48)); // north-west
    expect(bearing).toBeGreaterThanOrEqual(0);
    expect(bearing).toBeLessThan(360);
    expect(bearing).toBeGreaterThan(270);
  });
});

describe('compassPoint', () => {
  it('names the nearest of eight points', () => {
    expect([0, 45, 90, 135, 180, 225, 270, 315].map(compassPoint)).toEqual([
      'N',
      'NE',
      'E',
      'SE',
      'S',
      'SW',
      'W',
      'NW',
    ]);
  });

  it('splits the sectors half way between points', () => {
    expect(compassPoint(22.4)).toBe('N');
    expect(compassPoint(22.5)).toBe('NE');
    expect(compassPoint(337.4)).toBe('NW');
    expect(compassPoint(337.5)).toBe('N');
    expect(compassPoint(359.9)).toBe('N');
  });

  it('takes any number of degrees', () => {
    expect(compassPoint(-45)).toBe('NW');
    expect(compassPoint(-90)).toBe('W');
    expect(compassPoint(405)).toBe('NE');
    expect(compassPoint(720)).toBe('N');
  });
});

describe('compassDirection', () => {
  const golfer = at(35.19, -79.47);

  it('is the compass point of the restroom seen from the golfer', () => {
    expect(compassDirection(golfer, at(35.193, -79.4662))).toBe('NE');
    expect(compassDirection(golfer, at(35.18, -79.47))).toBe('S');
    expect(compassDirection(golfer, at(35.19, -79.48))).toBe('W');
  });

  it('has none where the two are practically the same place', () => {
    expect(compassDirection(golfer, golfer)).toBeNull();
    expect(compassDirection(golfer, at(35.19005, -79.47))).toBeNull(); // about 18 ft
  });
});
