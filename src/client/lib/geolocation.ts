/**
 * The browser's position, with the options of docs/product.md §9 and the messages of docs/product.md §8, and
 * whether the permission is already granted (docs/decisions.md §6: then the list starts from the user's
 * position).
 */
import { GEOLOCATION_OPTIONS } from '../../shared/constants';
import type { LatLng } from '../../shared/geo';

export const GEOLOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out',
  unknown: 'Unable to retrieve your location',
} as const;

/** Which message (lib/geolocation-reason.ts names a failure's; catalogue `geolocation` says it). */
export type GeolocationReason = keyof typeof GEOLOCATION_MESSAGES;

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geolocationErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 1) return GEOLOCATION_MESSAGES.denied;
  if (code === 2) return GEOLOCATION_MESSAGES.unavailable;
  if (code === 3) return GEOLOCATION_MESSAGES.timeout;
  return GEOLOCATION_MESSAGES.unknown;
}

export class GeolocationFailure extends Error {
  override name = 'GeolocationFailure';
}

export function getCurrentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new GeolocationFailure(GEOLOCATION_MESSAGES.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new GeolocationFailure(geolocationErrorMessage(error))),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** True only when the browser says the permission was granted before (no prompt would show). */
export async function geolocationAlreadyGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}
