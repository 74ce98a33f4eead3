/** Courses: the course payload, list query and answers (docs/product.md §3, §5, §7). */
import * as v from 'valibot';
import { PAGINATION, RADIUS_SLIDER, RATING, US_STATE_CODES } from '../constants';
import { CLUBHOUSE_FACTS, COURSE_FACT_NAMES, ON_COURSE_FACTS } from '../questions';
import { idSchema, isoDateSchema, optionalText, paginationSchema, requiredText, safeText } from './common';

/** Accepts a number or a numeric string (forms send strings), with the spec's 'X is required'. */
const coordinate = (message: string, min: number, max: number, label: string) =>
  v.pipe(
    v.optional(
      v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))], message),
      '',
    ),
    v.transform((value) => Number(value)),
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a number`),
    v.minValue(min, `${label} must be between ${min} and ${max}`),
    v.maxValue(max, `${label} must be between ${min} and ${max}`),
  );

const stateCodeSchema = v.pipe(
  v.optional(v.string('State is required'), ''),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('State is required'),
  v.picklist(US_STATE_CODES, 'State must be a two-letter US state code'),
);

export const courseInputSchema = v.object({
  name: requiredText('Course name is required'),
  address: requiredText('Address is required'),
  city: requiredText('City is required', 100),
  state: stateCodeSchema,
  zipCode: v.pipe(
    requiredText('ZIP code is required', 10),
    v.regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4)'),
  ),
  latitude: coordinate('Latitude is required', -90, 90, 'Latitude'),
  longitude: coordinate('Longitude is required', -180, 180, 'Longitude'),
  phone: optionalText(30),
  website: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(
        v.pipe(
          v.string(),
          v.url('Website must be a full URL (https://…)'),
          // The site shows it as a link: a javascript: or data: URL would run in the viewer's page.
          v.regex(/^https?:\/\//i, 'Website must be a full URL (https://…)'),
          v.maxLength(300, 'Website must be at most 300 characters'),
        ),
      ),
    ),
  ),
});

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
  state: v.string(),
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

/** Query strings arrive as text; an absent or empty parameter means "not filtered". */
export const queryNumber = (label: string, min: number, max: number, integer = false) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(`${label} must be a number`),
      v.transform(Number),
      v.number(`${label} must be a number`),
      v.finite(`${label} must be a number`),
      v.check((n) => !integer || Number.isInteger(n), `${label} must be a whole number`),
      v.minValue(min, `${label} must be at least ${min}`),
      v.maxValue(max, `${label} must be at most ${max}`),
    ),
  );

export const courseListQuerySchema = v.pipe(
  v.object({
    state: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.check((s) => s === '' || (US_STATE_CODES as readonly string[]).includes(s), 'Unknown state code'),
        v.transform((s) => (s === '' ? undefined : s)),
      ),
    ),
    search: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(100, 'Search must be at most 100 characters'),
        safeText('Search'),
        v.transform((s) => (s === '' ? undefined : s)),
      ),
    ),
    latitude: queryNumber('latitude', -90, 90),
    longitude: queryNumber('longitude', -180, 180),
    radius: queryNumber('radius', 0.1, RADIUS_SLIDER.max),
    minRating: queryNumber('minRating', 0, RATING.max),
    verified: v.optional(v.picklist(['true', 'false'], 'verified must be true or false')),
    page: queryNumber('page', 1, 100_000, true),
    limit: queryNumber('limit', 1, PAGINATION.maxPageSize, true),
  }),
  v.check(
    (q) => (q.latitude === undefined) === (q.longitude === undefined),
    'latitude and longitude must be given together',
  ),
);
export type CourseListQuery = v.InferOutput<typeof courseListQuerySchema>;

export const courseListResultSchema = v.object({
  courses: v.array(courseSchema),
  ...paginationSchema.entries,
});
export type CourseListResult = v.InferOutput<typeof courseListResultSchema>;

export const courseResultSchema = v.object({ course: courseSchema });
