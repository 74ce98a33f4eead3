/**
 * Display rules of docs/product.md §9, used wherever a rating, distance, coordinate or statistic is shown.
 */
import { COORDINATE_DECIMALS, DISTANCE_DECIMALS, RATING_DECIMALS } from './constants';
import { fromMiles, YARDS_PER_MILE, type DistanceUnit } from './units';

/**
 * Ratings to one decimal, a missing or invalid rating as '0.0' (docs/product.md §2 course card), in
 * `locale`'s digits and decimal sign: '4.5', '4,5' in de (docs/decisions.md §9).
 */
export function formatRatingIn(rating: number | null | undefined, locale: string): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: RATING_DECIMALS,
    maximumFractionDigits: RATING_DECIMALS,
  }).format(value);
}

/** Map popup variant: one decimal, or 'N/A' when there is no rating yet. */
export function formatRatingOrNA(rating: number | null | undefined, totalReviews?: number): string {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || totalReviews === 0) return 'N/A';
  return rating.toFixed(RATING_DECIMALS);
}

/**
 * Every distance a person reads is written here, in their unit (units.ts): one place for the
 * coming translations. `miles` is always miles (the API's and the device store's unit).
 */

/**
 * `value` with Intl's short unit in `locale`, `digits` decimals and no thousands separator: '1220 yd',
 * '12.3 mi' as the spec writes them in English, '12,3 km' in German (docs/decisions.md §9).
 */
const unitText = (value: number, unit: string, digits: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

const intlUnit = (unit: DistanceUnit) => (unit === 'km' ? 'kilometer' : 'mile');

/** A distance to one decimal: '12.3 mi' (docs/product.md §9) or '19.9 km', in `locale`'s digits ('19,9 km'). */
export function formatDistance(miles: number, unit: DistanceUnit, locale = 'en-US'): string {
  return unitText(fromMiles(miles, unit), intlUnit(unit), DISTANCE_DECIMALS, locale);
}

/**
 * A walk on the course, as golfers measure one: under a mile in yards, under a kilometre in metres
 * (both to the nearest 10: '530 yd', '480 m'); farther, to one decimal ('1.2 mi'). Written by Intl in
 * `locale` ('1,2 km' in German, docs/decisions.md §9).
 */
export function formatShortDistance(miles: number, unit: DistanceUnit, locale = 'en-US'): string {
  const km = fromMiles(miles, 'km');
  const [value, name, digits] =
    unit === 'mi' && miles < 1
      ? [roundTo10(miles * YARDS_PER_MILE), 'yard', 0]
      : unit === 'km' && km < 1
        ? [roundTo10(km * 1000), 'meter', 0]
        : [fromMiles(miles, unit), intlUnit(unit), DISTANCE_DECIMALS];
  // No thousands separator: '1220 yd', as the spec writes a walk (a course's yards fit in four digits).
  return unitText(value, name, digits, locale);
}

const roundTo10 = (n: number) => Math.max(10, Math.round(n / 10) * 10);

/** A radius as the filters say it: '50 miles', '75 km' (`value` is in `unit`). */
export function formatRadius(value: number, unit: DistanceUnit): string {
  return unit === 'km' ? `${value} km` : `${value} miles`;
}

export function formatCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS);
}

/** A count with its noun, singular for one: "1 course", "3 courses", "0 reviews". */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Landing statistics: 1000 or more shows floor(n/1000) + 'k+', otherwise n + '+'. */
export function formatStatCount(n: number): string {
  const safe = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  return safe >= 1000 ? `${Math.floor(safe / 1000)}k+` : `${safe}+`;
}

/** Public display name of a reviewer: first name and last initial ("Ada L."). */
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
