/**
 * Great-circle math shared by the radius query (server), distances on course cards (client) and
 * nearest-restroom lookups from the offline cache (client and service worker).
 */
import { EARTH_RADIUS_MILES, MAP } from './constants';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in miles (Earth radius 3959 mi, docs/product.md §9). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidCoordinate(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= -90 &&
    latitude <= 90 &&
    longitude >= -180 &&
    longitude <= 180
  );
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The smallest latitude/longitude box that contains every point within `radiusMiles` of `center`.
 * The radius query filters on this box first (a btree range scan any PostgreSQL engine can do),
 * then on the exact haversine distance. Near the poles or across the antimeridian the longitude
 * range widens to the whole globe rather than wrapping, which is correct if not tight.
 */
export function boundingBox(center: LatLng, radiusMiles: number): BoundingBox {
  const latDelta = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const minLatitude = Math.max(-90, center.latitude - latDelta);
  const maxLatitude = Math.min(90, center.latitude + latDelta);
  const cosLat = Math.cos(toRadians(Math.max(Math.abs(minLatitude), Math.abs(maxLatitude))));
  const lngDelta = cosLat <= 1e-9 ? 180 : Math.min(180, latDelta / cosLat);
  const minLongitude = center.longitude - lngDelta;
  const maxLongitude = center.longitude + lngDelta;
  if (lngDelta >= 180 || minLongitude < -180 || maxLongitude > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/**
 * Map viewport query radius (docs/product.md §9): larger span in degrees × 69 / 2, clamped to 10..100 miles.
 */
export function viewportRadiusMiles(latitudeSpan: number, longitudeSpan: number): number {
  const radius = (Math.max(Math.abs(latitudeSpan), Math.abs(longitudeSpan)) * MAP.milesPerDegree) / 2;
  return Math.min(MAP.viewportRadiusMax, Math.max(MAP.viewportRadiusMin, radius));
}
