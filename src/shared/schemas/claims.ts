/**
 * Claims of a course and its owners (docs/product.md §12): a course owner claims a course, an admin
 * approves (they become one of its owners) or rejects it with a reason.
 */
import * as v from 'valibot';
import { idSchema, isoDateSchema, optionalText, requiredText } from './common';

const CLAIM_LIMITS = { role: 100, phone: 30, note: 1000, reason: 1000 } as const;

/** POST /api/courses/:id/claims */
export const claimInputSchema = v.object({
  role: requiredText('Your role at the course is required', CLAIM_LIMITS.role, 'Role'),
  phone: v.optional(
    v.pipe(
      v.string('Phone is required'),
      v.trim(),
      v.nonEmpty('A phone number is required'),
      v.maxLength(CLAIM_LIMITS.phone, `Phone must be at most ${CLAIM_LIMITS.phone} characters`),
      v.regex(/^\+?[0-9 ().\-/]{6,}$/, 'Enter a phone number (digits, spaces, + ( ) - .)'),
    ),
    '',
  ),
  note: optionalText(CLAIM_LIMITS.note, 'Note'),
});

const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A claim as its claimant sees it. */
const ownClaimSchema = v.object({
  _id: idSchema,
  courseId: idSchema,
  courseName: v.string(),
  role: v.string(),
  phone: v.string(),
  note: v.nullable(v.string()),
  status: v.picklist(CLAIM_STATUSES),
  reason: v.nullable(v.string()),
  createdAt: isoDateSchema,
  decidedAt: v.nullable(isoDateSchema),
});
export type OwnClaim = v.InferOutput<typeof ownClaimSchema>;
export const claimResultSchema = v.object({ claim: ownClaimSchema });
export const ownClaimListResultSchema = v.object({ claims: v.array(ownClaimSchema) });

/**
 * A claim in the admins' queue: the claimant's verified e-mail and its domain beside the course's
 * website and its domain (a match is a good sign), and the claimant's other claims.
 */
const adminClaimSchema = v.object({
  ...ownClaimSchema.entries,
  claimant: v.object({
    _id: idSchema,
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
    emailVerified: v.boolean(),
    emailDomain: v.string(),
  }),
  course: v.object({
    phone: v.nullable(v.string()),
    website: v.nullable(v.string()),
    websiteDomain: v.nullable(v.string()),
    city: v.string(),
    /** A US course's state; null outside the US (docs/product.md §14). */
    state: v.nullable(v.string()),
  }),
  /** The e-mail's domain is the website's (or one under it). */
  domainMatches: v.boolean(),
  otherClaims: v.array(
    v.object({
      _id: idSchema,
      courseId: idSchema,
      courseName: v.string(),
      status: v.picklist(CLAIM_STATUSES),
    }),
  ),
  /** The course's owners now. */
  owners: v.array(v.object({ _id: idSchema, firstName: v.string(), lastName: v.string() })),
});
export type AdminClaim = v.InferOutput<typeof adminClaimSchema>;
export const adminClaimListResultSchema = v.object({ claims: v.array(adminClaimSchema) });

/** PUT /api/admin/claims/:id: approve, or reject with a reason (mailed to the claimant). */
export const claimDecisionSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('approve'), reason: optionalText(CLAIM_LIMITS.reason, 'Reason') }),
    v.object({
      action: v.literal('reject'),
      reason: requiredText('A reason is required to reject a claim', CLAIM_LIMITS.reason, 'Reason'),
    }),
  ],
  'Action must be approve or reject',
);
export type ClaimDecision = v.InferInput<typeof claimDecisionSchema>;
export const claimDecisionResultSchema = v.object({ claim: ownClaimSchema, message: v.string() });

/** GET /api/courses/:id/owners: the owners of a course, for its owners and admins. */
const courseOwnerSchema = v.object({
  _id: idSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
});
export type CourseOwner = v.InferOutput<typeof courseOwnerSchema>;
export const courseOwnerListResultSchema = v.object({ owners: v.array(courseOwnerSchema) });
