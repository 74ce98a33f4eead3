/**
 * Courses: the answers (docs/product.md §3, §7). The admin's payload is in course-input.ts and the list
 * query in course-query.ts: the course list's first card parses answers only, and a valibot schema
 * is kept in every bundle that has its module (the /courses first-card budget, docs/architecture.md).
 */
import * as v from 'valibot';
import { CLUBHOUSE_FACTS, COURSE_FACT_NAMES, ON_COURSE_FACTS } from '../course-facts';
import { idSchema, isoDateSchema, paginationSchema } from './common';

/** What is known about a course's restrooms as a whole; see docs/product.md §13. */
export const courseFactsSchema = v.object({
  clubhouseRestroom: v.picklist(CLUBHOUSE_FACTS),
  onCourseRestrooms: v.picklist(ON_COURSE_FACTS),
  /** Distinct golfers whose answers agree with the facts as shown (an owner counts as one). */
  agreeing: v.number(),
  lastAnsweredAt: v.nullable(isoDateSchema),
  /** The facts golfers disagree on within 90 days ("Golfers disagree"; asked again). */
  disputed: v.optional(v.array(v.picklist(COURSE_FACT_NAMES)), []),
});
export type CourseFacts = v.InferOutput<typeof courseFactsSchema>;

const courseSchema = v.object({
  _id: idSchema,
  name: v.string(),
  address: v.string(),
  city: v.string(),
  /** The spec's US state; null outside the US. */
  state: v.nullable(v.string()),
  country: v.string(),
  /** ISO 3166-2 where known (US-NC, GB-SCT), else a name, else null. */
  region: v.nullable(v.string()),
  /** The postal code in the country's form. */
  zipCode: v.string(),
  phone: v.optional(v.nullable(v.string())),
  website: v.optional(v.nullable(v.string())),
  latitude: v.number(),
  longitude: v.number(),
  location: v.object({ type: v.literal('Point'), coordinates: v.tuple([v.number(), v.number()]) }),
  averageRating: v.number(),
  totalReviews: v.number(),
  totalRestrooms: v.number(),
  verifiedRestrooms: v.number(),
  distance: v.optional(v.number()),
  /** The course detail's (GET /api/courses/:id) facts about its restrooms; lists leave them out. */
  facts: v.optional(courseFactsSchema),
});
export type Course = v.InferOutput<typeof courseSchema>;

export const courseListResultSchema = v.object({
  courses: v.array(courseSchema),
  ...paginationSchema.entries,
});
export type CourseListResult = v.InferOutput<typeof courseListResultSchema>;

export const courseResultSchema = v.object({ course: courseSchema });

/** GET /api/courses/places: the countries with courses and their regions (docs/product.md §14). */
const regionPlaceSchema = v.object({ code: v.string(), name: v.string(), courses: v.number() });
export const coursePlacesSchema = v.object({
  countries: v.array(
    v.object({ code: v.string(), courses: v.number(), regions: v.array(regionPlaceSchema) }),
  ),
});
export type CoursePlaces = v.InferOutput<typeof coursePlacesSchema>;
