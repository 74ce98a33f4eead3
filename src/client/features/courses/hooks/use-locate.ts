/**
 * The location button's request (docs/product.md §2): 'Getting Location...' while the browser answers, then
 * the position and the country and state it is in (the nearest course's), or which of the docs/product.md §8
 * messages to show (the banner and the filter panel say it in the golfer's language, catalogue `geolocation`).
 * Geolocation-first (docs/decisions.md §6): on a first visit, if the permission is already granted, the
 * request starts by itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../../shared/geo';
import type { CoursePlace } from '../api/nearest-place';
import {
  geolocationAlreadyGranted,
  getCurrentPosition,
  type GeolocationReason,
} from '../../../lib/geolocation';
import { geolocationReason } from '../../../lib/geolocation-reason';

export type Located = (position: LatLng, place: CoursePlace | undefined, automatic: boolean) => void;

/**
 * Its own chunk, fetched while the browser finds the position (which takes longer): the list's first
 * card does not need it (the /courses first-card budget, docs/architecture.md).
 */
const loadNearestPlace = () => import('../api/nearest-place');

export function useLocate(onLocated: Located, startAtOnce: boolean) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<GeolocationReason | null>(null);
  const latest = useRef(onLocated);

  useEffect(() => {
    latest.current = onLocated;
  }, [onLocated]);

  const locate = useCallback(async (automatic = false) => {
    setLocating(true);
    setError(null);
    try {
      // Without its chunk (offline before it was cached) the position alone still applies.
      const nearest = loadNearestPlace().catch(() => undefined);
      const position = await getCurrentPosition();
      latest.current(position, await (await nearest)?.nearestCoursePlace(position), automatic);
    } catch (failure) {
      setError(geolocationReason(failure));
    } finally {
      setLocating(false);
    }
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void geolocationAlreadyGranted().then((granted) => {
      if (granted) void locate(true);
    });
  }, [startAtOnce, locate]);

  return { locating, error, locate: () => void locate(false), clearError: () => setError(null) };
}
