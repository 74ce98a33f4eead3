/** Public statistics for the landing page (docs/product.md §3). */
import * as v from 'valibot';

const publicStatsSchema = v.object({
  totalCourses: v.number(),
  totalReviews: v.number(),
  totalUsers: v.number(),
});
export type PublicStats = v.InferOutput<typeof publicStatsSchema>;
export const publicStatsResultSchema = v.object({ stats: publicStatsSchema });
