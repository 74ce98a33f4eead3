/** Links into the phone's maps app (lib/maps-link.ts, issue 38): each platform's standard one. */
import { describe, expect, it } from 'vitest';
import { directionsLink, mapsPlatform, placeLink, restroomPlace } from '../../../../src/client/lib/maps-link';

const HALFWAY = { latitude: 36.02, longitude: -78.9346 };

describe('maps links', () => {
  it('knows the platform from the user agent', () => {
    expect(mapsPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'apple',
    );
    // iPadOS asks for pages as a Mac.
    expect(mapsPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBe(
      'apple',
    );
    expect(mapsPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124')).toBe(
      'android',
    );
    expect(mapsPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124')).toBe('other');
  });

  it('gives directions with the coordinates, in each platform’s own link', () => {
    expect(directionsLink(HALFWAY, 'Turn House', 'apple')).toBe(
      'https://maps.apple.com/?daddr=36.02,-78.9346&dirflg=w',
    );
    expect(directionsLink(HALFWAY, 'Turn House', 'android')).toBe(
      'geo:36.02,-78.9346?q=36.02,-78.9346(Turn%20House)',
    );
    expect(directionsLink(HALFWAY, 'Turn House', 'other')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=36.02,-78.9346&travelmode=walking',
    );
    expect(placeLink(HALFWAY, 'Turn House', 'apple')).toBe(
      'https://maps.apple.com/?ll=36.02,-78.9346&q=Turn%20House',
    );
  });

  it('sends a restroom without a position to its course’s point', () => {
    const course = { latitude: 36.01, longitude: -78.93 };
    expect(restroomPlace({ latitude: null, longitude: null }, course)).toEqual({
      at: course,
      toCourse: true,
    });
    expect(restroomPlace(HALFWAY, course)).toEqual({ at: HALFWAY, toCourse: false });
  });
});
