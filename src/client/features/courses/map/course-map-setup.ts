/**
 * What every map of the app shares (named course-map-* so its chunk, which holds MapLibre, reads as
 * map code to the budget checks): MapLibre's worker from a hashed asset (precached with the rest,
 * so a map starts offline), and the offline maps' `fr-cache://` protocol (features/offline-maps):
 * every style, TileJSON, tile, glyph and sprite request is rewritten to it, so what a map has shown,
 * and every saved course, is drawn again with no signal. Registered when the map chunk loads; the
 * protocol's code stays out of screens without a map.
 */
import { addProtocol } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { OSM_ATTRIBUTION } from '../../../../shared/restroom-constants';
import { CACHE_PROTOCOL, cacheRequest, loadCached } from '../../offline-maps';

addProtocol(CACHE_PROTOCOL, loadCached);

export const MAP_SETUP = { workerUrl, transformRequest: cacheRequest } as const;

export const MAP_ATTRIBUTION = { compact: true, customAttribution: OSM_ATTRIBUTION };
