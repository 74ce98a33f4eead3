/**
 * What an accepted write changes in the device's copies (offline/stores) and the page's caches, as
 * the write catalogue (writes.ts) names it per kind of write.
 */
import type { Restroom } from '../../../shared/schemas/restrooms';
import type { Review } from '../../../shared/schemas/reviews';

/** What an accepted write changes in a device copy (offline/stores) and in the page's caches. */
export type WriteChange =
  | { copy: 'reviews'; restroomId: string; apply: (reviews: Review[]) => Review[] }
  | { copy: 'restrooms'; courseId: string; apply: (restrooms: Restroom[]) => Restroom[] };

/** A restroom as the server now has it: replaced in (or added to) its course's list. */
export function restroomChanged(restroom: Restroom): WriteChange[] {
  return [
    {
      copy: 'restrooms',
      courseId: restroom.courseId,
      apply: (list) =>
        restroom.status === 'rejected'
          ? list.filter((r) => r._id !== restroom._id)
          : list.some((r) => r._id === restroom._id)
            ? list.map((r) => (r._id === restroom._id ? restroom : r))
            : [...list, restroom],
    },
  ];
}

/** The golfer's review as the server now has it: one per golfer and restroom, first in the list. */
function reviewChanged(review: Review): WriteChange[] {
  return [
    {
      copy: 'reviews',
      restroomId: review.restroomId,
      apply: (list) => [review, ...list.filter((r) => r._id !== review._id && r.userId !== review.userId)],
    },
  ];
}

export const restroomAnswer = (answer: { restroom: Restroom } | null) =>
  answer ? restroomChanged(answer.restroom) : [];
export const reviewAnswer = (answer: { review: Review } | null) =>
  answer ? reviewChanged(answer.review) : [];

/** The course's listed restrooms as the server now has them, in place of the device's list. */
export const courseRestroomsAre = (courseId: string, restrooms: Restroom[]): WriteChange[] => [
  { copy: 'restrooms', courseId, apply: () => restrooms },
];
