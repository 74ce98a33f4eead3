/**
 * Recomputes the denormalised rating and count columns from the rows (docs/decisions.md §4). Call it in
 * the same transaction as any write to restrooms or reviews, for the restrooms/courses touched.
 * Only visible restrooms (pending + approved) count; rejected ones are hidden from listings.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { courses, restrooms } from './schema';

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
  const visible = sql`rr.course_id = ${courses.id} and rr.status in ('pending', 'approved')`;
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
