/**
 * One chunk of toilets written in one transaction (toilets.ts), under the protocol every write that
 * changes the course aggregates follows (db/consistency.ts): lock the courses, write, recompute
 * their totals from the rows. About seven statements whatever the chunk's size.
 *
 * Per toilet, by its OSM id (docs/product.md §11):
 * - a stored row whose fields already equal the feature's is left alone (not even updated_at);
 * - a stored row that differs is updated, unless an owner of the course or an admin has confirmed
 *   it (owner_confirmed_at): their word wins over the map's, and it is counted as kept;
 * - a new one is inserted, approved but unverified, unless a golfer's restroom (source
 *   'community' or 'golfers', listed: pending or approved) of the same course with the same location type stands
 *   within DUPLICATE_METERS: then the golfer's is kept and the toilet counted as a duplicate. A
 *   community restroom without a position stands at its course's point (as everywhere, §10), so it
 *   blocks a toilet of its type within DUPLICATE_METERS of that point.
 * The fields the map cannot state (soap, grab bars, wide door, turning space) are never written.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { refreshCourseAggregates } from '../../db/aggregates';
import type { Database, Executor } from '../../db/client';
import { courses, restrooms } from '../../db/schema';
import { metersBetween } from './toilet-attach';
import type { ToiletFields } from './toilet-tags';

const DUPLICATE_METERS = 25;

export interface ToiletRow extends ToiletFields {
  osmId: string;
  courseId: string;
  latitude: number;
  longitude: number;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  keptOwnerConfirmed: number;
  duplicates: number;
}

/** The columns the import writes, and compares before writing. */
const COMPARED = [
  'courseId',
  'name',
  'locationType',
  'holeNumber',
  'facilityType',
  'gender',
  'unstated',
  'accessibility',
  'latitude',
  'longitude',
  'access',
  'accessNote',
  'season',
  'openMonths',
  'openingHours',
  'handwashing',
  'babyChanging',
  'stepFree',
] as const satisfies readonly (keyof ToiletRow)[];

const ROW_TYPE = sql.raw(`(id uuid, osm_id text, course_id uuid, name text, location_type text,
  hole_number int, facility_type text, gender text, unstated text[], accessibility boolean, latitude float8,
  longitude float8, access text, access_note text, season text, open_months int, opening_hours text,
  handwashing boolean, baby_changing boolean, step_free boolean)`);

/** As the course importer does (write-chunk.ts): the rows travel as one JSON parameter. */
const asJson = (rows: (ToiletRow & { id?: string })[]) =>
  JSON.stringify(
    rows.map((r) => ({
      id: r.id ?? null,
      osm_id: r.osmId,
      course_id: r.courseId,
      name: r.name,
      location_type: r.locationType,
      hole_number: r.holeNumber,
      facility_type: r.facilityType,
      gender: r.gender,
      unstated: r.unstated,
      accessibility: r.accessibility,
      latitude: r.latitude,
      longitude: r.longitude,
      access: r.access,
      access_note: r.accessNote,
      season: r.season,
      open_months: r.openMonths,
      opening_hours: r.openingHours,
      handwashing: r.handwashing,
      baby_changing: r.babyChanging,
      step_free: r.stepFree,
    })),
  );

