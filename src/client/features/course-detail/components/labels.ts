/**
 * What and where a restroom is, in the golfer's language (docs/product.md §2; docs/decisions.md §9):
 * the words of the course catalogue's `course.location.*`, `course.facility.*` and `course.gender.*`.
 */
import { useMemo } from 'react';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import { useT } from '../../../lib/i18n/catalogue';
import course from '../../../lib/i18n/catalogues/en/course';

export interface RestroomLabels {
  location: (type: Restroom['locationType']) => string;
  facility: (type: Restroom['facilityType']) => string;
  gender: (gender: Restroom['gender']) => string;
}

export function useRestroomLabels(): RestroomLabels {
  const t = useT(course);
  return useMemo(
    () => ({
      location: (type) => t(`course.location.${type}`),
      facility: (type) => t(`course.facility.${type}`),
      gender: (gender) => t(`course.gender.${gender}`),
    }),
    [t],
  );
}
