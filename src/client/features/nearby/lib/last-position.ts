/**
 * The golfer's last known position, kept on this device (localStorage) so the nearby screen answers
 * at once on its next start, before a fresh fix arrives (a phone's first fix can take seconds).
 */
import { isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { readStorage, writeStorage } from '../../../lib/storage';

const LAST_POSITION_KEY = 'last-known-position';

export interface KnownPosition {
  position: LatLng;
  /** When it was fixed (ms since the epoch). */
  at: number;
}

export function readLastPosition(): KnownPosition | null {
  try {
    const { latitude, longitude, at } = JSON.parse(readStorage(LAST_POSITION_KEY) ?? 'null') as {
      latitude?: unknown;
      longitude?: unknown;
      at?: unknown;
    };
    if (!isValidCoordinate(latitude, longitude) || typeof at !== 'number') return null;
    return { position: { latitude: latitude as number, longitude: longitude as number }, at };
  } catch {
    return null;
  }
}

export function saveLastPosition({ latitude, longitude }: LatLng, at = Date.now()): void {
  writeStorage(LAST_POSITION_KEY, JSON.stringify({ latitude, longitude, at }));
}
