/**
 * The radius search in SQL: "the rows within r miles of p, nearest first" for courses (the list's
 * fallback when the positions in memory cannot answer, positions.ts), restrooms (/nearby) and
 * likely clubhouses. No PostGIS or earthdistance (neither is on PGlite nor guaranteed on a managed
 * PostgreSQL): a bounding box narrows the rows on a (latitude, longitude) btree, then the exact
 * haversine, with the same formula and Earth radius as shared/geo.ts, filters and orders them.
 * The index in memory uses the same box and the same haversine (in JS), so both agree to the bit.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_MILES } from '../../../shared/constants';
import { boundingBox, type LatLng } from '../../../shared/geo';

/** A number bound at execution, or a placeholder filled in when a prepared statement runs. */
type Value = number | Placeholder;

/** Where a row is: its own columns, or an expression (a restroom at its course's point). */
export interface PointColumns {
  latitude: SQL | AnyPgColumn;
  longitude: SQL | AnyPgColumn;
}

/** A search's centre, its radius in miles and the box around them, as values or placeholders. */
export interface Around {
  latitude: Value;
  longitude: Value;
  radius: Value;
  minLatitude: Value;
  maxLatitude: Value;
  minLongitude: Value;
  maxLongitude: Value;
}

/** A search bound now, for a statement built per request. */
export function around(centre: LatLng, radiusMiles: number): Around {
  return { ...centre, radius: radiusMiles, ...boundingBox(centre, radiusMiles) };
}

/** The placeholders of a prepared statement's search; `aroundValues` fills them. */
export const aroundPlaceholders: Around = {
  latitude: sql.placeholder('lat'),
  longitude: sql.placeholder('lng'),
  radius: sql.placeholder('radius'),
  minLatitude: sql.placeholder('minLat'),
  maxLatitude: sql.placeholder('maxLat'),
  minLongitude: sql.placeholder('minLng'),
  maxLongitude: sql.placeholder('maxLng'),
};

/** The values of `aroundPlaceholders` for one search. */
export function aroundValues(centre: LatLng, radiusMiles: number): Record<string, number> {
  const box = boundingBox(centre, radiusMiles);
  return {
    lat: centre.latitude,
    lng: centre.longitude,
    radius: radiusMiles,
    minLat: box.minLatitude,
    maxLat: box.maxLatitude,
    minLng: box.minLongitude,
    maxLng: box.maxLongitude,
  };
}

/**
 * Great-circle miles from the centre to `point` (shared/geo.ts haversineMiles, in SQL), the
 * distance every radius answer filters, orders and shows.
 */
export function distanceMilesSql(
  centre: Pick<Around, 'latitude' | 'longitude'>,
  point: PointColumns,
): SQL<number> {
  const lat = centre.latitude;
  const lng = centre.longitude;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${point.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${point.latitude}))
      * power(sin(radians(${point.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/** The bounding box on `point`'s btree: every row within the radius, and a few corners more. */
export function inBoxSql(search: Around, point: PointColumns): SQL {
  return sql`${point.latitude} between ${search.minLatitude}::float8 and ${search.maxLatitude}::float8
    and ${point.longitude} between ${search.minLongitude}::float8 and ${search.maxLongitude}::float8`;
}

/** Within the radius by the exact distance (after the box has narrowed the rows). */
export function withinSql(search: Around, distance: SQL<number>): SQL {
  return sql`${distance} <= ${search.radius}::float8`;
}