const jsonList = (values: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
/** Cast in the list, not on the column, so the uuid indexes serve the lookup. */
const uuidList = (values: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::uuid)`;

const insertStatement = (rows: ToiletRow[]) => sql`
  insert into restrooms (course_id, name, location_type, hole_number, facility_type, gender, unstated,
    accessibility, latitude, longitude, access, access_note, season, open_months, opening_hours,
    handwashing, baby_changing, step_free, status, is_verified, source, osm_id)
  select course_id, name, location_type, hole_number, facility_type, gender, unstated,
    accessibility, latitude, longitude, access, access_note, season, open_months, opening_hours,
    handwashing, baby_changing, step_free, 'approved', false, 'openstreetmap', osm_id
  from jsonb_to_recordset(${asJson(rows)}::jsonb) as r ${ROW_TYPE}
  -- Only another import running at the same time can take an OSM id in between: its row stands.
  on conflict (osm_id) do nothing
  returning id`;

const updateStatement = (rows: (ToiletRow & { id: string })[]) => sql`
  update restrooms set
    course_id = r.course_id, name = r.name, location_type = r.location_type,
    hole_number = r.hole_number, facility_type = r.facility_type, gender = r.gender, unstated = r.unstated,
    accessibility = r.accessibility, latitude = r.latitude, longitude = r.longitude,
    access = r.access, access_note = r.access_note, season = r.season, open_months = r.open_months,
    opening_hours = r.opening_hours, handwashing = r.handwashing, baby_changing = r.baby_changing, step_free = r.step_free,
    updated_at = now()
  from jsonb_to_recordset(${asJson(rows)}::jsonb) as r ${ROW_TYPE}
  where restrooms.id = r.id`;

/** Equal values; a list (unstated) by its items, as the database gives back a new array. */
const sameField = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join() === b.join() : a === b;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

async function storedByOsmId(tx: Executor, osmIds: string[]) {
  const rows = await tx
    .select({
      id: restrooms.id,
      osmId: restrooms.osmId,
      ownerConfirmedAt: restrooms.ownerConfirmedAt,
      ...Object.fromEntries(COMPARED.map((key) => [key, restrooms[key]])),
    })
    .from(restrooms)
    .where(sql`${restrooms.osmId} in ${jsonList(osmIds)}`);
  type Stored = Pick<ToiletRow, (typeof COMPARED)[number]> & { id: string; ownerConfirmedAt: Date | null };
  return new Map(rows.map((row) => [row.osmId ?? '', row as unknown as Stored]));
}

/** Locks in id order, so two writers locking overlapping sets do not wait on each other in a cycle. */
async function lockCourses(tx: Executor, ids: string[]): Promise<void> {
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(sql`${courses.id} in ${uuidList(ids)}`)
    .orderBy(courses.id)
    .for('update');
}

/** The golfers' listed restrooms of these courses, each at its own position or its course's. */
async function communityRestrooms(tx: Executor, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return tx
    .select({
      courseId: restrooms.courseId,
      locationType: restrooms.locationType,
      latitude: sql<number>`coalesce(${restrooms.latitude}, ${courses.latitude})`,
      longitude: sql<number>`coalesce(${restrooms.longitude}, ${courses.longitude})`,
    })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(
      and(
        sql`${restrooms.courseId} in ${uuidList(courseIds)}`,
        inArray(restrooms.source, ['community', 'golfers']),
        inArray(restrooms.status, ['pending', 'approved']),
      ),
    );
}

export async function writeToilets(db: Database, rows: ToiletRow[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, keptOwnerConfirmed: 0, duplicates: 0 };
  if (rows.length === 0) return counts;
  const osmIds = rows.map((row) => row.osmId);
  return db.transaction(async (tx) => {
    // Read, lock every course a row leaves or joins, read again: a restroom only changes under its
    // course's lock, so the second read is what this transaction writes over.
    const seen = await storedByOsmId(tx, osmIds);
    const touched = new Set([
      ...rows.map((row) => row.courseId),
      ...[...seen.values()].map((s) => s.courseId),
    ]);
    await lockCourses(tx, [...touched].sort());
    const stored = await storedByOsmId(tx, osmIds);

    const inserts: ToiletRow[] = [];
    const updates: (ToiletRow & { id: string })[] = [];
    const changedCourses = new Set<string>();
    for (const row of rows) {
      const current = stored.get(row.osmId);
      if (!current) {
        inserts.push(row);
      } else if (COMPARED.every((key) => sameField(row[key], current[key]))) {
        counts.unchanged++;
      } else if (current.ownerConfirmedAt) {
        counts.keptOwnerConfirmed++;
      } else {
        updates.push({ ...row, id: current.id });
        if (current.courseId !== row.courseId) changedCourses.add(current.courseId).add(row.courseId);
      }
    }

    const golfers = await communityRestrooms(tx, [...new Set(inserts.map((row) => row.courseId))]);
    const fresh = inserts.filter((row) => {
      const twin = golfers.some(
        (g) =>
          g.courseId === row.courseId &&
          g.locationType === row.locationType &&
          metersBetween(g, row) <= DUPLICATE_METERS,
      );
      if (twin) counts.duplicates++;
      return !twin;
    });

    if (fresh.length > 0) {
      counts.inserted = rowsOf<{ id: string }>(await tx.execute(insertStatement(fresh))).length;
      for (const row of fresh) changedCourses.add(row.courseId);
    }
    if (updates.length > 0) {
      await tx.execute(updateStatement(updates));
      counts.updated = updates.length;
    }
    await refreshCourseAggregates(tx, [...changedCourses].sort());
    return counts;
  });
}
