/** The restroom columns of its details past the spec (docs/product.md §10), from a payload. */
import type * as v from 'valibot';
import { monthsToMask } from '../../shared/restroom-state';
import type { restroomDetailsSchema } from '../../shared/schemas';
import { seasonOfHours } from './hours';
import type { DetailColumn, NewRestroom } from './queries';

type Details = v.InferOutput<typeof restroomDetailsSchema>;

/**
 * The columns of the details as given; a detail left out is unknown (docs/decisions.md §8). Opening
 * hours decide the season (hours.ts seasonOfHours); the hours' syntax was checked by the route.
 */
export function detailColumns(details: Details, now: Date): Pick<NewRestroom, DetailColumn> {
  const amenities = details.amenities;
  const openingHours = details.openingHours ?? null;
  const season = openingHours
    ? seasonOfHours(openingHours, now)
    : { season: details.season ?? 'unknown', openMonths: details.openMonths ?? [] };
  return {
    latitude: details.latitude ?? null,
    longitude: details.longitude ?? null,
    access: details.access ?? 'unknown',
    accessNote: details.accessNote ?? null,
    season: season.season,
    openMonths: monthsToMask(season.openMonths),
    openingHours,
    handwashing: amenities?.handwashing ?? null,
    soap: amenities?.soap ?? null,
    babyChanging: amenities?.babyChanging ?? null,
    stepFree: amenities?.stepFree ?? null,
    grabBars: amenities?.grabBars ?? null,
    wideDoor: amenities?.wideDoor ?? null,
    turningSpace: amenities?.turningSpace ?? null,
  };
}
