/**
 * The course list's query (GET /api/courses, docs/product.md §7), read by the server, and the rule of
 * a number in a query string that the other queries share.
 */
import * as v from 'valibot';
import { PAGINATION, RADIUS_SLIDER, RATING, US_STATE_CODES } from '../constants';
import { isCountryCode } from '../places';
import { DISTANCE_UNITS, maxRadius } from '../units';
import { safeText } from './common';

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
