/**
 * Rows → GeoJSON features for the export (docs/product.md §11). Each feature carries our fields and,
 * beside them, the OpenStreetMap tags that say the same (amenity=toilets, wheelchair, seasonal, …),
 * so our own importer and any OSM tool read the file back. Nothing personal leaves: no user ids, no
 * feedback voters, no notes of moderators.
 */
import { effectiveHours } from '../../shared/hours/judge';
import { OSM_ATTRIBUTION } from '../../shared/restroom-constants';
import type { Restroom } from '../../shared/schemas';
import type { ExportedCourse } from './queries';

const EXPORT_LICENSE = 'ODbL-1.0';
const COMMUNITY_ATTRIBUTION = '© Fairway Relief contributors, ODbL';
const MIXED_ATTRIBUTION = '© OpenStreetMap contributors and Fairway Relief contributors, ODbL';

type Tags = Record<string, string>;

const yesNo = (value: boolean | null) => (value === null ? undefined : value ? 'yes' : 'no');

const ACCESS_TAG: Partial<Record<Restroom['access'], string>> = {
  public: 'yes',
  customers: 'customers',
  players: 'customers',
  members: 'private',
  key: 'key',
};

/** Our fields as OSM tags; what is unknown is left out, as a mapper would. */
function osmTags(r: Restroom): Tags {
  const typeUnstated = r.unstated.includes('facilityType');
  const genderUnstated = r.unstated.includes('gender');
  const tags: Record<string, string | undefined> = {
    amenity: 'toilets',
    '@id': r.osmId ?? undefined,
    name: r.name,
    golf:
      r.locationType === 'clubhouse'
        ? 'clubhouse'
        : r.locationType === 'halfway-house'
          ? 'halfway_house'
          : undefined,
    'golf:hole': r.holeNumber === null ? undefined : String(r.holeNumber),
    // A default no source stated is not written as a tag (docs/product.md §11).
    'toilets:disposal': typeUnstated
      ? undefined
      : r.facilityType === 'portable'
        ? 'chemical'
        : r.facilityType === 'permanent'
          ? 'flush'
          : undefined,
    portable: !typeUnstated && r.facilityType === 'portable' ? 'yes' : undefined,
    unisex: !genderUnstated && r.gender === 'unisex' ? 'yes' : undefined,
    male: !genderUnstated && r.gender === 'mens' ? 'yes' : undefined,
    female: !genderUnstated && r.gender === 'womens' ? 'yes' : undefined,
    wheelchair: r.accessibility ? 'yes' : yesNo(r.amenities.stepFree),
    access: ACCESS_TAG[r.access],
    'toilets:handwashing': yesNo(r.amenities.handwashing),
    changing_table: yesNo(r.amenities.babyChanging),
    seasonal: r.season === 'year_round' ? 'no' : r.season === 'seasonal' ? 'yes' : undefined,
    // The restroom's own hours, else its season's months as hours ("Apr-Oct").
    opening_hours: effectiveHours(r) ?? undefined,
  };
  return definedOnly(tags);
}

/** Assigned one by one: spreading Object.fromEntries' result into a literal cost 50 µs a feature in V8. */
function definedOnly<T>(entries: Record<string, T | undefined>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key in entries) {
    const value = entries[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

interface Place {
  courseName: string;
  courseLatitude: number;
  courseLongitude: number;
}

export function restroomFeature(r: Restroom, place: Place) {
  const longitude = r.longitude ?? place.courseLongitude;
  const latitude = r.latitude ?? place.courseLatitude;
  return {
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [longitude, latitude] },
    properties: Object.assign(osmTags(r), {
      fairwayId: r._id,
      courseId: r.courseId,
      courseName: place.courseName,
      locationType: r.locationType,
      holeNumber: r.holeNumber,
      facilityType: r.facilityType,
      gender: r.gender,
      unstated: r.unstated,
      accessibility: r.accessibility,
      // At its course's point when it has no position of its own.
      approximate: r.approximate,
      accessKind: r.access,
      accessNote: r.accessNote,
      season: r.season,
      openMonths: r.openMonths,
      openingHours: r.openingHours,
      amenities: r.amenities,
      moderation: r.status,
      isVerified: r.isVerified,
      openNow: r.openNow,
      usableNow: r.usableNow,
      verdict: r.verdict,
      activeReports: r.activeReports.map((report) => report.kind),
      averageRating: r.averageRating,
      totalReviews: r.totalReviews,
      lastConfirmedAt: r.lastConfirmedAt,
      ownerConfirmedAt: r.ownerConfirmedAt,
      source: r.source,
      osmId: r.osmId,
      license: EXPORT_LICENSE,
      attribution: r.source === 'openstreetmap' ? OSM_ATTRIBUTION : COMMUNITY_ATTRIBUTION,
    }),
  };
}

/**
 * A course as OSM tags (leisure=golf_course, addr:*) plus our aggregates. Its geometry is its
 * outline where an import gave one, else its point; a known area's extent is the feature's `bbox`
 * (RFC 7946 §5), which is all there is of a course whose file gave only a box. Its point is in
 * `latitude` and `longitude` as well, so an outline does not hide it. Our importer reads all three
 * back (courses/import/geometry.ts).
 */
export function courseFeature(c: ExportedCourse) {
  const tags: Record<string, string | undefined> = {
    leisure: 'golf_course',
    '@id': c.osmId ?? undefined,
    name: c.name,
    'addr:full': c.address || undefined,
    'addr:city': c.city || undefined,
    'addr:state': c.state ?? undefined,
    'addr:country': c.country,
    'addr:postcode': c.zipCode || undefined,
    phone: c.phone ?? undefined,
    website: c.website ?? undefined,
  };
  const { area } = c;
  return {
    type: 'Feature' as const,
    ...(area ? { bbox: [area.minLongitude, area.minLatitude, area.maxLongitude, area.maxLatitude] } : {}),
    geometry: area?.outline ?? { type: 'Point' as const, coordinates: [c.longitude, c.latitude] },
    properties: Object.assign(definedOnly(tags), {
      fairwayId: c.id,
      latitude: c.latitude,
      longitude: c.longitude,
      averageRating: c.averageRating,
      totalReviews: c.totalReviews,
      totalRestrooms: c.totalRestrooms,
      verifiedRestrooms: c.verifiedRestrooms,
      license: EXPORT_LICENSE,
      // Most courses came from an OpenStreetMap extract without ids, others from admins: both.
      attribution: c.osmId ? OSM_ATTRIBUTION : MIXED_ATTRIBUTION,
    }),
  };
}

/** The collection's opening: GeoJSON allows members of our own beside `features` (RFC 7946 §6.1). */
export function collectionHead(what: string, generatedAt: Date): string {
  const head = {
    type: 'FeatureCollection',
    name: `fairway-relief-${what}`,
    license: EXPORT_LICENSE,
    attribution: `${OSM_ATTRIBUTION} (data from OpenStreetMap); ${COMMUNITY_ATTRIBUTION} (everything else)`,
    licenseUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
    generatedAt: generatedAt.toISOString(),
  };
  const json = JSON.stringify(head);
  return `${json.slice(0, -1)},"features":[`;
}
