/**
 * The golfer's distance unit (docs/product.md §14): miles and yards or kilometres and metres,
 * chosen on the Offline & sync screen and kept in localStorage ('distance-unit'), so it holds
 * offline and on the next visit. Until chosen, the browser's region decides (units.ts: the US and
 * the UK in miles, elsewhere kilometres).
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../shared/constants';
import { defaultUnitForLocale, DISTANCE_UNITS, type DistanceUnit } from '../../shared/units';
import { onStorageChange, readStorage, writeStorage } from './storage';

function readDistanceUnit(): DistanceUnit {
  const stored = readStorage(STORAGE_KEYS.distanceUnit);
  if ((DISTANCE_UNITS as readonly string[]).includes(stored ?? '')) return stored as DistanceUnit;
  return defaultUnitForLocale(globalThis.navigator?.language);
}

export function setDistanceUnit(unit: DistanceUnit): void {
  writeStorage(STORAGE_KEYS.distanceUnit, unit);
}

const subscribe = (listener: () => void) => onStorageChange(STORAGE_KEYS.distanceUnit, listener);

/** The unit every screen writes distances in; re-renders when it changes (here or in another tab). */
export function useDistanceUnit(): DistanceUnit {
  return useSyncExternalStore(subscribe, readDistanceUnit, readDistanceUnit);
}
