/**
 * The geometry of OpenStreetMap-style features, for the importers (features.ts, toilets.ts): a
 * feature's position (a point, or a polygon's area centroid) and a course's area (its outline, or
 * a bounding box where a file gives only that). Pure functions, no I/O.
 */
import { isValidCoordinate, type LatLng } from '../../../shared/geo';
import type { CourseOutline } from '../../db/schema';

type Position = number[];

/**
 * Area-weighted centroid of polygon rings in plane lng/lat. Golf courses span a few kilometres,
 * where the plane error is far below the ~100 m the importer treats as "the same place".
 * Holes count negatively; a degenerate (zero-area) shape falls back to its vertices' mean.
 * Coordinates are taken relative to the first vertex: the shoelace sum of raw degrees (products
 * near 3,000 for areas near 1e-4) would lose about eight digits to cancellation.
 */
function polygonsCentroid(polygons: Position[][][]): LatLng | undefined {
  const [x00 = 0, y00 = 0] = polygons[0]?.[0]?.[0] ?? [];
  let area = 0;
  let x = 0;
  let y = 0;
  let vertexCount = 0;
  let vx = 0;
  let vy = 0;
  for (const rings of polygons) {
    rings.forEach((ring, index) => {
      const sign = index === 0 ? 1 : -1;
      let a = 0;
      let cx = 0;
      let cy = 0;
      for (let i = 0; i < ring.length - 1; i++) {
        const [px0 = 0, py0 = 0] = ring[i] ?? [];
        const [px1 = 0, py1 = 0] = ring[i + 1] ?? [];
        const [x0, y0, x1, y1] = [px0 - x00, py0 - y00, px1 - x00, py1 - y00];
        const cross = x0 * y1 - x1 * y0;
        a += cross;
        cx += (x0 + x1) * cross;
        cy += (y0 + y1) * cross;
        vx += x0;
        vy += y0;
        vertexCount++;
      }
      if (a === 0) return;
      // The ring's centroid is (cx, cy) / (3a); its signed area a / 2. Orientation varies between
      // exporters, so take the absolute area and let the ring's position decide add or subtract.
      const ringArea = Math.abs(a) / 2;
      area += sign * ringArea;
      x += sign * ringArea * (cx / (3 * a));
      y += sign * ringArea * (cy / (3 * a));
    });
  }
  if (area > 1e-12) return { longitude: x00 + x / area, latitude: y00 + y / area };
  if (vertexCount > 0) return { longitude: x00 + vx / vertexCount, latitude: y00 + vy / vertexCount };
  return undefined;
}

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number');
const isRing = (r: unknown): r is Position[] => Array.isArray(r) && r.length > 0 && r.every(isPosition);
const isPolygon = (p: unknown): p is Position[][] => Array.isArray(p) && p.length > 0 && p.every(isRing);

/** The polygons of a Polygon or MultiPolygon geometry (lng/lat rings), else undefined. */
export function polygonsOf(geometry: unknown): Position[][][] | undefined {
  if (!geometry || typeof geometry !== 'object') return undefined;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (type === 'Polygon' && isPolygon(coordinates)) return [coordinates];
  if (type === 'MultiPolygon' && Array.isArray(coordinates) && coordinates.every(isPolygon)) {
    return coordinates;
  }
  return undefined;
}

/** A point's position, or a polygon's area centroid; undefined for anything else or off the globe. */
export function positionOf(geometry: unknown): LatLng | undefined {
  let at: LatLng | undefined;
  const { type, coordinates } = (geometry && typeof geometry === 'object' ? geometry : {}) as {
    type?: unknown;
    coordinates?: unknown;
  };
  if (type === 'Point' && isPosition(coordinates)) {
    const [longitude = NaN, latitude = NaN] = coordinates;
    at = { longitude, latitude };
  } else {
    const polygons = polygonsOf(geometry);
    at = polygons && polygonsCentroid(polygons);
  }
  return at && isValidCoordinate(at.latitude, at.longitude) ? at : undefined;
}

/**
 * A course's pin where a file states it beside the outline: the export writes a course's point as
 * `latitude` and `longitude` properties, and that point (set by hand, say) need not be the
 * outline's centroid.
 */
export function statedPin(props: Record<string, unknown>): LatLng | undefined {
  const { latitude, longitude } = props;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  return isValidCoordinate(latitude, longitude) ? { latitude, longitude } : undefined;
}

/** A course's area: its outline (null where only its bounding box is known), and that box. */
export interface CourseArea {
  outline: CourseOutline | null;
  minLongitude: number;
  minLatitude: number;
  maxLongitude: number;
  maxLatitude: number;
}

type Box = Omit<CourseArea, 'outline'>;

/** [west, south, east, north] on the globe; a box across the antimeridian is not read. */
function box(west: number, south: number, east: number, north: number): Box | undefined {
  if (!(west <= east && south <= north)) return undefined;
  if (!isValidCoordinate(south, west) || !isValidCoordinate(north, east)) return undefined;
  return { minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north };
}

/** RFC 7946 §5: [west, south, east, north], or [west, south, low, east, north, high]. */
function bboxOf(value: unknown): Box | undefined {
  if (!Array.isArray(value) || !value.every((n) => typeof n === 'number' && Number.isFinite(n)))
    return undefined;
  const n = value as number[];
  const [west = NaN, south = NaN, third = NaN, fourth = NaN, fifth = NaN] = n;
  if (n.length === 4) return box(west, south, third, fourth);
  if (n.length === 6) return box(west, south, fourth, fifth);
  return undefined;
}

/** The extent of the outer rings (holes lie inside them). */
function extentOf(polygons: Position[][][]): Box | undefined {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [outer = []] of polygons) {
    for (const [lng = NaN, lat = NaN] of outer) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return box(west, south, east, north);
}

/**
 * A course's area (docs/product.md §11): a Polygon or MultiPolygon geometry is its outline, kept
 * as given but for elevations; else the feature's `bbox` (RFC 7946 §5) or a `bbox` property (as
 * Overpass-based extracts write it) gives its bounding box alone.
 */
export function areaOf(
  feature: Record<string, unknown>,
  props: Record<string, unknown>,
): CourseArea | undefined {
  const geometry = feature['geometry'] as { type?: unknown } | undefined;
  const polygons = polygonsOf(geometry);
  if (polygons) {
    const extent = extentOf(polygons);
    if (!extent) return undefined;
    const flat = polygons.map((rings) => rings.map((ring) => ring.map(([lng = 0, lat = 0]) => [lng, lat])));
    const outline: CourseOutline =
      geometry?.type === 'Polygon'
        ? { type: 'Polygon', coordinates: flat[0] ?? [] }
        : { type: 'MultiPolygon', coordinates: flat };
    return { outline, ...extent };
  }
  const extent = bboxOf(feature['bbox']) ?? bboxOf(props['bbox']);
  return extent && { outline: null, ...extent };
}
