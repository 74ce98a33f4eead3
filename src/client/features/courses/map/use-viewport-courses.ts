/**
 * The map's courses (docs/product.md §4 "Map", §9): it starts from the courses the page supplied; once the
 * user moves or zooms, 500 ms after the map settles it asks for the viewport (centre, radius = larger span
 * × 69 / 2 clamped to 10..100 miles, limit 100, plus the filters) through the device store like the
 * list. If that refresh fails, the supplied courses come back (with any saved ones for the viewport).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEBOUNCE_MS, MAP } from '../../../../shared/constants';
import { viewportRadiusMiles } from '../../../../shared/geo';
import type { Course } from '../../../../shared/schemas/courses';
import type { CourseQuery } from '../../../offline/course-query';
import { useCourseList } from '../api/use-course-list';
import { mergeCourses } from './clusters';

export interface ViewportBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

interface Geometry {
  latitude: number;
  longitude: number;
  radius: number;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function viewportGeometry({ north, south, east, west }: ViewportBounds): Geometry {
  return {
    latitude: round((north + south) / 2, 4),
    longitude: round((east + west) / 2, 4),
    radius: round(viewportRadiusMiles(north - south, east - west), 1),
  };
}

export function useViewportCourses(supplied: Course[], filters: CourseQuery) {
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const scheduleReload = useCallback((bounds: ViewportBounds) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setGeometry(viewportGeometry(bounds)), DEBOUNCE_MS.mapViewport);
  }, []);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setGeometry(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const query = useMemo<CourseQuery | null>(
    () => (geometry ? { ...filters, ...geometry, page: 1, limit: MAP.viewportLimit } : null),
    [filters, geometry],
  );
  const viewport = useCourseList(query);

  const courses = useMemo(() => {
    const shown = viewport.result?.courses ?? [];
    if (!query || viewport.source === 'none') return supplied;
    if (viewport.error) return mergeCourses(supplied, viewport.source === 'saved' ? shown : []);
    return shown;
  }, [query, supplied, viewport.result, viewport.source, viewport.error]);

  const total = query && !viewport.error && viewport.result ? viewport.result.total : undefined;
  return { courses, total, loading: query !== null && viewport.isRefreshing, scheduleReload, reset };
}
