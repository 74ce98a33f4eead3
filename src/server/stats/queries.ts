import { sql } from 'drizzle-orm';
import type { PublicStats } from '../../shared/schemas';
import type { Executor } from '../db/client';

/**
 * The landing page's three numbers in one round trip. Reviews count only on visible restrooms,
 * like every other review total (docs/decisions.md §4). `::int` because pg returns bigint as text.
 */
export async function countPublicStats(db: Executor): Promise<PublicStats> {
  const [row] = await db
    .select({
      totalCourses: sql<number>`(select count(*)::int from courses)`,
      totalReviews: sql<number>`(select count(*)::int from reviews r join restrooms rr on rr.id = r.restroom_id where rr.status <> 'rejected')`,
      totalUsers: sql<number>`(select count(*)::int from users)`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalCourses: 0, totalReviews: 0, totalUsers: 0 };
}
