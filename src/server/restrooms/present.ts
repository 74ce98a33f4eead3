/**
 * A restroom row as the API shows it (docs/product.md §3, docs/decisions.md §2): `_id`, ISO timestamps and
 * the feedback tallies `{ helpful: { count, users[] }, invalid: { count, users[] } }`.
 */
import type { Feedback, Restroom } from '../../shared/schemas';
import type { FeedbackRow, RestroomRow } from './queries';

const emptyFeedback = (): Feedback => ({
  helpful: { count: 0, users: [] },
  invalid: { count: 0, users: [] },
});

export function feedbackByRestroom(rows: FeedbackRow[]): Map<string, Feedback> {
  const tallies = new Map<string, Feedback>();
  for (const row of rows) {
    let feedback = tallies.get(row.restroomId);
    if (!feedback) {
      feedback = emptyFeedback();
      tallies.set(row.restroomId, feedback);
    }
    const tally = row.kind === 'helpful' ? feedback.helpful : feedback.invalid;
    tally.users.push(row.userId);
    tally.count += 1;
  }
  return tallies;
}

export function presentRestroom(row: RestroomRow, feedback: Feedback = emptyFeedback()): Restroom {
  return {
    _id: row.id,
    courseId: row.courseId,
    name: row.name,
    locationType: row.locationType as Restroom['locationType'],
    holeNumber: row.holeNumber,
    facilityType: row.facilityType as Restroom['facilityType'],
    gender: row.gender as Restroom['gender'],
    accessibility: row.accessibility,
    isVerified: row.isVerified,
    status: row.status as Restroom['status'],
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    submittedBy: row.submittedBy,
    createdAt: row.createdAt.toISOString(),
    feedback,
  };
}
