/**
 * The denormalised rating and count columns (docs/decisions.md §4), kept equal to what the rows say.
 * Recomputed from the rows in the same transaction as any write to restrooms or reviews, for the
 * restrooms/courses touched; or, for one review written, changed or deleted, moved by its delta
 * (`shiftRatings`). Only visible restrooms (pending + approved) count on their course; rejected ones
 * are hidden from listings.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './types';
import { courses, restrooms } from './schema';

/** Whether a restroom with this status counts on its course (and is listed at all). */
export const isListed = (status: SQL) => sql`${status} in ('pending', 'approved')`;

export async function refreshRestroomAggregates(db: Executor, restroomIds: string[]): Promise<void> {
  if (restroomIds.length === 0) return;
  await db
    .update(restrooms)
    .set({
      totalReviews: sql`(select count(*)::int from reviews r where r.restroom_id = ${restrooms.id})`,
      averageRating: sql`coalesce((select avg(r.rating)::float8 from reviews r where r.restroom_id = ${restrooms.id}), 0)`,
    })
    .where(inArray(restrooms.id, restroomIds));
}

export async function refreshCourseAggregates(db: Executor, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const visible = sql`rr.course_id = ${courses.id} and ${isListed(sql`rr.status`)}`;
  await db
    .update(courses)
    .set({
      totalRestrooms: sql`(select count(*)::int from restrooms rr where ${visible})`,
      verifiedRestrooms: sql`(select count(*)::int from restrooms rr where ${visible} and rr.is_verified)`,
      totalReviews: sql`(select count(*)::int from reviews r join restrooms rr on rr.id = r.restroom_id where ${visible})`,
      averageRating: sql`coalesce((select avg(r.rating)::float8 from reviews r join restrooms rr on rr.id = r.restroom_id where ${visible}), 0)`,
    })
    .where(inArray(courses.id, courseIds));
}

/**
 * The rating columns of `table` moved by `change`, exactly as a recount would set them. The sum of
 * the ratings is not stored, but it is an integer the stored average times the count recovers
 * exactly (round() absorbs the float's error, far below 0.5 for any count we will see), so the new
 * average is that sum plus the change over the new count, divided as PostgreSQL's avg() of integers
 * divides (numeric sum / numeric count, then to float8): bit for bit what refresh*Aggregates store.
 */
function shiftedRatings(table: 'restrooms' | 'courses', change: SQL): SQL {
  const count = sql.raw(`${table}.total_reviews`);
  const average = sql.raw(`${table}.average_rating`);
  const newCount = sql`${count} + ${change}.reviews`;
  return sql`total_reviews = ${newCount},
    average_rating = case when ${newCount} = 0 then 0 else
      ((round(${average} * ${count})::bigint + ${change}.rating_sum)::numeric / (${newCount})::numeric)::float8 end`;
}

/**
 * For a statement that writes one review (reviews/queries.ts), under the course lock of
 * db/consistency.ts: the two UPDATEs (as CTE bodies) that move the review's restroom and, when that
 * restroom is listed, its course by `change`, a CTE of the statement with at most one row of
 * `restroom_id`, `course_id`, `reviews` (the change in their number: 1, 0 or -1), `rating_sum`
 * (the change in the sum of their ratings) and `listed`. Like the recomputing refreshes, both rows
 * get `updated_at`: `stamp`, the statement's timestamptz for the write's moment.
 */
export function shiftRatings(change: SQL, stamp: SQL): { restroom: SQL; course: SQL } {
  return {
    restroom: sql`update restrooms set ${shiftedRatings('restrooms', change)}, updated_at = ${stamp}
      from ${change} where restrooms.id = ${change}.restroom_id
      returning 1`,
    course: sql`update courses set ${shiftedRatings('courses', change)}, updated_at = ${stamp}
      from ${change} where courses.id = ${change}.course_id and ${change}.listed
      returning 1`,
  };
}

/**
 * Every restroom's and course's aggregates at once, set-based (a grouped join per table instead
 * of a correlated count per row): for bulk loads and repairs, never inside a request. Same
 * definitions as the two functions above (and their tests check the results agree).
 */
export async function refreshAllAggregates(db: Executor): Promise<void> {
  await db.execute(sql`
    update restrooms set total_reviews = coalesce(s.n, 0), average_rating = coalesce(s.rating, 0)
    from restrooms r0
    left join (select restroom_id, count(*)::int as n, avg(rating)::float8 as rating
               from reviews group by restroom_id) s on s.restroom_id = r0.id
    where restrooms.id = r0.id`);
  await db.execute(sql`
    update courses set total_restrooms = coalesce(v.restrooms, 0),
                       verified_restrooms = coalesce(v.verified, 0),
                       total_reviews = coalesce(s.n, 0),
                       average_rating = coalesce(s.rating, 0)
    from courses c0
    left join (select course_id, count(*)::int as restrooms,
                      (count(*) filter (where is_verified))::int as verified
               from restrooms where status in ('pending', 'approved') group by course_id) v
           on v.course_id = c0.id
    left join (select rr.course_id, count(*)::int as n, avg(r.rating)::float8 as rating
               from reviews r join restrooms rr on rr.id = r.restroom_id
               where rr.status in ('pending', 'approved') group by rr.course_id) s
           on s.course_id = c0.id
    where courses.id = c0.id`);
}
