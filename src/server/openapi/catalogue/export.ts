/** /api/export: the public data as GeoJSON (export/routes.ts, docs/product.md §11). */
import type { RouteEntry } from './types';

const GEOJSON = 'application/geo+json';
const EXPORT_BUDGET =
  'At most 20 downloads an hour per network for the two files together (Retry-After says when); a 304 spends none.';

export const exportRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/export/restrooms.geojson',
    summary: 'Every listed restroom as a GeoJSON FeatureCollection',
    description:
      'Visible restrooms (approved or pending; demo rows left out; an approximate one at its course’s point, flagged), with OpenStreetMap tags beside our fields; ODbL, attribution in the collection’s properties. Gzip when accepted.',
    tag: 'Export',
    access: 'public',
    answer: { status: 200, contentType: GEOJSON, description: 'The FeatureCollection.', conditional: true },
    errors: { 429: EXPORT_BUDGET },
  },
  {
    method: 'GET',
    path: '/api/export/courses.geojson',
    summary: 'Every course as a GeoJSON FeatureCollection',
    description:
      'Each course as its polygon where an import gave one, else its point, with its area’s `bbox` where known, its point as `latitude`/`longitude`, its fields and totals; ODbL, attribution in the collection’s properties. Our importer reads it back, areas included.',
    tag: 'Export',
    access: 'public',
    answer: { status: 200, contentType: GEOJSON, description: 'The FeatureCollection.', conditional: true },
    errors: { 429: EXPORT_BUDGET },
  },
];
