import { sql } from 'drizzle-orm';
import type { PublicStats } from '../../shared/schemas';
import type { Executor } from '../db/client';

/**
 * The landing page's numbers in one round trip. Reviews count only on visible restrooms, like every
 * other review total (docs/decisions.md §4). A course has a known restroom answer once it lists a
 * restroom or its golfers settled either course-wide question (docs/product.md §13). `::int`
 * because pg returns bigint as text.
 */
export async function countPublicStats(db: Executor): Promise<PublicStats> {
  const [row] = await db
    .select({
      totalCourses: sql<number>`(select count(*)::int from courses)`,
      totalCountries: sql<number>`(select count(distinct country)::int from courses)`,
      totalReviews: sql<number>`(select count(*)::int from reviews r join restrooms rr on rr.id = r.restroom_id where rr.status in ('pending', 'approved'))`,
      totalUsers: sql<number>`(select count(*)::int from users)`,
      coursesWithRestroomAnswer: sql<number>`(select count(*)::int from courses c
        where exists (select 1 from restrooms rr where rr.course_id = c.id and rr.status in ('pending', 'approved'))
          or exists (select 1 from course_facts f where f.course_id = c.id
            and (f.clubhouse in ('yes', 'no') or f.on_course in ('yes', 'no'))))`,
    })
    .from(sql`(select 1) as one`);
  return (
    row ?? {
      totalCourses: 0,
      totalCountries: 0,
      totalReviews: 0,
      totalUsers: 0,
      coursesWithRestroomAnswer: 0,
    }
  );
}
