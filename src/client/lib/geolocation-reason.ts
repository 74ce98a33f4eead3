/**
 * Which of the spec's messages (docs/product.md §8) a failure to get a position carries, so a screen
 * says it in the golfer's language (catalogue `geolocation`, docs/decisions.md §9). Apart from
 * geolocation.ts, which the /courses first card loads: that budget has no bytes for it.
 */
import { GEOLOCATION_MESSAGES, type GeolocationReason } from './geolocation';

const REASONS = Object.keys(GEOLOCATION_MESSAGES) as GeolocationReason[];

export const geolocationReason = (failure: unknown): GeolocationReason =>
  REASONS.find((reason) => failure instanceof Error && GEOLOCATION_MESSAGES[reason] === failure.message) ??
  'unknown';
