/**
 * The opening-hours engine on the device (shared/hours/engine.ts: OpenStreetMap's `opening_hours`
 * library and the time-zone lookup, about 145 KB gzip together). Loaded by the screens that show
 * restrooms with hours, at the first idle moment after they are drawn, never on the first page of
 * /courses; the service worker precaches it with every other chunk, so it loads offline too.
 * Until it is there, a restroom's verdict is its answer's own (`openNow` until `nextChange`).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { effectiveHours, type HoursEngine, type HoursFields } from '../../shared/hours/judge';
import { whenIdle } from './when-idle';

let loaded: HoursEngine | null = null;
let pending: Promise<HoursEngine> | null = null;
const listeners = new Set<() => void>();

/** Starts (or joins) the load; a failed load (no signal, no cached chunk) is tried again next time. */
export function loadHoursEngine(): Promise<HoursEngine> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('../../shared/hours/engine').then(
    ({ hoursEngine }) => {
      loaded = hoursEngine;
      for (const listener of listeners) listener();
      return hoursEngine;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The engine if it is loaded already (a query that must not wait for the chunk judges without it). */
export const loadedHoursEngine = (): HoursEngine | null => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => loaded;

/** Does any of these restrooms have hours (or a season's months) to judge? */
export const needsHours = (restrooms: readonly HoursFields[]) =>
  restrooms.some((restroom) => effectiveHours(restroom) !== null);

/**
 * The engine once loaded, else null; re-renders when it arrives. With `wanted`, the load starts at
 * the next idle moment, after the screen's own drawing.
 */
export function useHoursEngine(wanted: boolean): HoursEngine | null {
  const engine = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (wanted && !loaded) whenIdle(() => void loadHoursEngine().catch(() => undefined));
  }, [wanted]);
  return engine;
}
