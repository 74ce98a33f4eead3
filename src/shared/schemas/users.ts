/**
 * The signed-in user's own numbers (docs/product.md §3 user stats; docs/decisions.md §1 for helpfulVotes).
 */
import * as v from 'valibot';

const userStatsSchema = v.object({
  totalReviews: v.number(),
  averageRating: v.number(),
  restroomsAdded: v.number(),
  helpfulVotes: v.number(),
  /** Quick questions the golfer answered, and the facts their answers settled (docs/product.md §13). */
  answersGiven: v.optional(v.number(), 0),
  factsSettled: v.optional(v.number(), 0),
});
export type UserStats = v.InferOutput<typeof userStatsSchema>;
export const userStatsResultSchema = v.object({ stats: userStatsSchema });
