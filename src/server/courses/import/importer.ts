/**
 * The course importer's core: GeoJSON features in, upserted course rows out, with a report.
 *
 * Matching (so a re-import updates instead of duplicating):
 *   1. the same OpenStreetMap id (osm_id), else
 *   2. the same name (case-insensitive) within 100 m (catalog.ts): the rule for files without ids and
 *      for courses entered by hand or by the demo seed. No synthetic key is stored for it: a
 *      rounded-position key would miss a course whose point moved a few metres between extracts.
 * A feature matching a course already written in this run is the same course twice in the file.
 *
 * Work goes in chunks of `batchSize` features: one SELECT of the stored courses the chunk could
 * match, then one transaction with one INSERT and one UPDATE for all its rows, so 9,336 courses
 * are about 60 statements on either database.
 * Aggregates (ratings, counts) are never written here: new rows start at zero, existing keep theirs.
 * Toilets in the same file are the restroom importer's (toilets.ts): counted here, not read.
 */
import { randomUUID } from 'node:crypto';
import { US } from '../../../shared/places';
import type { Database } from '../../db/client';
import { usZip } from './address-tags';
import { Catalog, fetchCandidates, sameFields, type ImportedFields, type KnownCourse } from './catalog';
import { propertiesOf, readFeature, type CourseCandidate, type SkipReason } from './features';
import { loadPlaceCoder, type PlaceCoder } from './place';
import { isToiletFeature } from './toilet-tags';
import { writeChunk, type Chunk } from './write-chunk';
import { loadZipIndex, type ZipIndex, type ZipPlace } from './zip-index';

/** Farther than this from every ZIP centroid, a guessed town would mislead more than a blank. */
const ZIP_FILL_MAX_MILES = 30;
const DEFAULT_BATCH_SIZE = 500;

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  batchSize?: number;
  /** Tests may pass their own; by default the `zipcodes` package is loaded once per process. */
  zipIndex?: ZipIndex;
}

/** The lookups a run needs, loaded once per process (each a package of several MB). */
interface Lookups {
  zips: ZipIndex;
  places: PlaceCoder;
}

export interface ImportReport {
  read: number;
  inserted: number;
  updated: number;
  /** Matched an existing course whose stored fields already equal the feature's. */
  unchanged: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Toilet features, left to the restroom importer (toilets.ts). */
  toilets: number;
  /** Fields taken from the nearest ZIP centroid because the feature (and the row) had none. */
  filled: { city: number; zipCode: number; state: number };
  /** Countries and regions found from the coordinates, the feature (and the row) having none. */
  located: { country: number; region: number };
  /** Courses of the file written or found unchanged, by country. */
  countries: Record<string, number>;
}

let zipIndexPromise: Promise<ZipIndex> | undefined;
const sharedZipIndex = () => (zipIndexPromise ??= loadZipIndex());
let placeCoderPromise: Promise<PlaceCoder> | undefined;
const sharedPlaceCoder = () => (placeCoderPromise ??= loadPlaceCoder());

/**
 * The row a feature turns into. The feature's own tags win; what it lacks is kept from the
 * existing row; only what is still blank is found: the country and region from the coordinates
 * (place.ts), a US course's town, ZIP and state from the nearest ZIP (in the course's state when
 * that is known, so a course near a border is not given the neighbour state's town).
 */
