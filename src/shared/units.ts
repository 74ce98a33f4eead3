/**
 * Distance units (issue 35, docs/product.md §14): miles with yards, or kilometres with metres, as
 * the golfer chooses. The API and the device store keep miles (docs/product.md §9); everything a
 * person reads goes through format.ts formatDistance / formatShortDistance with the unit.
 */
import { DEFAULT_FILTERS, RADIUS_SLIDER, RADIUS_STOPS } from './constants';

export type DistanceUnit = 'mi' | 'km';
export const DISTANCE_UNITS: readonly DistanceUnit[] = ['mi', 'km'];

export const KM_PER_MILE = 1.609344;
export const YARDS_PER_MILE = 1760;

const milesToKm = (miles: number) => miles * KM_PER_MILE;
const kmToMiles = (km: number) => km / KM_PER_MILE;
/** A distance given in `unit`, in miles. */
export const toMiles = (value: number, unit: DistanceUnit) => (unit === 'km' ? kmToMiles(value) : value);
/** A distance in miles, in `unit`. */
export const fromMiles = (miles: number, unit: DistanceUnit) => (unit === 'km' ? milesToKm(miles) : miles);

/** Where road distances are in miles: the US and the UK (and Liberia and Myanmar); elsewhere km. */
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/** The unit a browser's region suggests ('en-US' → mi, 'de-DE' → km, 'en-GB' → mi, 'en' → mi). */
export function defaultUnitForLocale(locale: string | undefined): DistanceUnit {
  if (!locale) return 'mi';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return 'mi';
  }
  return !region || MILE_REGIONS.has(region) ? 'mi' : 'km';
}

/**
 * The radius slider's stops in each unit: the spec's miles (5, then every 25 to 1000), and for
 * kilometres 5, 10, 25, then every 25 to 100 and every 50 to 1600 (about 994 miles, under the
 * API's 1000-mile limit).
 */
const RADIUS_STOPS_KM: readonly number[] = [
  5,
  10,
  ...Array.from({ length: 4 }, (_, i) => (i + 1) * 25),
  ...Array.from({ length: 30 }, (_, i) => 150 + i * 50),
];
export const radiusStops = (unit: DistanceUnit) => (unit === 'km' ? RADIUS_STOPS_KM : RADIUS_STOPS);

/** The list's default radius: the spec's 50 miles, 75 km for kilometre users. */
export const defaultRadius = (unit: DistanceUnit) => (unit === 'km' ? 75 : DEFAULT_FILTERS.radius);

/** The API's radius limit (RADIUS_SLIDER.max miles) in `unit`. */
export const maxRadius = (unit: DistanceUnit) => fromMiles(RADIUS_SLIDER.max, unit);
