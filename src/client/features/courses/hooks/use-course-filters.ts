/**
 * The course list filters, kept in the URL's search parameters (lib/filters.ts). Any change other
 * than a page change goes back to page 1 (docs/product.md §4). Discrete changes add a history entry, so Back
 * undoes them; `replace` is for changes the user did not make as a step (a position found for them).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDistanceUnit } from '../../../lib/distance-unit';
import { filtersToParams, parseFilters, type CourseFilters } from '../lib/filters';

export type UpdateFilters = (patch: Partial<CourseFilters>, options?: { replace?: boolean }) => void;

export function useCourseFilters(): {
  filters: CourseFilters;
  update: UpdateFilters;
  /** No filter was ever chosen in this URL: a first visit (geolocation-first may start). */
  isFresh: boolean;
} {
  const [params, setParams] = useSearchParams();
  const unit = useDistanceUnit();
  const filters = useMemo(() => parseFilters(params, unit), [params, unit]);
  const update = useCallback<UpdateFilters>(
    (patch, options) => {
      setParams((current) => filtersToParams({ ...parseFilters(current, unit), page: 1, ...patch }), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams, unit],
  );
  return { filters, update, isFresh: !params.has('state') && !params.has('country') };
}
