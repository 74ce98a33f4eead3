/** The restroom columns of its details past the spec (docs/product.md §10), from a payload. */
import type * as v from 'valibot';
import { monthsToMask } from '../../shared/restroom-state';
import type { restroomDetailsSchema } from '../../shared/schemas';
import type { DetailColumn, NewRestroom } from './queries';

type Details = v.InferOutput<typeof restroomDetailsSchema>;

/** The columns of the details as given; a detail left out is unknown (docs/decisions.md §8). */
export function detailColumns(details: Details): Pick<NewRestroom, DetailColumn> {
  const amenities = details.amenities;
  return {
    latitude: details.latitude ?? null,
    longitude: details.longitude ?? null,
    access: details.access ?? 'unknown',
    accessNote: details.accessNote ?? null,
    season: details.season ?? 'unknown',
    openMonths: monthsToMask(details.openMonths ?? []),
    handwashing: amenities?.handwashing ?? null,
    soap: amenities?.soap ?? null,
    babyChanging: amenities?.babyChanging ?? null,
    stepFree: amenities?.stepFree ?? null,
    grabBars: amenities?.grabBars ?? null,
    wideDoor: amenities?.wideDoor ?? null,
    turningSpace: amenities?.turningSpace ?? null,
  };
}
