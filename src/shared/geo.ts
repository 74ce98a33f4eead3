/**
 * Great-circle math shared by the radius query (server), distances on course cards (client) and
 * nearest-restroom lookups from the offline cache (client and service worker).
 */
import { EARTH_RADIUS_MILES, MAP } from './constants';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** As PostgreSQL's radians() computes it (one product by the constant), so SQL and JS agree to the bit. */
const RADIANS_PER_DEGREE = Math.PI / 180;
const toRadians = (degrees: number): number => degrees * RADIANS_PER_DEGREE;

/** Haversine distance in miles (Earth radius 3959 mi, docs/product.md §9). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  return haversineMilesBetween(a.latitude, a.longitude, b.latitude, b.longitude);
}

/**
 * haversineMiles on bare coordinates, for loops over many points that should allocate nothing;
 * a caller that keeps each point's cos(latitude) passes it (the same value, so the same result).
 */
export function haversineMilesBetween(
  lat1: number,
  lng1: number,
  lat2: number,
  lng2: number,
  cosLat1 = cosLatitude(lat1),
  cosLat2 = cosLatitude(lat2),
): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + cosLat1 * cosLat2 * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const cosLatitude = (latitude: number): number => Math.cos(toRadians(latitude));

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
