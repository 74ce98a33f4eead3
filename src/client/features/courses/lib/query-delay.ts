/**
 * How long a changed course query waits before it is sent (docs/product.md §4, §9): a location change 100 ms,
 * any other filter change 300 ms; a new page or view at once (they are not filter changes).
 */
import { DEBOUNCE_MS } from '../../../../shared/constants';
import type { CourseQuery } from '../../../offline/course-query';

const FILTER_FIELDS = ['state', 'search', 'radius', 'minRating', 'verified'] as const;

export function queryDelay(previous: CourseQuery, next: CourseQuery): number {
  if (FILTER_FIELDS.some((field) => previous[field] !== next[field])) return DEBOUNCE_MS.filters;
  if (previous.latitude !== next.latitude || previous.longitude !== next.longitude)
    return DEBOUNCE_MS.location;
  return 0;
}
