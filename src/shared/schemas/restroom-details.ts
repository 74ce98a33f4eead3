/**
 * A restroom's details past the spec (issue 15, docs/product.md §10): position, access, season,
 * amenities, freshness and live status. In a payload every one of them may be left out, which means
 * unknown; in an answer each has a default, so a device copy saved by an older build still parses.
 */
import * as v from 'valibot';
import {
  ACCESS_KINDS,
  ACCESS_NOTE_MAX,
  AMENITIES,
  OPENING_HOURS_MAX,
  RESTROOM_SOURCES,
  SEASONS,
  UNSTATED_FIELDS,
} from '../restroom-constants';
import { REPORT_KINDS, VERDICTS } from '../report-kinds';
import { restroomVerdict } from '../restroom-state';
import { isoDateSchema, safeText } from './common';

const accessSchema = v.picklist(ACCESS_KINDS, 'Unknown access');
const seasonSchema = v.picklist(SEASONS, 'Unknown season');
export const reportKindSchema = v.picklist(REPORT_KINDS, 'Unknown report kind');

export const latitudeSchema = v.pipe(
  v.number('Latitude must be a number'),
  v.minValue(-90, 'Latitude must be between -90 and 90'),
  v.maxValue(90, 'Latitude must be between -90 and 90'),
);
export const longitudeSchema = v.pipe(
  v.number('Longitude must be a number'),
  v.minValue(-180, 'Longitude must be between -180 and 180'),
  v.maxValue(180, 'Longitude must be between -180 and 180'),
);

/**
 * Without opening hours, a seasonal restroom names its months. With them, the hours decide the season
 * (the server derives it), so the owner's forms check their own "closed in winter" with no month
 * chosen (client components/restroom-details/details-fields.tsx, monthsMissing) with this message.
 */
export const SEASONAL_NEEDS_MONTHS = 'A seasonal restroom needs the months it is open';

const monthSchema = v.pipe(
  v.number('Months must be numbers'),
  v.integer('Months must be whole numbers'),
  v.minValue(1, 'Months must be between 1 and 12'),
  v.maxValue(12, 'Months must be between 1 and 12'),
);

/** yes / no / unknown: null (or left out) is unknown, never a "no". */
const triState = v.optional(v.nullable(v.boolean('Amenities are true, false or null')), null);

const amenitiesSchema = v.object(
  Object.fromEntries(AMENITIES.map((name) => [name, triState])) as Record<
    (typeof AMENITIES)[number],
    typeof triState
  >,
);
/**
 * Amenities as a payload gives them: an object (valibot's object schema alone would take an array
 * as one with no keys, i.e. "all unknown"), then the amenities schema.
 */
const amenitiesInputSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'Amenities must be an object of true, false or null',
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(amenitiesSchema, dataset.value);
    if (result.success) return result.output;
    for (const issue of result.issues) addIssue({ message: issue.message });
    return NEVER;
  }),
);
export type Amenities = v.InferOutput<typeof amenitiesSchema>;
export const unknownAmenities = (): Amenities =>
  Object.fromEntries(AMENITIES.map((name) => [name, null])) as Amenities;

/**
 * Opening hours in OpenStreetMap syntax (docs/product.md §10); null or empty is unknown. Only the
 * length and the characters are checked here: the syntax is the `opening_hours` library's to judge,
 * which the server runs on every write (restrooms/hours.ts) and the hours form loads with itself.
 */
const openingHoursSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string('Opening hours must be text'),
      v.trim(),
      v.maxLength(OPENING_HOURS_MAX, `Opening hours must be at most ${OPENING_HOURS_MAX} characters`),
      safeText('Opening hours'),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
);

/**
 * The details a golfer may give with a submission and an owner may set later, each optional.
 * Latitude and longitude come together; open months only with a seasonal season. Opening hours,
 * when given, decide the season (the server derives it from the months they name).
 */
