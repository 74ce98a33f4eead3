/**
 * The course area map's restroom pins (issue 15): one per restroom with a position of its own. One
 * without a position stands at the course's point (docs/product.md §10 "Position"), where the
 * course's own flag already is, and the list calls it approximate, so it gets no pin of its own.
 */
import { isValidCoordinate } from '../../../../shared/geo';

/** What the map needs of a restroom; the course screen builds it from the restrooms it shows. */
export interface AreaRestroom {
  id: string;
  name: string;
  locationType: 'clubhouse' | 'halfway-house' | 'on-course';
  holeNumber: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Usable now (docs/product.md §10), judged by the caller at the time it draws. */
  usable: boolean;
}

export interface RestroomMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** The pin's face: 'C' clubhouse, 'H' halfway house, the hole number on the course. */
  badge: string;
  /** What a screen reader says for the pin: "Clubhouse Main, clubhouse restroom". */
  label: string;
  /** Drawn muted: not usable now. */
  muted: boolean;
}

function kindOf(restroom: AreaRestroom): { badge: string; kind: string } {
  if (restroom.locationType === 'clubhouse') return { badge: 'C', kind: 'clubhouse restroom' };
  if (restroom.locationType === 'halfway-house') return { badge: 'H', kind: 'halfway house restroom' };
  return restroom.holeNumber === null
    ? { badge: '•', kind: 'on-course restroom' }
    : { badge: String(restroom.holeNumber), kind: `restroom on hole ${restroom.holeNumber}` };
}

/** The pins to draw, muted ones first so a usable pin is drawn over a muted one at the same spot. */
export function restroomMarkers(restrooms: readonly AreaRestroom[]): RestroomMarker[] {
  return restrooms
    .flatMap((restroom): RestroomMarker[] => {
      const { latitude, longitude } = restroom;
      if (latitude === null || longitude === null || !isValidCoordinate(latitude, longitude)) return [];
      const { badge, kind } = kindOf(restroom);
      return [
        {
          id: restroom.id,
          latitude,
          longitude,
          badge,
          label: `${restroom.name}, ${kind}${restroom.usable ? '' : ', not usable now'}`,
          muted: !restroom.usable,
        },
      ];
    })
    .sort((a, b) => Number(b.muted) - Number(a.muted));
}
