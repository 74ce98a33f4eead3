/**
 * Likely clubhouses for GET /api/restrooms/nearby (docs/product.md §13): the courses near the
 * golfer that list no clubhouse restroom and whose golfers have not said (or disputed) that there
 * is none. Nearly every course has a pro shop or clubhouse with a restroom: better than "nothing
 * near you", and never counted as a listed one. The courses within the radius as the course list
 * finds them in SQL (db/radius/sql.ts).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LatLng } from '../../shared/geo';
import type { LikelyClubhouse } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { around, distanceMilesSql, inBoxSql, withinSql } from '../db/radius/sql';
import { courseFacts, courses, restrooms } from '../db/schema';

/** The answers' states that still leave a clubhouse restroom likely (facts.ts clubhouseFact). */
const STILL_LIKELY = ['none', 'lean_yes', 'yes'];

export async function findLikelyClubhouses(
  db: Executor,
  near: LatLng & { radius: number },
  limit: number,
): Promise<LikelyClubhouse[]> {
  if (limit <= 0) return [];
  const search = around(near, near.radius);
  const distance = distanceMilesSql(search, courses);
  const rows = await db
    .select({
      courseId: courses.id,
      courseName: courses.name,
      courseLatitude: courses.latitude,
      courseLongitude: courses.longitude,
      distance,
    })
    .from(courses)
    .leftJoin(courseFacts, eq(courseFacts.courseId, courses.id))
    .where(
      and(
        inBoxSql(search, courses),
        withinSql(search, distance),
        or(isNull(courseFacts.clubhouse), inArray(courseFacts.clubhouse, STILL_LIKELY)),
        sql`not exists (select 1 from ${restrooms} where ${restrooms.courseId} = ${courses.id}
          and ${restrooms.status} in ('pending', 'approved') and ${restrooms.locationType} = 'clubhouse')`,
      ),
    )
    .orderBy(distance, asc(courses.id))
    .limit(limit);
  return rows.map((row) => ({ likely: true, locationType: 'clubhouse', approximate: true, ...row }));
}
