/**
 * The golfer's round on a course page (issue 15): the hole they say they are on, remembered on this
 * device per course for the length of a round, the clock the restrooms' usability is judged by, and
 * their position, asked for only as docs/decisions.md §6 allows.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { MAX_HOLE } from '../../../../shared/restroom-constants';
import {
  geolocationAlreadyGranted,
  getCurrentPosition,
  type GeolocationReason,
} from '../../../lib/geolocation';
import { geolocationReason } from '../../../lib/geolocation-reason';
import { parseRoundHole, roundHoleKey } from '../../../lib/round-memory';
import { onStorageChange, readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * The hole the golfer is on at this course, through localStorage so another tab of the same course
 * follows, and forgotten 8 hours after it was last set (a later visit is another round).
 */
export function useRoundHole(courseId: string, now: Date): [number | null, (hole: number | null) => void] {
  const key = roundHoleKey(courseId);
  const subscribe = useCallback((changed: () => void) => onStorageChange(key, changed), [key]);
  const stored = useSyncExternalStore(subscribe, () => readStorage(key));
  const hole = parseRoundHole(stored, now, MAX_HOLE);
  useEffect(() => {
    // An expired round is removed, not only ignored, so the device keeps nothing it no longer needs.
    if (stored !== null && hole === null) removeStorage(key);
  }, [stored, hole, key]);
  const setHole = useCallback(
    (next: number | null) =>
      next === null ? removeStorage(key) : writeStorage(key, JSON.stringify({ hole: next, at: Date.now() })),
    [key],
  );
  return [hole, setHole];
}

/**
 * The golfer's position while `active` (a hole is chosen: they are playing). It is read by itself
 * only when the permission is already granted, then again at each new hole, so "Nearest now"
 * follows them round the course; otherwise only when they tap "Use my position" (docs/decisions.md
 * §6 "Geolocation first": the permission already granted, or a button; never a prompt on load).
 * Waiting for a hole also keeps a golfer browsing the course from home from being located at all.
 * A failure is kept as which of docs/product.md §8's messages it is, said in the golfer's language.
 */
export function useGolferPosition(active: boolean, hole: number | null) {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<GeolocationReason | null>(null);

  const locate = useCallback(async () => {
    setLocating(true);
    setError(null);
    try {
      setPosition(await getCurrentPosition());
    } catch (failure) {
      setError(geolocationReason(failure));
    } finally {
      setLocating(false);
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    let current = true;
    void geolocationAlreadyGranted().then((granted) => {
      if (granted && current) void locate();
    });
    return () => {
      current = false;
    };
  }, [active, hole, locate]);

  return { position, locating, error, locate: () => void locate() };
}
