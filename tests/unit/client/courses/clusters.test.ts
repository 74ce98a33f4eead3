import { describe, expect, it } from 'vitest';
import {
  buildSpotIndex,
  clusterSizeClass,
  courseSpots,
  isMappable,
  mergeCourses,
} from '../../../../src/client/features/courses/map/clusters';
import { viewportGeometry } from '../../../../src/client/features/courses/map/use-viewport-courses';
import type { Course } from '../../../../src/shared/schemas/courses';
import { course } from '../offline/fixtures';

describe('cluster size classes (docs/product.md §9)', () => {
  it('is small under 10, medium 10 to 99, large from 100', () => {
    expect([1, 2, 9].map(clusterSizeClass)).toEqual(['small', 'small', 'small']);
    expect([10, 50, 99].map(clusterSizeClass)).toEqual(['medium', 'medium', 'medium']);
    expect([100, 101, 5000].map(clusterSizeClass)).toEqual(['large', 'large', 'large']);
  });
});

describe('what the map draws (docs/product.md §5 map coordinates)', () => {
  it('leaves out invalid coordinates', () => {
    const courses: Course[] = [
      course('ok', { latitude: 35, longitude: -79 }),
      course('edge', { latitude: -90, longitude: 180 }),
      course('lat', { latitude: 91, longitude: -79 }),
      course('lng', { latitude: 35, longitude: -181 }),
      course('nan', { latitude: Number.NaN, longitude: -79 }),
      course('inf', { latitude: 35, longitude: Number.POSITIVE_INFINITY }),
      {
        ...course('short'),
        location: { type: 'Point' as const, coordinates: [-79] as unknown as [number, number] },
      },
    ];
    expect(courses.filter(isMappable).map((c) => c._id)).toEqual(['ok', 'edge']);
    expect(courseSpots(courses).map((spot) => spot.key)).toEqual(['35,-79', '-90,180']);
  });

  it('shows identical coordinates once, keeping every course of the spot', () => {
    const spots = courseSpots([
      course('a', { latitude: 35.1, longitude: -79.1 }),
      course('b', { latitude: 35.1, longitude: -79.1 }),
      course('c', { latitude: 35.2, longitude: -79.1 }),
      course('a', { latitude: 35.1, longitude: -79.1 }),
    ]);
    expect(spots).toHaveLength(2);
    expect(spots[0]!.courses.map((c) => c._id)).toEqual(['a', 'b']);
  });

  it('clusters spots, counting the courses, and stops clustering past zoom 16', () => {
    const spots = courseSpots([
      course('a', { latitude: 35.1, longitude: -79.1 }),
      course('b', { latitude: 35.1, longitude: -79.1 }),
      course('c', { latitude: 35.1001, longitude: -79.1001 }),
    ]);
    const index = buildSpotIndex(spots);
    const world: [number, number, number, number] = [-180, -85, 180, 85];
    const [cluster] = index.getClusters(world, 8);
    expect(cluster!.properties).toMatchObject({ cluster: true, courses: 3 });
    expect(index.getClusters(world, 17)).toHaveLength(2);
  });

  it('merges the supplied courses with a viewport answer, each once', () => {
    const merged = mergeCourses([course('a'), course('b')], [course('b', { name: 'other' }), course('c')]);
    expect(merged.map((c) => [c._id, c.name])).toEqual([
      ['a', 'Course a'],
      ['b', 'Course b'],
      ['c', 'Course c'],
    ]);
  });

  it('asks for the viewport by its centre and the spec radius', () => {
    expect(viewportGeometry({ north: 36, south: 35, east: -78, west: -80 })).toEqual({
      latitude: 35.5,
      longitude: -79,
      radius: 69,
    });
    expect(viewportGeometry({ north: 35.01, south: 35, east: -79, west: -79.01 }).radius).toBe(10);
    expect(viewportGeometry({ north: 40, south: 30, east: -70, west: -90 }).radius).toBe(100);
  });
});
