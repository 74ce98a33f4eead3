/**
 * Where the map looks when the filters change: at the user's position if known, else at all the
 * supplied courses (the spec's default centre when there are none). It follows the supplied courses
 * as they arrive until the user moves the map; a new set of filters starts following again.
 * `courses` and `userLocation` must keep their identity while unchanged (the page memoizes them).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '../../../../shared/geo';
import type { Course } from '../../../../shared/schemas/courses';
import { courseSpots } from './clusters';

interface FitOptions {
  map: MapRef | null;
  courses: Course[];
  userLocation: LatLng | undefined;
  filtersKey: string;
  duration: number;
  onRefit: () => void;
}

const USER_ZOOM = 10;
const MAX_FIT_ZOOM = 12;

export function useFitToCourses({ map, courses, userLocation, filtersKey, duration, onRefit }: FitOptions) {
  const moved = useRef(false);
  const lastKey = useRef<string | null>(null);
  const where = userLocation ? `${userLocation.latitude},${userLocation.longitude}` : '';

  useEffect(() => {
    if (!map) return;
    const key = `${filtersKey}|${where}`;
    if (key !== lastKey.current) {
      lastKey.current = key;
      moved.current = false;
      onRefit();
    }
    if (moved.current) return;
    if (userLocation) {
      map.flyTo({ center: [userLocation.longitude, userLocation.latitude], zoom: USER_ZOOM, duration });
      return;
    }
    const spots = courseSpots(courses);
    if (spots.length === 0) return;
    const lats = spots.map((spot) => spot.latitude);
    const lngs = spots.map((spot) => spot.longitude);
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding: 56, maxZoom: MAX_FIT_ZOOM, duration },
    );
  }, [map, courses, filtersKey, userLocation, where, duration, onRefit]);

  return useCallback(() => {
    moved.current = true;
  }, []);
}
