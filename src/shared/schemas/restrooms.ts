/** Restrooms and their feedback (docs/product.md §3, §4, §5; docs/decisions.md §3 for status). */
import * as v from 'valibot';
import {
  FACILITY_TYPES,
  PAGINATION,
  RADIUS_SLIDER,
  GENDERS,
  LOCATION_TYPES,
  RESTROOM_STATUSES,
  TEXT_LIMITS,
} from '../constants';
import { MAX_HOLE } from '../restroom-constants';
import { NEARBY } from '../restroom-constants';
import { idSchema, isoDateSchema, requiredText } from './common';
import { toMiles, maxRadius } from '../units';
import { queryNumber, unitSchema } from './course-query';
import { detailsChecks, restroomDetailsAnswerEntries, restroomDetailsEntries } from './restroom-details';

export const locationTypeSchema = v.picklist(LOCATION_TYPES, 'Unknown location type');
export const facilityTypeSchema = v.picklist(FACILITY_TYPES, 'Unknown facility type');
export const genderSchema = v.picklist(GENDERS, 'Unknown gender');
const restroomStatusSchema = v.picklist(RESTROOM_STATUSES);

/** holeNumber is required for on-course restrooms and meaningless elsewhere. */
const restroomInputObject = v.object({
  courseId: idSchema,
  // Runs of whitespace collapse to one space: "Hole  5 Restroom" is "Hole 5 Restroom", which is
  // also what the server's duplicate check compares (with case ignored).
  name: v.pipe(
    requiredText('Restroom name is required', TEXT_LIMITS.restroomName, 'Restroom name'),
    v.transform((name) => name.replace(/\s+/g, ' ')),
  ),
  locationType: locationTypeSchema,
  holeNumber: v.optional(
    v.nullable(
      v.pipe(
        v.number('Hole number must be a number'),
        v.integer('Hole number must be a whole number'),
        v.minValue(1, `Hole number must be between 1 and ${MAX_HOLE}`),
        v.maxValue(MAX_HOLE, `Hole number must be between 1 and ${MAX_HOLE}`),
      ),
    ),
  ),
  facilityType: facilityTypeSchema,
  gender: genderSchema,
  accessibility: v.boolean('Accessibility must be true or false'),
  // Past the spec (issue 15): where exactly, who may use it, when, and what it has; all optional.
  ...restroomDetailsEntries,
});
export const restroomInputSchema = v.pipe(
  restroomInputObject,
  ...detailsChecks<v.InferOutput<typeof restroomInputObject>>(),
  v.forward(
    v.check(
      (input) => input.locationType !== 'on-course' || typeof input.holeNumber === 'number',
      'Hole number is required for on-course restrooms',
    ),
    ['holeNumber'],
  ),
);
export type RestroomInput = v.InferInput<typeof restroomInputSchema>;

/**
 * PUT /api/restrooms/:id (owners of the course, admins): the restroom's details as they are now. A
 * replacement, like every PUT: a detail left out becomes unknown, so the form sends all of them.
 */
const restroomDetailsObject = v.object(restroomDetailsEntries);
export const restroomDetailsSchema = v.pipe(
  restroomDetailsObject,
  ...detailsChecks<v.InferOutput<typeof restroomDetailsObject>>(),
);
export type RestroomDetailsInput = v.InferInput<typeof restroomDetailsSchema>;

const feedbackTallySchema = v.object({ count: v.number(), users: v.array(v.string()) });
const feedbackSchema = v.object({ helpful: feedbackTallySchema, invalid: feedbackTallySchema });
export type Feedback = v.InferOutput<typeof feedbackSchema>;

export const restroomSchema = v.object({
  _id: idSchema,
  courseId: idSchema,
  name: v.string(),
  locationType: locationTypeSchema,
  holeNumber: v.nullable(v.number()),
  facilityType: facilityTypeSchema,
  gender: genderSchema,
  accessibility: v.boolean(),
  isVerified: v.boolean(),
  status: restroomStatusSchema,
  averageRating: v.number(),
  totalReviews: v.number(),
  submittedBy: v.nullable(v.string()),
  createdAt: isoDateSchema,
  feedback: feedbackSchema,
  ...restroomDetailsAnswerEntries,
  /**
   * Its course's point, where its hours are judged (time zone, sunrise and sunset): a device copy
   * judges them again at any hour without the course (docs/product.md §10). Null in older copies.
   */
  courseLatitude: v.optional(v.nullable(v.number()), null),
  courseLongitude: v.optional(v.nullable(v.number()), null),
});
export type Restroom = v.InferOutput<typeof restroomSchema>;

