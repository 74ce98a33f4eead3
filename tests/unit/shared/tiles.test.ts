import { describe, expect, it } from 'vitest';
import {
  boxAround,
  countTilesIn,
  tileCount,
  tileOf,
  tileRange,
  tilesIn,
  tileUrl,
} from '../../../src/shared/tiles';

describe('tileOf (Web Mercator XYZ)', () => {
  it('puts the whole world in one tile at zoom 0', () => {
    expect(tileOf(-179.9, 85, 0)).toEqual({ z: 0, x: 0, y: 0 });
    expect(tileOf(179.9, -85, 0)).toEqual({ z: 0, x: 0, y: 0 });
  });

  it('splits the world in four at zoom 1: x grows east, y grows south', () => {
    expect(tileOf(-10, 10, 1)).toEqual({ z: 1, x: 0, y: 0 });
    expect(tileOf(10, 10, 1)).toEqual({ z: 1, x: 1, y: 0 });
    expect(tileOf(-10, -10, 1)).toEqual({ z: 1, x: 0, y: 1 });
  });

  it("maps a point just inside a tile's north-west corner back to that tile (inverse formula)", () => {
    const corner = (z: number, x: number, y: number) => ({
      longitude: (x / 2 ** z) * 360 - 180,
      latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI,
    });
    for (const [z, x, y] of [
      [13, 2306, 3229],
      [17, 36_900, 51_700],
      [8, 72, 100],
    ] as const) {
      const { longitude, latitude } = corner(z, x, y);
      expect(tileOf(longitude + 1e-7, latitude - 1e-7, z)).toEqual({ z, x, y });
    }
  });

  it('keeps the east and south edges and beyond-the-poles latitudes inside the world', () => {
    expect(tileOf(180, -90, 3)).toEqual({ z: 3, x: 7, y: 7 });
    expect(tileOf(-180, 90, 3)).toEqual({ z: 3, x: 0, y: 0 });
  });
});

describe('tile ranges and counts over a box', () => {
  const box = { west: -79.1, south: 35.6, east: -78.9, north: 35.8 };

  it('counts the rectangle of tiles the box touches', () => {
    const { minX, maxX, minY, maxY } = tileRange(box, 12);
    expect(minX).toBeLessThanOrEqual(maxX);
    expect(minY).toBeLessThanOrEqual(maxY);
    expect(tileCount(box, 12)).toBe((maxX - minX + 1) * (maxY - minY + 1));
  });

  it('roughly quadruples per zoom level once the box spans several tiles', () => {
    const at14 = tileCount(box, 14);
    const at15 = tileCount(box, 15);
    expect(at15 / at14).toBeGreaterThan(3);
    expect(at15 / at14).toBeLessThan(5);
  });

  it('enumerates exactly the counted tiles, lowest zoom first, without duplicates', () => {
    const tiles = [...tilesIn(box, 10, 13)];
    expect(tiles).toHaveLength(countTilesIn(box, 10, 13));
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(tiles[0]!.z).toBe(10);
    expect(tiles.at(-1)!.z).toBe(13);
    expect(tiles.map((t) => t.z)).toEqual([...tiles.map((t) => t.z)].sort((a, b) => a - b));
  });

  it('gives one tile for a point-sized box', () => {
    const point = { west: -78.6, south: 35.7, east: -78.6, north: 35.7 };
    expect(countTilesIn(point, 13, 17)).toBe(5);
  });
});

describe('boxAround', () => {
  it('is as wide in kilometres as it is tall (wider in degrees away from the equator)', () => {
    const box = boxAround({ latitude: 60, longitude: 10 }, 2);
    const latSpan = box.north - box.south;
    const lngSpan = box.east - box.west;
    expect(latSpan).toBeCloseTo(4 / 111.2, 3);
    expect(lngSpan / latSpan).toBeCloseTo(2, 1); // cos 60° = 0.5
  });

  it('stays inside the Mercator world near a pole and at the antimeridian', () => {
    const box = boxAround({ latitude: 85, longitude: 179.99 }, 50);
    expect(box.north).toBeLessThanOrEqual(85.06);
    expect(box.east).toBeLessThanOrEqual(180);
  });
});

describe('tileUrl', () => {
  it('fills {z}/{x}/{y} and the TMS row {-y}', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.pbf', { z: 3, x: 2, y: 1 })).toBe(
      'https://t.example/3/2/1.pbf',
    );
    expect(tileUrl('https://t.example/{z}/{x}/{-y}.png', { z: 3, x: 2, y: 1 })).toBe(
      'https://t.example/3/2/6.png',
    );
  });
});
