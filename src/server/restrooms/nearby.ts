/**
 * GET /api/restrooms/nearby (docs/product.md §10): listed restrooms nearest first, each at its own
 * position or, without one, at its course's (flagged approximate). Candidates come from two range
 * scans, one on the restrooms' (latitude, longitude) btree for those with a position and one on the
 * courses' for those without, then the exact haversine distance decides, in the order of
 * shared/nearest.ts: one without a position ranks as if it were UNKNOWN_SPOT_MILES beyond its course's
 * point (it is somewhere on the course), and among restrooms equally ranked the one confirmed this
 * season comes first. "Usable now" filters in SQL what SQL can judge (reports, a month no time zone
 * is in), then by the hours in the course's time (hours.ts), reading on until the page is full.
 */
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { BLOCKING_REPORT_KINDS } from '../../shared/report-kinds';
import { FRESH_CONFIRMATION_DAYS } from '../../shared/restroom-constants';
import { UNKNOWN_SPOT_MILES } from '../../shared/nearest';
import type { NearbyQuery, NearbyRestroom, NearbyRow } from '../../shared/schemas';
import { findLikelyClubhouses } from '../questions/likely';
import { fromMiles } from '../../shared/units';
import type { Executor } from '../db/client';
import { around, distanceMilesSql, inBoxSql, withinSql } from '../db/radius/sql';
import { courses, restroomReports, restrooms } from '../db/schema';
import { presentRestrooms } from './extras';
import { hoursAnswer } from './hours';
import { maskToMonths } from '../../shared/restroom-state';

const DAY_MS = 24 * 60 * 60 * 1000;
const point = {
  latitude: sql`coalesce(${restrooms.latitude}, ${courses.latitude})`,
  longitude: sql`coalesce(${restrooms.longitude}, ${courses.longitude})`,
};

/** Every zone's clock is within 14 hours of UTC: its month is the month of one of these two. */
const ZONE_SPREAD_MS = 14 * 60 * 60 * 1000;

/**
 * Usable now, in SQL, as far as SQL can judge it (shared/restroom-state.ts isUsableNow): no active
 * blocking report, and in season in some time zone (the month of now - 14 h or of now + 14 h; the
 * course's own month and hours are judged after, in nearbyPage).
 */
function usableSql(now: Date): SQL {
  const months = [-ZONE_SPREAD_MS, ZONE_SPREAD_MS].map((shift) => new Date(now.getTime() + shift));
  const monthBits = months.reduce((bits, at) => bits | (1 << at.getUTCMonth()), 0);
  const at = now.toISOString();
  return sql`(${restrooms.season} <> 'seasonal' or ${restrooms.openMonths} = 0 or (${restrooms.openMonths} & ${monthBits}::int) <> 0)
    and not exists (select 1 from ${restroomReports} rp where rp.restroom_id = ${restrooms.id}
      and rp.resolved_at is null and (rp.expires_at is null or rp.expires_at > ${at}::timestamptz)
      and rp.kind in ${BLOCKING_REPORT_KINDS})`;
}

function candidates(db: Executor, query: NearbyQuery, now: Date, offset: number, count: number) {
  const search = around(query, query.radius);
  const visible = inArray(restrooms.status, ['pending', 'approved']);
  const pinned = db
    .select({ id: restrooms.id })
    .from(restrooms)
    .where(and(isNotNull(restrooms.latitude), inBoxSql(search, restrooms)));
  const atCourse = db
    .select({ id: restrooms.id })
    .from(restrooms)
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(and(isNull(restrooms.latitude), inBoxSql(search, courses)));
  const distance = distanceMilesSql(search, point);
  const freshSince = new Date(now.getTime() - FRESH_CONFIRMATION_DAYS * DAY_MS).toISOString();
  return db
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
        withinSql(search, distance),
        query.usableOnly ? usableSql(now) : undefined,
      ),
    )
    .orderBy(
      sql`${distance} + case when ${restrooms.latitude} is null then ${UNKNOWN_SPOT_MILES}::float8 else 0 end`,
      sql`coalesce(${restrooms.lastConfirmedAt} > ${freshSince}::timestamptz, false) desc`,
      asc(restrooms.id),
    )
    .offset(offset)
    .limit(count);
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** Open by its hours (and its season's months) in its course's time at `now`: null is not closed. */
const openByHours = (row: Candidate, now: Date) =>
  hoursAnswer(
    {
      openingHours: row.openingHours,
      season: row.season as NearbyRestroom['season'],
      openMonths: maskToMonths(row.openMonths),
      activeReports: [],
    },
    { latitude: row.courseLatitude, longitude: row.courseLongitude },
    now,
  ).openNow !== false;

/** With `usable=true`, the candidates SQL let through that their hours keep open, read on until the page is full. */
async function nearbyPage(db: Executor, query: NearbyQuery, now: Date): Promise<Candidate[]> {
  if (!query.usableOnly) return candidates(db, query, now, 0, query.limit);
  const page: Candidate[] = [];
  for (let offset = 0, count = query.limit * 2; ; offset += count, count *= 2) {
    const rows = await candidates(db, query, now, offset, count);
    page.push(...rows.filter((row) => openByHours(row, now)));
    if (page.length >= query.limit || rows.length < count) return page.slice(0, query.limit);
  }
}

/**
 * The listed restrooms, then, when asked for (by default unless only usable ones were), the likely
 * clubhouses of courses that list none (questions/likely.ts) to fill the page: confirmed places
 * always first, and a likely one never among the usable.
 */
export async function findNearbyRestrooms(db: Executor, query: NearbyQuery, now: Date): Promise<NearbyRow[]> {
  const listed = await findListedNearby(db, query, now);
  if (!query.withLikely) return listed;
  const likely = await findLikelyClubhouses(db, query, query.limit - listed.length);
  // The radius arrives in miles (the query's schema); the answer speaks the asked unit.
  return [...listed, ...likely.map((row) => ({ ...row, distance: fromMiles(row.distance, query.unit) }))];
}

async function findListedNearby(db: Executor, query: NearbyQuery, now: Date): Promise<NearbyRestroom[]> {
  const rows = await nearbyPage(db, query, now);
  return presentRestrooms(db, rows, now, (restroom, row) => ({
    ...restroom,
    courseName: row.courseName,
    courseLatitude: row.courseLatitude,
    courseLongitude: row.courseLongitude,
    distance: fromMiles(row.distance, query.unit),
    likely: false as const,
  }));
}