function resolveFields(
  candidate: CourseCandidate,
  existing: KnownCourse | undefined,
  { zips, places }: Lookups,
  report: ImportReport,
): ImportedFields | SkipReason {
  let country = candidate.country && places.isCountry(candidate.country) ? candidate.country : undefined;
  country ??= existing?.country;
  if (!country) {
    country = places.countryAt(candidate);
    if (!country) return 'no country';
    report.located.country++;
  }
  const common = {
    osmId: existing?.osmId ?? candidate.osmId ?? null,
    name: candidate.name,
    address: candidate.address ?? existing?.address ?? '',
    country,
    phone: candidate.phone ?? existing?.phone ?? null,
    website: candidate.website ?? existing?.website ?? null,
    latitude: candidate.latitude,
    longitude: candidate.longitude,
    area: candidate.area ?? existing?.area ?? null,
  };
  if (country !== US) {
    let region = candidate.region
      ? places.regionOf(candidate.region, country)
      : (existing?.region ?? undefined);
    if (!region && (region = places.regionAt(candidate, country))) report.located.region++;
    return {
      ...common,
      city: candidate.city ?? existing?.city ?? '',
      state: null,
      region: region ?? null,
      zipCode: candidate.postcode ?? (existing?.zipCode || ''),
    };
  }
  const city = candidate.city ?? (existing?.city || undefined);
  const zipCode = usZip(candidate.postcode) ?? (existing?.zipCode || undefined);
  const state = candidate.state ?? existing?.state ?? undefined;
  let zip: ZipPlace | undefined;
  if (!city || !zipCode || !state) {
    zip = zips.nearest(candidate, { state, maxMiles: ZIP_FILL_MAX_MILES });
    if (zip && !city) report.filled.city++;
    if (zip && !zipCode) report.filled.zipCode++;
    if (zip && !state) report.filled.state++;
  }
  const finalState = state ?? zip?.state;
  if (!finalState) return 'no state';
  return {
    ...common,
    city: city ?? zip?.city ?? '',
    state: finalState,
    region: null,
    zipCode: zipCode ?? zip?.zip ?? '',
  };
}

export async function importCourses(
  db: Database,
  features: readonly unknown[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const lookups: Lookups = {
    zips: options.zipIndex ?? (await sharedZipIndex()),
    places: await sharedPlaceCoder(),
  };
  const catalog = new Catalog();
  const report: ImportReport = {
    read: features.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: {},
    toilets: 0,
    filled: { city: 0, zipCode: 0, state: 0 },
    located: { country: 0, region: 0 },
    countries: {},
  };
  const skip = (reason: SkipReason) => {
    report.skipped[reason] = (report.skipped[reason] ?? 0) + 1;
  };

  options.onProgress?.({ done: 0, total: features.length });
  for (let start = 0; start < features.length; start += batchSize) {
    const chunk: Chunk = { inserts: [], updates: [], areas: [] };
    const candidates: CourseCandidate[] = [];
    for (const feature of features.slice(start, start + batchSize)) {
      if (isToiletFeature(propertiesOf(feature))) {
        report.toilets++;
        continue;
      }
      const result = readFeature(feature);
      if (result.ok) candidates.push(result.candidate);
      else skip(result.reason);
    }
    await fetchCandidates(db, catalog, candidates);
    for (const candidate of candidates) {
      const existing = catalog.match(candidate);
      if (existing?.touched) {
        // The same course twice (its point, then its polygon, say): the area is news.
        if (candidate.area && !existing.area && existing.id) {
          existing.area = candidate.area;
          chunk.areas.push({ id: existing.id, osmId: existing.osmId, area: candidate.area });
        }
        skip('duplicate in file');
        continue;
      }
      const fields = resolveFields(candidate, existing, lookups, report);
      if (typeof fields === 'string') {
        skip(fields);
        continue;
      }
      report.countries[fields.country] = (report.countries[fields.country] ?? 0) + 1;
      if (!existing) {
        const row = { ...fields, id: randomUUID() };
        chunk.inserts.push(row);
        catalog.add({ ...row, isSample: false, touched: true });
        continue;
      }
      const unchanged = sameFields(fields, existing) && !existing.isSample;
      catalog.update(existing, fields);
      if (unchanged) report.unchanged++;
      else if (existing.id) chunk.updates.push({ ...fields, id: existing.id });
    }
    const written = await writeChunk(db, chunk);
    report.inserted += written.inserted;
    report.updated += written.updated;
    options.onProgress?.({ done: Math.min(features.length, start + batchSize), total: features.length });
  }
  return report;
}
