/**
 * What and where a restroom is, in the golfer's language (docs/product.md §2; docs/decisions.md §9):
 * the words of the course catalogue's `course.location.*`, `course.facility.*` and `course.gender.*`;
 * and a rating as the golfer's locale writes it.
 */
import { useMemo } from 'react';
import { formatRatingIn } from '../../../../shared/format';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import { activeLanguage, useLanguage, useT } from '../../../lib/i18n/catalogue';
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

/** A rating to one decimal (docs/product.md §9) in the golfer's locale: '4.3', '4,3'. */
export function useRatingText(): (rating: number) => string {
  // The language is read so a new one draws the ratings again, in its locale.
  useLanguage();
  return (rating) => formatRatingIn(rating, activeLanguage().locale);
}
