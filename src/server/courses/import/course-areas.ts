/**
 * The file's own course polygons, for attaching a toilet to the course whose area holds it
 * (docs/product.md §11). Built after the course phase of the same import: each polygon feature is
 * matched to its stored row the way the course importer matched it (catalog.ts: OSM id, else the
 * same name within 100 m), so a polygon the course phase skipped holds nothing.
 */
import type { Database } from '../../db/client';
import { Catalog, fetchCandidates } from './catalog';
import { polygonsOf, propertiesOf, readFeature, type CourseCandidate } from './features';
import { isToiletFeature } from './toilet-tags';
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
const FETCH_CHUNK = 500;
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

function areaOf(course: AttachedCourse, polygons: Ring[][]): Area {
  // A loop, not Math.min(...points): a large multipolygon's vertices would overflow the call stack.
  const box = { minLng: Infinity, maxLng: -Infinity, minLat: Infinity, maxLat: -Infinity };
  for (const [lng = 0, lat = 0] of polygons.flatMap((rings) => rings[0] ?? [])) {
    box.minLng = Math.min(box.minLng, lng);
    box.maxLng = Math.max(box.maxLng, lng);
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
  }
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

/** The course polygons of `features` that name a stored course (none for a points-only file). */
export async function loadCourseAreas(db: Database, features: readonly unknown[]): Promise<CourseAreas> {
  const areas = new CourseAreas();
  const found: { candidate: CourseCandidate; polygons: Ring[][] }[] = [];
  for (const feature of features) {
    const polygons = polygonsOf((feature as { geometry?: unknown } | null)?.geometry);
    if (!polygons || isToiletFeature(propertiesOf(feature))) continue;
    const result = readFeature(feature);
    if (result.ok) found.push({ candidate: result.candidate, polygons });
  }
  for (let start = 0; start < found.length; start += FETCH_CHUNK) {
    const chunk = found.slice(start, start + FETCH_CHUNK);
    const catalog = new Catalog();
    await fetchCandidates(
      db,
      catalog,
      chunk.map((f) => f.candidate),
    );
    for (const { candidate, polygons } of chunk) {
      const known = catalog.match(candidate);
      if (!known?.id) continue;
      areas.add(areaOf({ id: known.id, latitude: known.latitude, longitude: known.longitude }, polygons));
    }
  }
  return areas;
}
