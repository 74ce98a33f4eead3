/** Reviews of restrooms (docs/product.md §3, §5): one per user per restroom, rating 1–5, optional comment. */
import * as v from 'valibot';
import { RATING, TEXT_LIMITS } from '../constants';
import { idSchema, isoDateSchema, optionalText } from './common';

/** The form's textarea uses it too (maxLength), so a pasted essay stops where the server would. */
export const REVIEW_COMMENT_MAX = TEXT_LIMITS.reviewComment;

export const reviewInputSchema = v.object({
  // A missing rating defaults to 0 (the form's "no star chosen") so it gets the spec's message too.
  rating: v.optional(
    v.pipe(
      v.number('Please select a star rating.'),
      v.integer('Please select a star rating.'),
      v.minValue(RATING.min, 'Please select a star rating.'),
      v.maxValue(RATING.max, 'Please select a star rating.'),
    ),
    0,
  ),
  comment: optionalText(REVIEW_COMMENT_MAX, 'Comment'),
});
export type ReviewInput = v.InferInput<typeof reviewInputSchema>;

const reviewSchema = v.object({
  _id: idSchema,
  userId: idSchema,
  userName: v.string(),
  rating: v.number(),
  comment: v.optional(v.nullable(v.string())),
  createdAt: isoDateSchema,
  updatedAt: v.optional(isoDateSchema),
  restroomId: idSchema,
});
export type Review = v.InferOutput<typeof reviewSchema>;

const userReviewSchema = v.object({
  ...reviewSchema.entries,
  restroomName: v.string(),
  courseName: v.string(),
  courseId: v.optional(idSchema),
});
export type UserReview = v.InferOutput<typeof userReviewSchema>;

export const reviewListResultSchema = v.object({ reviews: v.array(reviewSchema) });
export const reviewResultSchema = v.object({ review: reviewSchema });
export const userReviewListResultSchema = v.object({ reviews: v.array(userReviewSchema) });
