/**
 * The admin's course payload (docs/product.md §5, §14): POST and PUT /api/courses, checked in the
 * admin's form before sending and by the server.
 */
import * as v from 'valibot';
import { US_STATE_CODES } from '../constants';
import { isCountryCode, US } from '../places';
import { optionalText, requiredText, safeText } from './common';

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
