/**
 * One chunk of the import written in one transaction: one INSERT for the new courses, one UPDATE
 * for the changed ones and one upsert of the areas the chunk's features gave, whatever the chunk's
 * size (importer.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ImportedFields } from './catalog';

export interface Chunk {
  /** With the id the importer gave each, so a later feature of the file can refer to it. */
  inserts: (ImportedFields & { id: string })[];
  updates: (ImportedFields & { id: string })[];
  /** Areas for courses written earlier in the run, from a later feature of the same course. */
  areas: Pick<ImportedFields & { id: string }, 'id' | 'osmId' | 'area'>[];
}

/**
 * The chunk's rows travel as one JSON parameter unpacked by jsonb_to_recordset: one parameter
 * instead of 13 per row (no bind-parameter limit, no per-value driver work), which made a
 * 500-row chunk 3-5× faster than a multi-row VALUES list on both databases. JSON numbers
 * round-trip doubles exactly.
 */
const ROW_TYPE = sql.raw(`(id uuid, osm_id text, name text, address text, city text, country text,
  state text, region text, zip_code text, phone text, website text, latitude float8, longitude float8)`);

const asJson = (rows: (ImportedFields & { id?: string })[]) =>
  JSON.stringify(
    rows.map((r) => ({
      id: r.id ?? null,
      osm_id: r.osmId,
      name: r.name,
      address: r.address,
      city: r.city,
      country: r.country,
      state: r.state,
      region: r.region,
      zip_code: r.zipCode,
      phone: r.phone,
      website: r.website,
      latitude: r.latitude,
      longitude: r.longitude,
    })),
  );

const insertStatement = (rows: (ImportedFields & { id: string })[]) => sql`
  insert into courses (id, osm_id, name, address, city, country, state, region, zip_code, phone, website,
    latitude, longitude, is_sample)
  select id, osm_id, name, address, city, country, state, region, zip_code, phone, website, latitude,
    longitude, false
  from jsonb_to_recordset(${asJson(rows)}::jsonb) as r ${ROW_TYPE}
  -- Only a concurrent writer can take an OSM id in between; then it is updated like a match.
  on conflict (osm_id) do update set
    name = excluded.name, address = excluded.address, city = excluded.city, country = excluded.country,
    state = excluded.state, region = excluded.region, zip_code = excluded.zip_code, phone = excluded.phone, website = excluded.website,
    latitude = excluded.latitude, longitude = excluded.longitude, is_sample = false, updated_at = now()
  -- xmax = 0 marks a row this statement inserted rather than updated on conflict.
  returning (xmax = 0) as inserted`;

const updateStatement = (rows: Chunk['updates']) => sql`
  update courses set
    osm_id = r.osm_id, name = r.name, address = r.address, city = r.city, country = r.country,
    state = r.state, region = r.region, zip_code = r.zip_code, phone = r.phone, website = r.website,
    latitude = r.latitude, longitude = r.longitude, is_sample = false, updated_at = now()
  from jsonb_to_recordset(${asJson(rows)}::jsonb) as r ${ROW_TYPE}
  where courses.id = r.id`;

/**
 * The areas of the chunk's rows, by the row's id: the id given to a new row, unless a concurrent
 * writer took its OSM id first (the insert then updated that course), so by OSM id as well.
 */
const areasStatement = (rows: Chunk['areas']) => sql`
  insert into course_areas (course_id, outline, min_longitude, min_latitude, max_longitude, max_latitude)
  select c.id, r.outline, r.min_longitude, r.min_latitude, r.max_longitude, r.max_latitude
  from jsonb_to_recordset(${JSON.stringify(
    rows.flatMap(({ id, osmId, area }) =>
      area
        ? [
            {
              id,
              osm_id: osmId,
              outline: area.outline,
              min_longitude: area.minLongitude,
              min_latitude: area.minLatitude,
              max_longitude: area.maxLongitude,
              max_latitude: area.maxLatitude,
            },
          ]
        : [],
    ),
  )}::jsonb) as r (id uuid, osm_id text, outline jsonb, min_longitude float8, min_latitude float8,
    max_longitude float8, max_latitude float8)
  join lateral (
    select id from courses where id = r.id
    union all select id from courses where r.osm_id is not null and osm_id = r.osm_id
    limit 1
  ) c on true
  on conflict (course_id) do update set
    outline = excluded.outline, min_longitude = excluded.min_longitude,
    min_latitude = excluded.min_latitude, max_longitude = excluded.max_longitude,
    max_latitude = excluded.max_latitude`;

export async function writeChunk(db: Database, chunk: Chunk): Promise<{ inserted: number; updated: number }> {
  const { inserts, updates } = chunk;
  // One row per course (an upsert may not touch a row twice): the last area given wins.
  const areas = new Map(
    [...inserts, ...updates, ...chunk.areas].flatMap((row) => (row.area ? [[row.id, row] as const] : [])),
  );
  if (inserts.length === 0 && updates.length === 0 && areas.size === 0) return { inserted: 0, updated: 0 };
  return db.transaction(async (tx) => {
    let inserted = 0;
    let updated = chunk.updates.length;
    if (inserts.length > 0) {
      const result = await tx.execute<{ inserted: boolean }>(insertStatement(inserts));
      const rows = Array.isArray(result) ? result : (result as { rows: { inserted: boolean }[] }).rows;
      inserted = rows.filter((row) => row.inserted).length;
      updated += rows.length - inserted;
    }
    if (updates.length > 0) await tx.execute(updateStatement(updates));
    if (areas.size > 0) await tx.execute(areasStatement([...areas.values()]));
    return { inserted, updated };
  });
}
