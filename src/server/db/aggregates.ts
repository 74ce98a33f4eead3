/**
 * Recomputes the denormalised rating and count columns from the rows (decisions.md §4). Call it in
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
