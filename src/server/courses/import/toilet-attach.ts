/**
 * The nearest stored course of each toilet of a chunk, within the attachment distance
 * (docs/product.md §11, IMPORT_RESTROOM_MAX_METERS): one statement for the whole chunk, which joins
 * each toilet's bounding box (shared/geo.ts) to the courses' (latitude, longitude) btree
 * (courses_lat_lng_idx), then the exact haversine distance here, as the course list's radius
 * search does.
 */
import { sql } from 'drizzle-orm';
import { boundingBox, haversineMiles, type LatLng } from '../../../shared/geo';
import type { Database } from '../../db/client';

const METERS_PER_MILE = 1609.344;

export interface AttachedCourse extends LatLng {
  id: string;
}

export const metersBetween = (a: LatLng, b: LatLng) => haversineMiles(a, b) * METERS_PER_MILE;

type BoxRow = {
  i: number;
  id: string;
  latitude: number;
  longitude: number;
};

/** For each point, its nearest course within `maxMeters` (ties: the lower id), else undefined. */
export async function nearestCourses(
  db: Database,
  points: readonly LatLng[],
  maxMeters: number,
): Promise<(AttachedCourse | undefined)[]> {
  const nearest: (AttachedCourse | undefined)[] = points.map(() => undefined);
  if (points.length === 0) return nearest;
  const boxes = points.map((point, i) => {
    const box = boundingBox(point, maxMeters / METERS_PER_MILE);
    return {
      i,
      min_lat: box.minLatitude,
      max_lat: box.maxLatitude,
      min_lng: box.minLongitude,
      max_lng: box.maxLongitude,
    };
  });
  const result = await db.execute<BoxRow>(sql`
    select b.i, c.id, c.latitude, c.longitude
    from jsonb_to_recordset(${JSON.stringify(boxes)}::jsonb)
      as b(i int, min_lat float8, max_lat float8, min_lng float8, max_lng float8)
    join courses c on c.latitude between b.min_lat and b.max_lat
                  and c.longitude between b.min_lng and b.max_lng`);
  const rows = Array.isArray(result) ? (result as BoxRow[]) : (result as { rows: BoxRow[] }).rows;
  const best: number[] = points.map(() => Infinity);
  for (const row of rows) {
    const point = points[row.i];
    if (!point) continue;
    const meters = metersBetween(point, row);
    const current = nearest[row.i];
    const closer = meters < (best[row.i] ?? Infinity);
    const tie = meters === best[row.i] && current !== undefined && row.id < current.id;
    if (meters <= maxMeters && (closer || tie)) {
      best[row.i] = meters;
      nearest[row.i] = { id: row.id, latitude: row.latitude, longitude: row.longitude };
    }
  }
  return nearest;
}