export const restroomListResultSchema = v.object({ restrooms: v.array(restroomSchema) });
export const restroomResultSchema = v.object({ restroom: restroomSchema });

const feedbackStatusSchema = v.picklist(['helpful', 'invalid', 'none']);
export type FeedbackStatus = v.InferOutput<typeof feedbackStatusSchema>;
export const feedbackStatusResultSchema = v.object({ status: feedbackStatusSchema });

/**
 * GET /api/users/restrooms: the signed-in user's own submissions, rejected ones included with
 * their reason (docs/decisions.md §3: hidden from listings, still shown to the submitter).
 */
const contributionSchema = v.object({
  ...restroomSchema.entries,
  courseName: v.string(),
  rejectionReason: v.nullable(v.string()),
  reviewedAt: v.nullable(isoDateSchema),
});
export type Contribution = v.InferOutput<typeof contributionSchema>;
export const contributionListResultSchema = v.object({ restrooms: v.array(contributionSchema) });

/** GET /api/restrooms/nearby: restrooms nearest first, each with its course and distance in miles. */
const nearbyRestroomSchema = v.object({
  ...restroomSchema.entries,
  courseName: v.string(),
  distance: v.number(),
  /** The course's point: where an approximate restroom is placed (its direction from the golfer). */
  courseLatitude: v.number(),
  courseLongitude: v.number(),
  likely: v.optional(v.literal(false)),
});
export type NearbyRestroom = v.InferOutput<typeof nearbyRestroomSchema>;

/**
 * After the listed ones, the clubhouses of courses that list none and that golfers have not said
 * lack one (docs/product.md §13): likely a restroom, not confirmed, no restroom id, at the course's point.
 */
const likelyClubhouseSchema = v.object({
  likely: v.literal(true),
  courseId: idSchema,
  courseName: v.string(),
  distance: v.number(),
  courseLatitude: v.number(),
  courseLongitude: v.number(),
  locationType: v.literal('clubhouse'),
  approximate: v.literal(true),
});
export type LikelyClubhouse = v.InferOutput<typeof likelyClubhouseSchema>;
export type NearbyRow = NearbyRestroom | LikelyClubhouse;
export const nearbyRestroomListResultSchema = v.object({
  restrooms: v.array(v.union([likelyClubhouseSchema, nearbyRestroomSchema])),
});

/**
 * Its query: the course list's location parameters (position required), `unit=km` (radius and
 * distances in kilometres), `usable=true` and `likely`: the likely clubhouses after the listed
 * restrooms, by default unless `usable=true` (docs/product.md §13). The parsed radius is in miles
 * whatever the unit.
 */
export const nearbyQuerySchema = v.pipe(
  v.object({
    latitude: queryNumber('latitude', -90, 90),
    longitude: queryNumber('longitude', -180, 180),
    radius: queryNumber('radius', 0.1, maxRadius('km')),
    unit: unitSchema,
    limit: queryNumber('limit', 1, PAGINATION.maxPageSize, true),
    usable: v.optional(v.picklist(['true', 'false'], 'usable must be true or false')),
    likely: v.optional(v.picklist(['true', 'false'], 'likely must be true or false')),
  }),
  v.check(
    (q) => q.latitude !== undefined && q.longitude !== undefined,
    'latitude and longitude are required',
  ),
  v.forward(
    v.partialCheck(
      [['radius'], ['unit']],
      (q) => q.unit === 'km' || q.radius === undefined || q.radius <= RADIUS_SLIDER.max,
      `radius must be at most ${RADIUS_SLIDER.max}`,
    ),
    ['radius'],
  ),
  v.transform((q) => ({
    // Both present: the check above.
    latitude: q.latitude ?? Number.NaN,
    longitude: q.longitude ?? Number.NaN,
    radius: q.radius === undefined ? NEARBY.defaultRadius : toMiles(q.radius, q.unit ?? 'mi'),
    unit: q.unit ?? 'mi',
    limit: q.limit ?? NEARBY.defaultLimit,
    usableOnly: q.usable === 'true',
    withLikely: q.likely === undefined ? q.usable !== 'true' : q.likely === 'true',
  })),
);
export type NearbyQuery = v.InferOutput<typeof nearbyQuerySchema>;
