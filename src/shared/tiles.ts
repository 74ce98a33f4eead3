/**
 * Web Mercator tile math (the XYZ scheme every map tile server uses): which tiles cover a box at a
 * zoom, and how many. Pure, so "Save for offline" can enumerate and size a download before it starts.
 */
import { EARTH_RADIUS_MILES } from './constants';
import type { LatLng } from './geo';

export interface TileBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** Web Mercator stops at ±85.0511° (the square world); beyond it there are no tiles. */
const MAX_LATITUDE = 85.05112878;
const MILES_PER_KM = 0.621371;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The tile holding a point at a zoom (x grows east, y grows south). */
export function tileOf(longitude: number, latitude: number, z: number): TileId {
  const n = 2 ** z;
  const lat = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const x = Math.floor(((clamp(longitude, -180, 180) + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
  // The east and south edges (180°, -85.05°) belong to the last tile, not one past it.
  return { z, x: clamp(x, 0, n - 1), y: clamp(y, 0, n - 1) };
}

/** The inclusive tile range covering a box at a zoom. A box crossing the antimeridian is not split. */
export function tileRange(box: TileBox, z: number) {
  const northWest = tileOf(box.west, box.north, z);
  const southEast = tileOf(box.east, box.south, z);
  return { minX: northWest.x, maxX: southEast.x, minY: northWest.y, maxY: southEast.y };
}

export function tileCount(box: TileBox, z: number): number {
  const { minX, maxX, minY, maxY } = tileRange(box, z);
  return (maxX - minX + 1) * (maxY - minY + 1);
}

/** Tiles over a box for each zoom in [minZoom, maxZoom], lowest zoom first. */
export function* tilesIn(box: TileBox, minZoom: number, maxZoom: number): Generator<TileId> {
  for (let z = minZoom; z <= maxZoom; z++) {
    const { minX, maxX, minY, maxY } = tileRange(box, z);
    for (let x = minX; x <= maxX; x++) for (let y = minY; y <= maxY; y++) yield { z, x, y };
  }
}

export function countTilesIn(box: TileBox, minZoom: number, maxZoom: number): number {
  let total = 0;
  for (let z = minZoom; z <= maxZoom; z++) total += tileCount(box, z);
  return total;
}

/** A square box of `halfSideKm` either side of a point (latitude clamped to the Mercator world). */
export function boxAround(point: LatLng, halfSideKm: number): TileBox {
  const latDelta = ((halfSideKm * MILES_PER_KM) / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.max(1e-6, Math.cos((point.latitude * Math.PI) / 180));
  const lngDelta = Math.min(180, latDelta / cosLat);
  return {
    west: clamp(point.longitude - lngDelta, -180, 180),
    east: clamp(point.longitude + lngDelta, -180, 180),
    south: clamp(point.latitude - latDelta, -MAX_LATITUDE, MAX_LATITUDE),
    north: clamp(point.latitude + latDelta, -MAX_LATITUDE, MAX_LATITUDE),
  };
}

/** Fills a tile URL template's {z}/{x}/{y} (and {-y}, the TMS row). */
export function tileUrl(template: string, { z, x, y }: TileId): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{-y}', String(2 ** z - 1 - y));
}