export const restroomDetailsEntries = {
  latitude: v.optional(v.nullable(latitudeSchema)),
  longitude: v.optional(v.nullable(longitudeSchema)),
  access: v.optional(accessSchema),
  accessNote: v.optional(
    v.nullable(
      v.pipe(
        v.string('Access note must be text'),
        v.trim(),
        v.maxLength(ACCESS_NOTE_MAX, `Access note must be at most ${ACCESS_NOTE_MAX} characters`),
        safeText('Access note'),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  ),
  season: v.optional(seasonSchema),
  openMonths: v.optional(
    v.pipe(
      v.array(monthSchema, 'Open months must be a list of months'),
      v.maxLength(12, 'Open months must be at most 12 months'),
      v.transform((months) => [...new Set(months)].sort((a, b) => a - b)),
    ),
  ),
  amenities: v.optional(amenitiesInputSchema),
  openingHours: openingHoursSchema,
} as const;

type DetailsInput = {
  latitude?: number | null;
  longitude?: number | null;
  season?: (typeof SEASONS)[number];
  openMonths?: number[];
  openingHours?: string | null;
};

/** The cross-field rules, forwarded to the field a form shows them on. */
export const detailsChecks = <T extends DetailsInput>() =>
  [
    v.forward<T, v.CheckIssue<T>, ['longitude']>(
      v.check(
        (input) => (input.latitude == null) === (input.longitude == null),
        'Latitude and longitude go together',
      ),
      // (A generic T leaves valibot unable to check the path itself; the key is in DetailsInput.)
      ['longitude'] as never,
    ),
    v.forward<T, v.CheckIssue<T>, ['openMonths']>(
      v.check(
        (input) =>
          Boolean(input.openingHours) || input.season !== 'seasonal' || (input.openMonths?.length ?? 0) > 0,
        SEASONAL_NEEDS_MONTHS,
      ),
      ['openMonths'] as never,
    ),
    v.forward<T, v.CheckIssue<T>, ['openMonths']>(
      v.check(
        (input) =>
          Boolean(input.openingHours) || input.season === 'seasonal' || (input.openMonths?.length ?? 0) === 0,
        'Open months are only for a seasonal restroom',
      ),
      ['openMonths'] as never,
    ),
  ] as const;

const activeReportSchema = v.object({
  kind: reportKindSchema,
  /** Distinct golfers who reported it (one active report of a kind per golfer). */
  count: v.number(),
  lastReportedAt: isoDateSchema,
  expiresAt: v.nullable(isoDateSchema),
  /** One of them is an owner of the course or an admin: enough for "not usable" (docs/product.md §13). */
  byOwner: v.optional(v.boolean()),
});
export type ActiveReport = v.InferOutput<typeof activeReportSchema>;

/** The answer's detail fields, each with the default an older answer (or device copy) lacks. */
export const restroomDetailsAnswerEntries = {
  latitude: v.optional(v.nullable(v.number()), null),
  longitude: v.optional(v.nullable(v.number()), null),
  approximate: v.optional(v.boolean(), true),
  access: v.optional(accessSchema, 'unknown'),
  accessNote: v.optional(v.nullable(v.string()), null),
  season: v.optional(seasonSchema, 'unknown'),
  openMonths: v.optional(v.array(v.number()), []),
  amenities: v.optional(amenitiesSchema, unknownAmenities),
  lastConfirmedAt: v.optional(v.nullable(isoDateSchema), null),
  ownerConfirmedAt: v.optional(v.nullable(isoDateSchema), null),
  activeReports: v.optional(v.array(activeReportSchema), []),
  /** OpenStreetMap syntax, judged in the course's time zone (docs/product.md §10); null: unknown. */
  openingHours: v.optional(v.nullable(v.string()), null),
  /** By the hours (or the season's months) at the answer's moment; null when they do not say. */
  openNow: v.optional(v.nullable(v.boolean()), null),
  /** The next opening or closing within 7 days. */
  nextChange: v.optional(v.nullable(isoDateSchema), null),
  usableNow: v.optional(v.boolean(), true),
  /** usable / maybe_not (one golfer's blocking report) / not_usable (docs/product.md §13). */
  verdict: v.optional(v.picklist(VERDICTS), 'usable'),
  /** Where it came from (docs/product.md §11): OpenStreetMap data carries its attribution. */
  source: v.optional(v.picklist(RESTROOM_SOURCES), 'community'),
  osmId: v.optional(v.nullable(v.string()), null),
  /**
   * Spec fields no source stated, holding their defaults (an OpenStreetMap toilet without
   * male/female/unisex is 'unisex' here): show them as not stated (docs/product.md §11).
   */
  unstated: v.optional(v.array(v.picklist(UNSTATED_FIELDS)), []),
} as const;

type DetailsAnswer = v.InferOutput<v.ObjectSchema<typeof restroomDetailsAnswerEntries, undefined>>;

/**
 * The answer's detail fields for details as a golfer gave them, before any server has seen them (a
 * queued submission shown at once): unconfirmed, no reports, usable unless out of season (the
 * device judges the hours again when it draws them).
 */
export function detailsAnswerOf(
  input: v.InferInput<v.ObjectSchema<typeof restroomDetailsEntries, undefined>>,
  now: Date,
): DetailsAnswer {
  const season = input.season ?? 'unknown';
  const openMonths = input.openMonths ?? [];
  const openingHours = input.openingHours ?? null;
  const latitude = input.latitude ?? null;
  const longitude = input.longitude ?? null;
  const verdict = restroomVerdict({ season, openMonths, openingHours, activeReports: [] }, now, null);
  return {
    latitude,
    longitude,
    approximate: latitude === null || longitude === null,
    access: input.access ?? 'unknown',
    accessNote: input.accessNote ?? null,
    season,
    openMonths,
    amenities: { ...unknownAmenities(), ...input.amenities },
    lastConfirmedAt: null,
    ownerConfirmedAt: null,
    activeReports: [],
    openingHours,
    openNow: null,
    nextChange: null,
    usableNow: verdict === 'usable',
    verdict,
    source: 'community',
    osmId: null,
    unstated: [],
  };
}
