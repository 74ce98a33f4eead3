/**
 * What the importer knows of the catalog while it runs (importer.ts), for matching a feature to a
 * course: by the same OpenStreetMap id, else by the same name (case-insensitive) within
 * MATCH_METERS. Filled per chunk from the database (fetchCandidates) and by the run's own writes.
 */
import { eq, sql } from 'drizzle-orm';
import { haversineMiles } from '../../../shared/geo';
import type { Database } from '../../db/client';
import { courseAreas, courses } from '../../db/schema';
import type { CourseCandidate } from './features';
import type { CourseArea } from './geometry';

/** Two points with the same name closer than this are one course. */
const MATCH_METERS = 100;
const MATCH_MILES = MATCH_METERS / 1609.344;

/** The fields of a course row the importer writes. */
export type ImportedFields = {
  osmId: string | null;
  name: string;
  address: string;
  city: string;
  country: string;
  state: string | null;
  region: string | null;
  zipCode: string;
  phone: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
  /** Null when no file gave one (course_areas). */
  area: CourseArea | null;
};

export interface KnownCourse extends ImportedFields {
  /** Given by the importer to a course it inserts (write-chunk.ts), so later features can name it. */
  id: string | undefined;
  isSample: boolean;
  /** Written in this run: a second feature matching it is a duplicate in the file. */
  touched: boolean;
}

/** In-memory view of the catalog for matching: by OSM id, and by lower-cased name. */
export class Catalog {
  private readonly byOsmId = new Map<string, KnownCourse>();
  private readonly byName = new Map<string, KnownCourse[]>();
  private readonly ids = new Set<string>();

  add(known: KnownCourse): void {
    if (known.id) {
      // Already known (fetched for an earlier chunk): the entry in hand is the current one.
      if (this.ids.has(known.id)) return;
      this.ids.add(known.id);
    }
    this.index(known);
  }

  /** Applies a course's new fields and indexes it under its new OSM id and name too. */
  update(known: KnownCourse, fields: ImportedFields): void {
    Object.assign(known, fields, { touched: true, isSample: false });
    this.index(known);
  }

  match(candidate: CourseCandidate): KnownCourse | undefined {
    const byId = candidate.osmId ? this.byOsmId.get(candidate.osmId) : undefined;
    if (byId) return byId;
    const name = candidate.name.toLowerCase();
    // An entry renamed in this run still sits in its old name's list: check the name it has now.
    const near = (this.byName.get(name) ?? []).filter(
      (known) => known.name.toLowerCase() === name && haversineMiles(known, candidate) <= MATCH_MILES,
    );
    // A course inserted in this run may also come back from the database for a later chunk;
    // the entry written in this run is the one that says "already seen".
    return near.find((known) => known.touched) ?? near[0];
  }

  private index(known: KnownCourse): void {
    const sameId = known.osmId ? this.byOsmId.get(known.osmId) : undefined;
    if (known.osmId && !sameId?.touched) this.byOsmId.set(known.osmId, known);
    const key = known.name.toLowerCase();
    const list = this.byName.get(key);
    if (!list) this.byName.set(key, [known]);
    else if (!list.includes(known)) list.push(known);
  }
}

/**
 * Adds the stored courses a chunk could match: the same OSM id or the same lower-cased name. Per
 * chunk rather than the whole table up front, so importing ten features into a catalog of
 * 10,000 reads a handful of rows, and memory stays flat however large the catalog grows.
 */
export async function fetchCandidates(
  db: Database,
  catalog: Catalog,
  candidates: CourseCandidate[],
): Promise<void> {
  if (candidates.length === 0) return;
  const osmIds = [...new Set(candidates.flatMap((c) => (c.osmId ? [c.osmId] : [])))];
  const names = [...new Set(candidates.map((c) => c.name.toLowerCase()))];
  const rows = await db
    .select({
      id: courses.id,
      osmId: courses.osmId,
      name: courses.name,
      address: courses.address,
      city: courses.city,
      country: courses.country,
      state: courses.state,
      region: courses.region,
      zipCode: courses.zipCode,
      phone: courses.phone,
      website: courses.website,
      latitude: courses.latitude,
      longitude: courses.longitude,
      isSample: courses.isSample,
      outline: courseAreas.outline,
      minLongitude: courseAreas.minLongitude,
      minLatitude: courseAreas.minLatitude,
      maxLongitude: courseAreas.maxLongitude,
      maxLatitude: courseAreas.maxLatitude,
    })
    .from(courses)
    .leftJoin(courseAreas, eq(courseAreas.courseId, courses.id))
    .where(
      sql`${courses.osmId} in (select jsonb_array_elements_text(${JSON.stringify(osmIds)}::jsonb))
        or lower(${courses.name}) in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`,
    );
  for (const { outline, minLongitude, minLatitude, maxLongitude, maxLatitude, ...row } of rows) {
    const area =
      minLongitude === null || minLatitude === null || maxLongitude === null || maxLatitude === null
        ? null
        : { outline, minLongitude, minLatitude, maxLongitude, maxLatitude };
    catalog.add({ ...row, area, touched: false });
  }
}

/** The same area: the same box and outline (JSON text, as stored: jsonb keeps numbers exactly). */
const sameArea = (a: CourseArea | null, b: CourseArea | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.minLongitude === b.minLongitude &&
    a.minLatitude === b.minLatitude &&
    a.maxLongitude === b.maxLongitude &&
    a.maxLatitude === b.maxLatitude &&
    JSON.stringify(a.outline?.coordinates) === JSON.stringify(b.outline?.coordinates) &&
    a.outline?.type === b.outline?.type);

export const sameFields = (next: ImportedFields, known: ImportedFields) =>
  (Object.keys(next) as (keyof ImportedFields)[]).every((key) =>
    key === 'area' ? sameArea(next.area, known.area) : next[key] === known[key],
  );
