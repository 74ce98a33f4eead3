import { describe, expect, it } from 'vitest';
import { boundingBox, haversineMiles, isValidCoordinate, viewportRadiusMiles } from '../../../src/shared/geo';

describe('haversineMiles', () => {
  it('is zero for the same point', () => {
    expect(
      haversineMiles({ latitude: 35.7596, longitude: -79.0193 }, { latitude: 35.7596, longitude: -79.0193 }),
    ).toBe(0);
  });

  it('uses an Earth radius of 3959 miles (one degree of latitude ≈ 69.1 mi)', () => {
    const miles = haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(miles).toBeCloseTo((3959 * Math.PI) / 180, 6);
  });

  it('matches a known city pair (Raleigh to Charlotte ≈ 130 mi)', () => {
    const raleigh = { latitude: 35.7796, longitude: -78.6382 };
    const charlotte = { latitude: 35.2271, longitude: -80.8431 };
    expect(haversineMiles(raleigh, charlotte)).toBeGreaterThan(125);
    expect(haversineMiles(raleigh, charlotte)).toBeLessThan(135);
  });

  it('is symmetric', () => {
    const a = { latitude: 40.7, longitude: -74 };
    const b = { latitude: 34.05, longitude: -118.25 };
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 9);
  });
});

describe('isValidCoordinate', () => {
  it('accepts the edges of the valid range', () => {
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(-90, -180)).toBe(true);
  });

  it.each([
    [91, 0],
    [0, 181],
    [Number.NaN, 0],
    [0, Number.POSITIVE_INFINITY],
    ['35', -79],
    [null, undefined],
  ])('rejects %s, %s', (lat, lng) => {
    expect(isValidCoordinate(lat, lng)).toBe(false);
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius', () => {
    const center = { latitude: 35.7596, longitude: -79.0193 };
    const box = boundingBox(center, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // Walk ~49.9 miles out along the bearing using a small-distance approximation.
      const d = 49.9 / 3959;
      const rad = (bearing * Math.PI) / 180;
      const lat1 = (center.latitude * Math.PI) / 180;
      const lng1 = (center.longitude * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(rad));
      const lng2 =
        lng1 +
        Math.atan2(
          Math.sin(rad) * Math.sin(d) * Math.cos(lat1),
          Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
        );
      const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
      expect(haversineMiles(center, point)).toBeLessThan(50);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('widens to all longitudes near the antimeridian instead of wrapping', () => {
    const box = boundingBox({ latitude: 51, longitude: 179.9 }, 100);
    expect(box.minLongitude).toBe(-180);
    expect(box.maxLongitude).toBe(180);
  });

  it('clamps latitude at the poles', () => {
    const box = boundingBox({ latitude: 89.9, longitude: 0 }, 100);
    expect(box.maxLatitude).toBe(90);
  });
});

describe('viewportRadiusMiles', () => {
  it('is the larger span × 69 / 2', () => {
    expect(viewportRadiusMiles(1, 2)).toBe(69);
  });

  it('is clamped to 10..100 miles', () => {
    expect(viewportRadiusMiles(0.01, 0.01)).toBe(10);
    expect(viewportRadiusMiles(20, 40)).toBe(100);
  });
});
