/**
 * The map store's size cap (a setting on this device, in localStorage): what the least-recently-used
 * eviction keeps the map store under. Saved courses' tiles are pinned and never evicted.
 */
import { readStorage, writeStorage } from '../../../lib/storage';

export const MAP_CACHE_CAP_KEY = 'map-cache-cap-mb';
export const MAP_CACHE_CAP_OPTIONS_MB = [50, 100, 200, 500] as const;
export const DEFAULT_MAP_CACHE_CAP_MB = 200;

const MB = 1024 * 1024;

export function readCapMb(): number {
  const stored = Number(readStorage(MAP_CACHE_CAP_KEY));
  return (MAP_CACHE_CAP_OPTIONS_MB as readonly number[]).includes(stored) ? stored : DEFAULT_MAP_CACHE_CAP_MB;
}

export function writeCapMb(mb: number): void {
  writeStorage(MAP_CACHE_CAP_KEY, String(mb));
}

export const readCapBytes = (): number => readCapMb() * MB;
