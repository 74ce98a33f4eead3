// @vitest-environment happy-dom
/**
 * Issue 15: the course area map's restroom pins. Only restrooms with a position of their own are
 * pinned (the others stand at the course's flag, docs/product.md §10), each with its kind as a badge,
 * a name for screen readers, and a muted look when not usable now.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  restroomMarkers as markersIn,
  type AreaRestroom,
} from '../../../../src/client/features/courses/map/restroom-markers';
import en from '../../../../src/client/lib/i18n/catalogues/en/courses-map';
import { useT } from '../../../../src/client/lib/i18n/catalogue';

/** The pins named in English, through the maps' catalogue as the map does. */
const t = renderHook(() => useT(en)).result.current;
const restroomMarkers = (restrooms: readonly AreaRestroom[]) => markersIn(restrooms, t);

const area = (
  over: Partial<AreaRestroom> & Pick<AreaRestroom, 'id' | 'name' | 'locationType'>,
): AreaRestroom => ({
  holeNumber: null,
  latitude: 35.19,
  longitude: -79.47,
  usable: true,
  ...over,
});

describe('restroomMarkers', () => {
  it('badges each kind and names it for a screen reader', () => {
    const markers = restroomMarkers([
      area({ id: 'c', name: 'Clubhouse Main', locationType: 'clubhouse' }),
      area({ id: 'h', name: 'Turn House', locationType: 'halfway-house' }),
      area({ id: 'o', name: 'Hole 7 Restroom', locationType: 'on-course', holeNumber: 7, latitude: 35.2 }),
    ]);
    expect(markers).toEqual([
      {
        id: 'c',
        latitude: 35.19,
        longitude: -79.47,
        badge: 'C',
        label: 'Clubhouse Main, clubhouse restroom',
        muted: false,
      },
      {
        id: 'h',
        latitude: 35.19,
        longitude: -79.47,
        badge: 'H',
        label: 'Turn House, halfway house restroom',
        muted: false,
      },
      {
        id: 'o',
        latitude: 35.2,
        longitude: -79.47,
        badge: '7',
        label: 'Hole 7 Restroom, restroom on hole 7',
        muted: false,
      },
    ]);
  });

  it('pins no restroom without a position of its own (or with an impossible one)', () => {
    const markers = restroomMarkers([
      area({
        id: 'none',
        name: 'Clubhouse Main',
        locationType: 'clubhouse',
        latitude: null,
        longitude: null,
      }),
      area({ id: 'half', name: 'Halfway House', locationType: 'halfway-house', longitude: null }),
      area({ id: 'bad', name: 'Hole 3 Restroom', locationType: 'on-course', holeNumber: 3, latitude: 95 }),
      area({ id: 'ok', name: 'Hole 4 Restroom', locationType: 'on-course', holeNumber: 4 }),
    ]);
    expect(markers.map((m) => m.id)).toEqual(['ok']);
  });

  it('mutes a restroom not usable now, says so, and draws it under the usable ones', () => {
    const markers = restroomMarkers([
      area({ id: 'open', name: 'Clubhouse Main', locationType: 'clubhouse' }),
      area({
        id: 'shut',
        name: 'Hole 12 Restroom',
        locationType: 'on-course',
        holeNumber: 12,
        usable: false,
      }),
    ]);
    expect(markers.map((m) => [m.id, m.muted])).toEqual([
      ['shut', true],
      ['open', false],
    ]);
    expect(markers[0]?.label).toBe('Hole 12 Restroom, restroom on hole 12, not usable now');
    expect(markers[0]?.badge).toBe('12');
  });

  it('an on-course restroom without a hole still gets a pin, named as on the course', () => {
    const [marker] = restroomMarkers([area({ id: 'x', name: 'Portable', locationType: 'on-course' })]);
    expect(marker?.label).toBe('Portable, on-course restroom');
    expect(marker?.badge).toBe('•');
  });
});
