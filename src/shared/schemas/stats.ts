/** Public statistics for the landing page (docs/product.md §3). */
import * as v from 'valibot';

const publicStatsSchema = v.object({
  totalCourses: v.number(),
  /** Countries with at least one course (docs/product.md §14). */
  totalCountries: v.number(),
  totalReviews: v.number(),
  totalUsers: v.number(),
  /** Courses with a known restroom answer: one listed, or golfers settled yes or no (docs/product.md §13). */
  coursesWithRestroomAnswer: v.optional(v.number(), 0),
});
export type PublicStats = v.InferOutput<typeof publicStatsSchema>;
export const publicStatsResultSchema = v.object({ stats: publicStatsSchema });
