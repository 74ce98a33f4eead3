/** GeoJSON answers checked by a validator we did not write (@placemarkio/check-geojson, RFC 7946). */
import { check } from '@placemarkio/check-geojson';

export interface ExportedFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: number[] };
  properties: Record<string, unknown>;
}
export interface ExportedCollection {
  type: 'FeatureCollection';
  license?: string;
  attribution?: string;
  features: ExportedFeature[];
}

/** Parses and validates; throws the validator's issues when the text is not valid GeoJSON. */
export function assertGeoJson(text: string): ExportedCollection {
  check(text);
  return JSON.parse(text) as ExportedCollection;
}
