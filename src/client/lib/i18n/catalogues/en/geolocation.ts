/**
 * Why the browser gave no position (lib/geolocation.ts `GeolocationReason`), for every screen that
 * asks for one: the spec's texts (docs/product.md §8), verbatim in English.
 */
export default {
  'geolocation.unsupported': 'Geolocation is not supported by this browser',
  'geolocation.denied': 'Location access denied by user',
  'geolocation.unavailable': 'Location information is unavailable',
  'geolocation.timeout': 'Location request timed out',
  'geolocation.unknown': 'Unable to retrieve your location',
} as const;
