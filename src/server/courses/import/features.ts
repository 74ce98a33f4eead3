/**
 * OpenStreetMap-style GeoJSON features → course candidates. Pure functions, no I/O: the importer
 * (and its tests) feed parsed JSON in. Tags follow OSM's conventions (addr:*, phone, website,
 * golf=*, leisure=*); exports from Overpass, osmium and QGIS differ in where the id lives, so
 * several places are read.
 */
import { addressTags, MAX, text, type Properties } from './address-tags';
import { areaOf, positionOf, statedPin, type CourseArea } from './geometry';

export type SkipReason =
  | 'no name'
  | 'no position'
  | 'driving range'
  | 'minigolf'
  | 'no state'
  | 'no country'
  | 'duplicate in file'
  | 'not a feature'
  | 'not a course';

export interface CourseCandidate {
  /** "node/123", "way/456", "relation/789", or the file's own id text when it has no type. */
  osmId: string | undefined;
  name: string;
  address: string | undefined;
  city: string | undefined;
  /** ISO 3166-1 alpha-2 when a tag says it (or a US state does); else the importer asks the coordinates. */
  country: string | undefined;
  /** A US state's code, when addr:state names one. */
  state: string | undefined;
  /** A region as tagged elsewhere (a code or a name), to be coded by the importer. */
  region: string | undefined;
  /** The postal code as tagged; a US one is checked as a ZIP by the importer. */
  postcode: string | undefined;
  phone: string | undefined;
  website: string | undefined;
  latitude: number;
  longitude: number;
  /** Its outline or bounding box, where the feature gives one (geometry.ts). */
  area: CourseArea | undefined;
}

export type FeatureResult = { ok: true; candidate: CourseCandidate } | { ok: false; reason: SkipReason };

const tag = (props: Properties, ...keys: string[]) => {
  for (const key of keys) {
    const value = text(props[key]);
    if (value) return value.toLowerCase();
  }
  return undefined;
};

const DRIVING_RANGE = new Set(['driving_range']);
const MINIGOLF = new Set(['miniature_golf', 'miniature', 'minigolf', 'mini_golf']);

/**
 * Parts of a course mapped on their own. An extract filtered for toilets and clubhouses as well as
 * courses (README) holds them, and each has a name, so without this a clubhouse without toilets or a
 * named tee would be listed as a course. Toilets never get here: the importer hands them to the
 * restroom importer first (toilets.ts).
 */
const COURSE_PARTS = new Set(
  'clubhouse halfway_house hole tee green fairway bunker rough pin cartpath path water_hazard lateral_water_hazard'.split(
    ' ',
  ),
);

function skipByTags(props: Properties): SkipReason | undefined {
  const golf = tag(props, 'golf', 'golf:course');
  const leisure = tag(props, 'leisure');
  if (leisure === 'miniature_golf' || (golf && MINIGOLF.has(golf))) return 'minigolf';
  if (golf && DRIVING_RANGE.has(golf)) return 'driving range';
  if (leisure !== 'golf_course' && ((golf && COURSE_PARTS.has(golf)) || tag(props, 'amenity'))) {
    return 'not a course';
  }
  return undefined;
}

const OSM_TYPES: Record<string, string> = {
  n: 'node',
  node: 'node',
  w: 'way',
  way: 'way',
  r: 'relation',
  relation: 'relation',
};

/** "way/123", "w123", "way 123", or a bare number (with osm_type beside it when there is one). */
function normaliseOsmId(value: unknown, type?: unknown): string | undefined {
  const s = text(value)?.toLowerCase();
  if (!s) return undefined;
  const [, type1, digits] = /^(node|way|relation|n|w|r)[/ ]?(\d+)$/.exec(s) ?? [];
  if (type1 && digits) return `${OSM_TYPES[type1]}/${digits}`;
  if (/^-?\d+$/.test(s)) {
    const t = OSM_TYPES[text(type)?.toLowerCase() ?? ''];
    return t ? `${t}/${s}` : s;
  }
  return s.slice(0, 100);
}

/** The feature's OSM id as the course importer stores it; the restroom importer reads it the same way. */
export function osmIdOf(feature: Properties, props: Properties): string | undefined {
  return (
    // osmium export `-a type,id` writes a bare number in @id with the type beside it in @type.
    normaliseOsmId(props['@id'], props['@type']) ??
    normaliseOsmId(props['osm_id'], props['osm_type']) ??
    normaliseOsmId(props['id'], props['type'] ?? props['osm_type']) ??
    normaliseOsmId(feature['id'])
  );
}

/** Only http(s) links; a bare "www.example.com" gets https:// so the admin form accepts it. */
function normaliseWebsite(value: unknown): string | undefined {
  const s = text(value, MAX.website);
  if (!s) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  if (!URL.canParse(withScheme)) return undefined;
  const url = new URL(withScheme);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname.includes('.')) return undefined;
  return withScheme;
}

/** A feature's properties object ({} when it has none). */
export const propertiesOf = (feature: unknown): Properties => {
  const props = feature && typeof feature === 'object' ? (feature as Properties)['properties'] : undefined;
  return (props && typeof props === 'object' ? props : {}) as Properties;
};

/** One feature → a candidate course, or the reason it is left out. */
export function readFeature(feature: unknown): FeatureResult {
  if (!feature || typeof feature !== 'object') return { ok: false, reason: 'not a feature' };
  const f = feature as Properties;
  const props = propertiesOf(f);
  const skip = skipByTags(props);
  if (skip) return { ok: false, reason: skip };
  const name = text(props['name'], MAX.name);
  if (!name) return { ok: false, reason: 'no name' };
  const area = areaOf(f, props);
  const at = (area?.outline && statedPin(props)) || positionOf(f['geometry']);
  if (!at) return { ok: false, reason: 'no position' };
  return {
    ok: true,
    candidate: {
      osmId: osmIdOf(f, props),
      name,
      ...addressTags(props),
      phone: text(props['phone'] ?? props['contact:phone'], MAX.phone),
      website: normaliseWebsite(props['website'] ?? props['contact:website'] ?? props['url']),
      latitude: at.latitude,
      longitude: at.longitude,
      area,
    },
  };
}

/** The features array of a FeatureCollection (or a bare array of features). */
export function featuresOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object') {
    const { type, features } = json as { type?: unknown; features?: unknown };
    if (type === 'FeatureCollection' && Array.isArray(features)) return features;
    if (type === 'Feature') return [json];
  }
  throw new Error('Not GeoJSON: expected a FeatureCollection with a features array');
}
