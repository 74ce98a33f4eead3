/**
 * The stored course areas (db course_areas: an imported outline, or only a bounding box), for
 * attaching a toilet to the course whose area holds it (docs/product.md §11). The course phase of
 * an import stores the areas of its file first, so a file's own polygons count, and so do those
 * of an earlier import: the toilets of our own export come back to the course their area is in.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { LatLng } from '../../../shared/geo';
import type { Database } from '../../db/client';
import { courseAreas, courses } from '../../db/schema';
import { polygonsOf } from './geometry';
import type { AttachedCourse } from './toilet-attach';

type Position = number[];
type Ring = Position[];

interface Area {
  course: AttachedCourse;
  polygons: Ring[][];
  /** Square degrees, to prefer the smaller of nested areas (a par-3 course inside a resort's). */
  size: number;
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** Grid cells of this many degrees index the areas by their bounding boxes. */
const CELL = 0.05;
const cellOf = (value: number) => Math.floor(value / CELL);

/** Even-odd ray casting over every ring, so holes (inner rings) are outside. */
function ringsHold(rings: Ring[], lng: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function ringArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    twice += (xj - xi) * (yj + yi);
  }
  return Math.abs(twice) / 2;
}

type StoredArea = typeof courseAreas.$inferSelect;

function areaOf(course: AttachedCourse, stored: StoredArea): Area {
  const box = {
    minLng: stored.minLongitude,
    maxLng: stored.maxLongitude,
    minLat: stored.minLatitude,
    maxLat: stored.maxLatitude,
  };
  // Where only the box is known, the box is the area.
  const polygons = polygonsOf(stored.outline) ?? [
    [
      [
        [box.minLng, box.minLat],
        [box.maxLng, box.minLat],
        [box.maxLng, box.maxLat],
        [box.minLng, box.maxLat],
        [box.minLng, box.minLat],
      ],
    ],
  ];
  const size = polygons.reduce(
    (sum, [outer = [], ...holes]) => sum + ringArea(outer) - holes.reduce((h, ring) => h + ringArea(ring), 0),
    0,
  );
  return { course, polygons, size, ...box };
}

export class CourseAreas {
  private readonly cells = new Map<string, Area[]>();

  add(area: Area): void {
    for (let x = cellOf(area.minLng); x <= cellOf(area.maxLng); x++) {
      for (let y = cellOf(area.minLat); y <= cellOf(area.maxLat); y++) {
        const key = `${x}:${y}`;
        const list = this.cells.get(key);
        if (list) list.push(area);
        else this.cells.set(key, [area]);
      }
    }
  }

  /** The course whose area holds the point; of nested areas, the smallest. */
  holding(at: { latitude: number; longitude: number }): AttachedCourse | undefined {
    const { latitude: lat, longitude: lng } = at;
    let best: Area | undefined;
    for (const area of this.cells.get(`${cellOf(lng)}:${cellOf(lat)}`) ?? []) {
      if (lng < area.minLng || lng > area.maxLng || lat < area.minLat || lat > area.maxLat) continue;
      if (best && best.size <= area.size) continue;
      if (area.polygons.some((rings) => ringsHold(rings, lng, lat))) best = area;
    }
    return best?.course;
  }
}

/** The stored areas that overlap the extent of `points` (none when no course has one). */
export async function loadCourseAreas(db: Database, points: readonly LatLng[]): Promise<CourseAreas> {
  const areas = new CourseAreas();
  if (points.length === 0) return areas;
  // A loop, not Math.min(...points): a national file's toilets would overflow the call stack.
  const extent = { south: Infinity, north: -Infinity, west: Infinity, east: -Infinity };
  for (const { latitude, longitude } of points) {
    extent.south = Math.min(extent.south, latitude);
    extent.north = Math.max(extent.north, latitude);
    extent.west = Math.min(extent.west, longitude);
    extent.east = Math.max(extent.east, longitude);
  }
  const rows = await db
    .select({ area: courseAreas, latitude: courses.latitude, longitude: courses.longitude })
    .from(courseAreas)
    .innerJoin(courses, eq(courses.id, courseAreas.courseId))
    .where(
      and(
        lte(courseAreas.minLatitude, extent.north),
        gte(courseAreas.maxLatitude, extent.south),
        lte(courseAreas.minLongitude, extent.east),
        gte(courseAreas.maxLongitude, extent.west),
      ),
    );
  for (const { area, latitude, longitude } of rows) {
    areas.add(areaOf({ id: area.courseId, latitude, longitude }, area));
  }
  return areas;
}
