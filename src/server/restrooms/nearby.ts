/**
 * GET /api/restrooms/nearby (docs/product.md §10): listed restrooms nearest first, each at its own
 * position or, without one, at its course's (flagged approximate). Candidates come from two range
 * scans, one on the restrooms' (latitude, longitude) btree for those with a position and one on the
 * courses' for those without, then the exact haversine distance decides, in the order of
 * shared/nearest.ts: one without a position ranks as if it were UNKNOWN_SPOT_MILES beyond its course's
 * point (it is somewhere on the course), and among restrooms equally ranked the one confirmed this
 * season comes first.
 */
import {
  and,
  asc,
  between,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { BLOCKING_REPORT_KINDS } from '../../shared/report-kinds';
import { FRESH_CONFIRMATION_DAYS } from '../../shared/restroom-constants';
import { boundingBox } from '../../shared/geo';
import { UNKNOWN_SPOT_MILES } from '../../shared/nearest';
import type { NearbyQuery, NearbyRestroom } from '../../shared/schemas';
import { distanceMilesSql } from '../courses/queries';
import type { Executor } from '../db/client';
import { courses, restroomReports, restrooms } from '../db/schema';
import { presentRestrooms } from './extras';

const DAY_MS = 24 * 60 * 60 * 1000;
const point = {
  latitude: sql`coalesce(${restrooms.latitude}, ${courses.latitude})`,
  longitude: sql`coalesce(${restrooms.longitude}, ${courses.longitude})`,
};

/**
 * Usable now, in SQL: the rule of shared/restroom-state.ts isUsableNow (in season this month, no
 * active blocking report), so `usable=true` filters before the limit.
 */
function usableSql(now: Date): SQL {
  const monthBit = 1 << now.getUTCMonth();
  const at = now.toISOString();
  return sql`(${restrooms.season} <> 'seasonal' or ${restrooms.openMonths} = 0 or (${restrooms.openMonths} & ${monthBit}::int) <> 0)
    and not exists (select 1 from ${restroomReports} rp where rp.restroom_id = ${restrooms.id}
      and rp.resolved_at is null and (rp.expires_at is null or rp.expires_at > ${at}::timestamptz)
      and rp.kind in ${BLOCKING_REPORT_KINDS})`;
}

export async function findNearbyRestrooms(
  db: Executor,
  query: NearbyQuery,
  now: Date,
): Promise<NearbyRestroom[]> {
  const box = boundingBox(query, query.radius);
  const visible = inArray(restrooms.status, ['pending', 'approved']);
  const pinned = db
    .select({ id: restrooms.id })
    .from(restrooms)
    .where(
      and(
        isNotNull(restrooms.latitude),
        between(restrooms.latitude, box.minLatitude, box.maxLatitude),
        between(restrooms.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
  const atCourse = db
    .select({ id: restrooms.id })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(
      and(
        isNull(restrooms.latitude),
        between(courses.latitude, box.minLatitude, box.maxLatitude),
        between(courses.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
  const distance = distanceMilesSql(query, point);
  const freshSince = new Date(now.getTime() - FRESH_CONFIRMATION_DAYS * DAY_MS).toISOString();
  const rows = await db
    .select({
      ...getTableColumns(restrooms),
      courseName: courses.name,
      courseLatitude: courses.latitude,
      courseLongitude: courses.longitude,
      distance,
    })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(
      and(
        inArray(restrooms.id, unionAll(pinned, atCourse)),
        visible,
        sql`${distance} <= ${query.radius}::float8`,
        query.usableOnly ? usableSql(now) : undefined,
      ),
    )
    .orderBy(
      sql`${distance} + case when ${restrooms.latitude} is null then ${UNKNOWN_SPOT_MILES}::float8 else 0 end`,
      sql`coalesce(${restrooms.lastConfirmedAt} > ${freshSince}::timestamptz, false) desc`,
      asc(restrooms.id),
    )
    .limit(query.limit);
  return presentRestrooms(db, rows, now, (restroom, row) => ({
    ...restroom,
    courseName: row.courseName,
    courseLatitude: row.courseLatitude,
    courseLongitude: row.courseLongitude,
    distance: row.distance,
  }));
}
