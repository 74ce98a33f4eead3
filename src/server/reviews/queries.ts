/** SQL on reviews. Reviewers' names come from users (a deleted account takes its reviews with it). */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { reviews, users } from '../db/schema';

export type ReviewWithAuthor = typeof reviews.$inferSelect & { firstName: string; lastName: string };

const withAuthor = { ...getTableColumns(reviews), firstName: users.firstName, lastName: users.lastName };

/** Newest first (the review dialog's 'All Reviews'); id breaks ties of one clock tick. */
export async function listReviewsOfRestroom(db: Executor, restroomId: string): Promise<ReviewWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.restroomId, restroomId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
