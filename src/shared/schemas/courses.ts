/** Courses: the course payload, list query and answers (docs/product.md §3, §5, §7). */
import * as v from 'valibot';
import { PAGINATION, RADIUS_SLIDER, RATING, US_STATE_CODES } from '../constants';
import { isCountryCode, US } from '../places';
import { CLUBHOUSE_FACTS, COURSE_FACT_NAMES, ON_COURSE_FACTS } from '../course-facts';
import { idSchema, isoDateSchema, optionalText, paginationSchema, requiredText, safeText } from './common';
import { DISTANCE_UNITS, maxRadius } from '../units';

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

const US_STATES_SET = new Set<string>(US_STATE_CODES);
const ZIP_CODE = /^\d{5}(-\d{4})?$/;

const countryCodeSchema = v.pipe(
  v.string('Country must be a two-letter ISO 3166 code'),
  v.trim(),
  v.toUpperCase(),
  v.check(isCountryCode, 'Country must be a two-letter ISO 3166 code'),
);

/**
 * A course payload (docs/product.md §5, §14). A US course keeps the spec's rules and messages (its
 * state and a ZIP code are required); elsewhere the region and the postal code are free text,
 * the postal code optional. `country` defaults to US, so the spec's payload is still a US course.
 */
export const courseInputSchema = v.pipe(
  v.object({
    name: requiredText('Course name is required'),
    address: requiredText('Address is required'),
    city: requiredText('City is required', 100),
    country: v.optional(countryCodeSchema, US),
    state: v.optional(v.pipe(v.string('State is required'), v.trim(), v.toUpperCase()), ''),
    region: optionalText(100, 'Region'),
    zipCode: v.optional(
      v.pipe(
        v.string('ZIP code is required'),
        v.trim(),
        v.maxLength(16, 'Postal code must be at most 16 characters'),
        safeText('Postal code'),
      ),
      '',
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
  }),
  // The spec's rules of a US course, each reported on its field.
  v.forward(
    v.partialCheck([['country'], ['state']], (c) => c.country !== US || c.state !== '', 'State is required'),
    ['state'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      (c) => c.country !== US || c.state === '' || US_STATES_SET.has(c.state),
      'State must be a two-letter US state code',
    ),
    ['state'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['zipCode']],
      (c) => c.country !== US || c.zipCode !== '',
      'ZIP code is required',
    ),
    ['zipCode'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['zipCode']],
      (c) => c.country !== US || c.zipCode === '' || ZIP_CODE.test(c.zipCode),
      'ZIP code must be 5 digits (or ZIP+4)',
    ),
    ['zipCode'],
  ),
);

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

/** `unit=km`: the radius is taken, and distances answered, in kilometres (docs/product.md §14). */
export const unitSchema = v.optional(v.picklist(DISTANCE_UNITS, 'unit must be mi or km'));

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
    country: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.check((s) => s === '' || isCountryCode(s), 'Unknown country code'),
        v.transform((s) => (s === '' ? undefined : s)),
      ),
    ),
    region: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(100, 'Region must be at most 100 characters'),
        safeText('Region'),
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
    radius: queryNumber('radius', 0.1, maxRadius('km')),
    unit: unitSchema,
    minRating: queryNumber('minRating', 0, RATING.max),
    verified: v.optional(v.picklist(['true', 'false'], 'verified must be true or false')),
    page: queryNumber('page', 1, 100_000, true),
    limit: queryNumber('limit', 1, PAGINATION.maxPageSize, true),
  }),
  v.check(
    (q) => (q.latitude === undefined) === (q.longitude === undefined),
    'latitude and longitude must be given together',
  ),
  // A radius in miles keeps the spec's limit; in kilometres the same distance.
  v.forward(
    v.partialCheck(
      [['radius'], ['unit']],
      (q) => q.unit === 'km' || q.radius === undefined || q.radius <= RADIUS_SLIDER.max,
      `radius must be at most ${RADIUS_SLIDER.max}`,
    ),
    ['radius'],
  ),
);
export type CourseListQuery = v.InferOutput<typeof courseListQuerySchema>;

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
