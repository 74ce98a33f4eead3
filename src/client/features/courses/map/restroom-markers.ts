/**
 * The course area map's restroom pins (issue 15): one per restroom with a position of its own. One
 * without a position stands at the course's point (docs/product.md §10 "Position"), where the
 * course's own flag already is, and the list calls it approximate, so it gets no pin of its own.
 */
import { isValidCoordinate } from '../../../../shared/geo';
import type en from '../../../lib/i18n/catalogues/en/courses-map';
import type { Translate } from '../../../lib/i18n/catalogue';

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

/** Which kind of pin, as the catalogue's messages select it. */
function kindOf({ locationType, holeNumber }: AreaRestroom): 'clubhouse' | 'halfway' | 'hole' | 'course' {
  if (locationType === 'clubhouse') return 'clubhouse';
  if (locationType === 'halfway-house') return 'halfway';
  return holeNumber === null ? 'course' : 'hole';
}

/**
 * The pins to draw, muted ones first so a usable pin is drawn over a muted one at the same spot;
 * their badges and names in the golfer's language (`t`, the maps' catalogue).
 */
export function restroomMarkers(
  restrooms: readonly AreaRestroom[],
  t: Translate<typeof en>,
): RestroomMarker[] {
  return restrooms
    .flatMap((restroom): RestroomMarker[] => {
      const { latitude, longitude } = restroom;
      if (latitude === null || longitude === null || !isValidCoordinate(latitude, longitude)) return [];
      const kind = kindOf(restroom);
      const hole = restroom.holeNumber ?? 0;
      return [
        {
          id: restroom.id,
          latitude,
          longitude,
          badge: kind === 'hole' ? String(hole) : t('coursesMap.badge', { kind }),
          label: t('coursesMap.restroomPin', {
            name: restroom.name,
            kind,
            hole,
            usable: restroom.usable ? 'yes' : 'no',
          }),
          muted: !restroom.usable,
        },
      ];
    })
    .sort((a, b) => Number(b.muted) - Number(a.muted));
}
