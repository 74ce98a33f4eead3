/**
 * Helpers for the course tests: the shared OSM extract (read at test time from ../shared/data,
 * never copied into the repository), access tokens for a role, and points at known distances.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { featuresOf } from '../../../src/server/courses/import/features';
import type { Database } from '../../../src/server/db/client';
import { courses } from '../../../src/server/db/schema';
import { EARTH_RADIUS_MILES } from '../../../src/shared/constants';
import type { LatLng } from '../../../src/shared/geo';
import type { Role } from '../../../src/shared/schemas';
import { createUser } from './restrooms';

/** docs/decisions.md §5: the extract lives in shared/, beside the repository. */
export const SHARED_GEOJSON = fileURLToPath(
  new URL('../../../../shared/data/osm-us-golf-courses.geojson', import.meta.url),
);
export const SHARED_FEATURE_COUNT = 9336;

let cached: unknown[] | undefined;
export function sharedFeatures(): unknown[] {
  cached ??= featuresOf(JSON.parse(readFileSync(SHARED_GEOJSON, 'utf8')));
  return cached;
}

/**
 * A bearer header for a new account of that role. The account is a real row: the guards read the
 * account's current role from the database (a deleted account's token is refused).
 */
export async function authAs(db: Database, role: Role): Promise<Record<string, string>> {
  return (await createUser(db, role)).headers;
}

export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** The point `miles` from `from` along the initial bearing (degrees clockwise from north). */
export function destination(from: LatLng, miles: number, bearingDegrees: number): LatLng {
  const rad = Math.PI / 180;
  const d = miles / EARTH_RADIUS_MILES;
  const b = bearingDegrees * rad;
  const lat1 = from.latitude * rad;
  const lng1 = from.longitude * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  const longitude = ((((lng2 / rad + 540) % 360) + 360) % 360) - 180;
  return { latitude: lat2 / rad, longitude };
}

export type NewCourse = Partial<typeof courses.$inferInsert> & LatLng & { name: string };

export async function insertCourses(db: Database, rows: NewCourse[]) {
  return db
    .insert(courses)
    .values(rows.map((row) => ({ state: 'NC', ...row })))
    .returning();
}

/** The European extract (41 countries, Overpass's flattened tags: iso_country, addr_*, bbox). */
export const EUROPE_GEOJSON = fileURLToPath(
  new URL('../../../../shared/data/osm-europe-golf-courses.geojson', import.meta.url),
);

let europe: unknown[] | undefined;
export function europeFeatures(): unknown[] {
  europe ??= featuresOf(JSON.parse(readFileSync(EUROPE_GEOJSON, 'utf8')));
  return europe;
}
