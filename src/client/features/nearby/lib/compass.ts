/**
 * Which way a restroom lies from the golfer (docs/product.md §10, nearby restrooms): the initial
 * great-circle bearing, named by the nearest of eight compass points. Eight, not sixteen: "NNE" is
 * hard to read at a glance in sunlight, and at a few hundred yards eight are precise enough.
 */
import { haversineMiles, type LatLng } from '../../../../shared/geo';

const POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof POINTS)[number];

/**
 * Closer than this, a direction says nothing a golfer can use (a phone's position is rarely better
 * than 10–20 m), and for the same point the bearing would be an arbitrary "N".
 */
const NO_DIRECTION_WITHIN_MILES = 0.01;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Initial bearing from `from` to `to`, in degrees clockwise from true north, 0 to under 360. */
export function initialBearing(from: LatLng, to: LatLng): number {
  const lat1 = toRadians(from.latitude);
  const lat2 = toRadians(to.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The compass point nearest to `bearing` (any number of degrees, negative or past 360). */
export function compassPoint(bearing: number): CompassPoint {
  const normalised = ((bearing % 360) + 360) % 360;
  return POINTS[Math.round(normalised / 45) % POINTS.length] ?? 'N';
}

/** The compass point of `to` seen from `from`, or null when the two are practically the same place. */
export function compassDirection(from: LatLng, to: LatLng): CompassPoint | null {
  if (haversineMiles(from, to) < NO_DIRECTION_WITHIN_MILES) return null;
  return compassPoint(initialBearing(from, to));
}
