/**
 * A review as the API shows it (docs/product.md §3): the reviewer as first name and last initial, never the
 * email.
 */
import { displayName } from '../../shared/format';
import type { Review } from '../../shared/schemas';
import type { ReviewWithAuthor } from './queries';

export function presentReview(row: ReviewWithAuthor): Review {
  return {
    _id: row.id,
    userId: row.userId,
    userName: displayName(row.firstName, row.lastName),
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    restroomId: row.restroomId,
  };
}
