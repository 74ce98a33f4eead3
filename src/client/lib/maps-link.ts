/**
 * Links that hand a place to the phone's own maps app (issue 38, "from the answer to the door"): the
 * app knows where a restroom is, the maps app knows the way. Each platform's standard link, with the
 * coordinates (no address lookup, nothing sent to a third party until the golfer taps):
 * - Apple devices: maps.apple.com, which iOS and macOS open in Apple Maps;
 * - Android: a `geo:` URI (RFC 5870), which opens the maps app the golfer chose;
 * - anything else: Google Maps' documented cross-platform URL, in the browser.
 */
import type { LatLng } from '../../shared/geo';

type Platform = 'apple' | 'android' | 'other';

/** iPadOS asks for pages as a Mac, and a Mac has Apple Maps too. */
export function mapsPlatform(userAgent: string): Platform {
  if (/iPhone|iPad|iPod|Macintosh/i.test(userAgent)) return 'apple';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

const devicePlatform = (): Platform =>
  typeof navigator === 'undefined' ? 'other' : mapsPlatform(navigator.userAgent);

const coordinates = ({ latitude, longitude }: LatLng) => `${latitude},${longitude}`;

/** Directions from where the golfer is to `to`, on foot (a golfer walks, or drives a cart, there). */
export function directionsLink(to: LatLng, name: string, platform = devicePlatform()): string {
  const at = coordinates(to);
  if (platform === 'apple') return `https://maps.apple.com/?daddr=${at}&dirflg=w`;
  if (platform === 'android') return `geo:${at}?q=${at}(${encodeURIComponent(name)})`;
  return `https://www.google.com/maps/dir/?api=1&destination=${at}&travelmode=walking`;
}

/** The place itself, marked and named, to look at in the maps app. */
export function placeLink(at: LatLng, name: string, platform = devicePlatform()): string {
  const point = coordinates(at);
  if (platform === 'apple') return `https://maps.apple.com/?ll=${point}&q=${encodeURIComponent(name)}`;
  if (platform === 'android') return `geo:${point}?q=${point}(${encodeURIComponent(name)})`;
  return `https://www.google.com/maps/search/?api=1&query=${point}`;
}

/** Open the link outside the app: a web link in a new tab (the app stays), a `geo:` one as it is. */
export const externalLinkProps = (href: string) =>
  href.startsWith('geo:') ? { href } : { href, target: '_blank', rel: 'noopener noreferrer' };

/** Where a restroom is for a maps app: its own position, or its course's point when it has none. */
export function restroomPlace(
  restroom: { latitude: number | null; longitude: number | null },
  course: LatLng,
): { at: LatLng; toCourse: boolean } {
  return restroom.latitude !== null && restroom.longitude !== null
    ? { at: { latitude: restroom.latitude, longitude: restroom.longitude }, toCourse: false }
    : { at: course, toCourse: true };
}
