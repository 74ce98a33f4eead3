/**
 * The restroom importer (docs/product.md §11): the toilets of an OpenStreetMap GeoJSON file
 * (`amenity=toilets`, or a `golf=clubhouse` tagged `toilets=yes`) become approved, unverified
 * restrooms of the course they belong to, upserted by OSM id. It runs after the course importer on
 * the same features (cli/import.ts), so the file's own course polygons are stored by then.
 *
 * Attachment: to the course whose stored area (an outline of this file or an earlier one, or a
 * bounding box) holds the toilet (course-areas.ts), else to the nearest stored course within
 * `maxMeters` (toilet-attach.ts); farther from every course it is skipped. Its fields come from its tags (toilet-tags.ts), its position is its point (a polygon's
 * centroid, as for courses). Chunks of `batchSize` toilets: one statement to find the nearest
 * courses, one transaction to write them (toilet-write.ts).
 */
import type { Database } from '../../db/client';
import { loadCourseAreas } from './course-areas';
import { osmIdOf, propertiesOf } from './features';
import { positionOf } from './geometry';
import type { ImportProgress } from './importer';
import { metersBetween, nearestCourses, type AttachedCourse } from './toilet-attach';
import { isToiletFeature, mapToiletTags } from './toilet-tags';
import { writeToilets, type ToiletRow } from './toilet-write';

/** docs/product.md §11; the CLI reads IMPORT_RESTROOM_MAX_METERS. */
export const DEFAULT_RESTROOM_MAX_METERS = 600;
const DEFAULT_BATCH_SIZE = 500;

type RestroomSkipReason =
  'no course nearby' | "duplicate of a golfer's" | 'no OSM id' | 'bad geometry' | 'duplicate in file';

export interface RestroomImportReport {
  /** Toilet features in the file (the other features are the course importer's). */
  read: number;
  inserted: number;
  updated: number;
  /** Stored already with the same fields: not written at all. */
  unchanged: number;
  /** Changed on the map, but an owner of the course confirmed the stored row: theirs is kept. */
  keptOwnerConfirmed: number;
  skipped: Partial<Record<RestroomSkipReason, number>>;
}

export interface RestroomImportOptions {
  /** How far from a course's point a toilet outside every course polygon may be, in metres. */
  maxMeters?: number;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

interface Toilet {
  osmId: string;
  at: { latitude: number; longitude: number };
  props: Record<string, unknown>;
}

export async function importRestrooms(
  db: Database,
  features: readonly unknown[],
  options: RestroomImportOptions = {},
): Promise<RestroomImportReport> {
  const maxMeters = options.maxMeters ?? DEFAULT_RESTROOM_MAX_METERS;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const toilets = features.filter((feature) => isToiletFeature(propertiesOf(feature)));
  const report: RestroomImportReport = {
    read: toilets.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    keptOwnerConfirmed: 0,
    skipped: {},
  };
  const skip = (reason: RestroomSkipReason, count = 1) => {
    if (count > 0) report.skipped[reason] = (report.skipped[reason] ?? 0) + count;
  };
  if (toilets.length === 0) return report;

  const areas = await loadCourseAreas(
    db,
    toilets.flatMap((feature) => positionOf((feature as { geometry?: unknown }).geometry) ?? []),
  );
  const seen = new Set<string>();
  options.onProgress?.({ done: 0, total: toilets.length });
  for (let start = 0; start < toilets.length; start += batchSize) {
    const chunk: Toilet[] = [];
    for (const feature of toilets.slice(start, start + batchSize)) {
      const props = propertiesOf(feature);
      const osmId = osmIdOf(feature as Record<string, unknown>, props);
      const at = positionOf((feature as { geometry?: unknown }).geometry);
      if (!osmId) skip('no OSM id');
      else if (!at) skip('bad geometry');
      else if (seen.has(osmId)) skip('duplicate in file');
      else {
        seen.add(osmId);
        chunk.push({ osmId, at, props });
      }
    }

    const courses: (AttachedCourse | undefined)[] = chunk.map((toilet) => areas.holding(toilet.at));
    const unplaced = chunk.flatMap((toilet, i) => (courses[i] ? [] : [{ i, at: toilet.at }]));
    const near = await nearestCourses(
      db,
      unplaced.map((u) => u.at),
      maxMeters,
    );
    unplaced.forEach(({ i }, n) => (courses[i] = near[n]));

    const rows: ToiletRow[] = [];
    chunk.forEach((toilet, i) => {
      const course = courses[i];
      if (!course) return skip('no course nearby');
      rows.push({
        ...mapToiletTags(toilet.props, metersBetween(toilet.at, course)),
        osmId: toilet.osmId,
        courseId: course.id,
        latitude: toilet.at.latitude,
        longitude: toilet.at.longitude,
      });
    });
    const counts = await writeToilets(db, rows);
    report.inserted += counts.inserted;
    report.updated += counts.updated;
    report.unchanged += counts.unchanged;
    report.keptOwnerConfirmed += counts.keptOwnerConfirmed;
    skip("duplicate of a golfer's", counts.duplicates);
    options.onProgress?.({ done: Math.min(toilets.length, start + batchSize), total: toilets.length });
  }
  return report;
}
