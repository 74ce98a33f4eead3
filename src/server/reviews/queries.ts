/** SQL on reviews. Reviewers' names come from users (a deleted account takes its reviews with it). */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { reviews, users } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithAuthor = ReviewRow & { firstName: string; lastName: string };
export interface ReviewFields {
  rating: number;
  comment: string | null;
}

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

export async function findReview(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function findReviewWithAuthor(db: Executor, id: string): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

/**
 * Inserts the user's review of the restroom, or answers undefined when they already have one.
 * The unique (restroom_id, user_id) constraint decides, so two racing first reviews get one row.
 */
export async function insertReviewIfFirst(
  db: Executor,
  review: ReviewFields & { restroomId: string; userId: string },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({ ...review, isSample: false })
    .onConflictDoNothing({ target: [reviews.restroomId, reviews.userId] })
    .returning();
  return row;
}

export async function updateReview(db: Executor, id: string, fields: ReviewFields): Promise<void> {
  await db.update(reviews).set(fields).where(eq(reviews.id, id));
}

export async function deleteReview(db: Executor, id: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
