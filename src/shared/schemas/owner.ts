/**
 * Owner dashboard: stats, owned courses, pending submissions and their review (docs/product.md §2, §3, §5).
 */
import * as v from 'valibot';
import { facilityTypeSchema, genderSchema, locationTypeSchema, restroomSchema } from './restrooms';
import { idSchema, isoDateSchema, safeText } from './common';
import { TEXT_LIMITS } from '../constants';

const REASON_MAX = TEXT_LIMITS.rejectionReason;

const ownerStatsSchema = v.object({
  totalCourses: v.number(),
  totalRestrooms: v.number(),
  pendingSubmissions: v.number(),
  totalReviews: v.number(),
  averageRating: v.number(),
});
export type OwnerStats = v.InferOutput<typeof ownerStatsSchema>;
export const ownerStatsResultSchema = v.object({ stats: ownerStatsSchema });

const ownerCourseSchema = v.object({
  _id: idSchema,
  name: v.string(),
  averageRating: v.number(),
  city: v.string(),
  /** A US course's state; null elsewhere (the country then says where). */
  state: v.nullable(v.string()),
  country: v.string(),
  totalRestrooms: v.number(),
  totalReviews: v.number(),
});
export type OwnerCourse = v.InferOutput<typeof ownerCourseSchema>;
export const ownerCourseListResultSchema = v.object({ courses: v.array(ownerCourseSchema) });

const pendingSubmissionSchema = v.object({
  _id: idSchema,
  courseId: idSchema,
  courseName: v.string(),
  name: v.string(),
  facilityType: facilityTypeSchema,
  gender: genderSchema,
  locationType: locationTypeSchema,
  holeNumber: v.nullable(v.number()),
  location: v.string(),
  /** The submitter's display name; null when their account has since been deleted. */
  submittedByName: v.nullable(v.string()),
  submittedAt: isoDateSchema,
});
export type PendingSubmission = v.InferOutput<typeof pendingSubmissionSchema>;
export const pendingSubmissionListResultSchema = v.object({ submissions: v.array(pendingSubmissionSchema) });

/** Approve takes optional notes; reject needs a non-blank reason (docs/product.md §5). */
export const submissionReviewSchema = v.variant(
  'action',
  [
    v.object({
      action: v.literal('approve'),
      reason: v.optional(
        v.pipe(
          v.string('Notes must be text'),
          v.trim(),
          v.maxLength(REASON_MAX, `Notes must be at most ${REASON_MAX} characters`),
          safeText('Notes'),
        ),
      ),
    }),
    v.object({
      action: v.literal('reject'),
      // Defaults to '' so a missing reason gets the same message as a blank one (see requiredText).
      reason: v.optional(
        v.pipe(
          v.string('Rejection reason is required'),
          v.trim(),
          v.nonEmpty('Rejection reason is required'),
          v.maxLength(REASON_MAX, `Rejection reason must be at most ${REASON_MAX} characters`),
          safeText('Rejection reason'),
        ),
        '',
      ),
    }),
  ],
  'Action must be approve or reject',
);

/** PUT /api/owner/submissions/{id}: the restroom as it now is, and 'Submission {action}d successfully'. */
export const submissionReviewResultSchema = v.object({ restroom: restroomSchema, message: v.string() });
export type SubmissionReviewResult = v.InferOutput<typeof submissionReviewResultSchema>;
