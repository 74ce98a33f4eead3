/**
 * What the map draws (docs/product.md §5 "Map coordinates", §9 clustering): only courses with valid
 * coordinates (latitude -90..90, longitude -180..180, finite, and a location of exactly two numbers),
 * one marker per position (courses at identical coordinates share it), grouped by supercluster up to
 * zoom 16 with three size classes.
 */
import Supercluster from 'supercluster';
import { MAP } from '../../../../shared/constants';
import { isValidCoordinate } from '../../../../shared/geo';
import type { Course } from '../../../../shared/schemas/courses';

export interface CourseSpot {
  /** `latitude,longitude`: the marker's identity. */
  key: string;
  latitude: number;
  longitude: number;
  courses: Course[];
}

export type ClusterSize = 'small' | 'medium' | 'large';

export function clusterSizeClass(count: number): ClusterSize {
  if (count >= MAP.clusterLargeFrom) return 'large';
  if (count >= MAP.clusterMediumFrom) return 'medium';
  return 'small';
}

export function isMappable(course: Course): boolean {
  const coordinates = (course.location as { coordinates?: unknown } | undefined)?.coordinates;
  if (coordinates !== undefined && (!Array.isArray(coordinates) || coordinates.length !== 2)) return false;
  return isValidCoordinate(course.latitude, course.longitude);
}

/** Valid courses, one spot per distinct position, in first-seen order. */
export function courseSpots(courses: readonly Course[]): CourseSpot[] {
  const spots = new Map<string, CourseSpot>();
  for (const course of courses) {
    if (!isMappable(course)) continue;
    const key = `${course.latitude},${course.longitude}`;
    const spot = spots.get(key);
    if (spot) {
      if (!spot.courses.some((seen) => seen._id === course._id)) spot.courses.push(course);
    } else {
      spots.set(key, { key, latitude: course.latitude, longitude: course.longitude, courses: [course] });
    }
  }
  return [...spots.values()];
}

/** Courses from both lists, each once (the first list's copy wins). */
export function mergeCourses(first: readonly Course[], second: readonly Course[]): Course[] {
  const seen = new Set(first.map((course) => course._id));
  return [...first, ...second.filter((course) => !seen.has(course._id))];
}

export type SpotIndex = Supercluster<{ spot: CourseSpot }, { courses: number }>;

export function buildSpotIndex(spots: readonly CourseSpot[]): SpotIndex {
  const index: SpotIndex = new Supercluster({
    maxZoom: MAP.clusterMaxZoom,
    radius: 60,
    map: (props) => ({ courses: props.spot.courses.length }),
    reduce: (accumulated, props) => {
      accumulated.courses += props.courses;
    },
  });
  index.load(
    spots.map((spot) => ({
      type: 'Feature' as const,
      properties: { spot },
      geometry: { type: 'Point' as const, coordinates: [spot.longitude, spot.latitude] },
    })),
  );
  return index;
}
