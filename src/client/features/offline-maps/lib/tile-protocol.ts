/**
 * The map's custom protocol (docs/decisions.md §6): MapLibre's requests for the style, its TileJSON,
 * tiles, glyphs and sprites are rewritten to `fr-cache://<kind>/<original URL>` (`cacheRequest`,
 * the map's transformRequest) and answered by `loadCached` from the map store, or fetched, stored
 * and answered. The style and TileJSON are asked of the network first (a provider's new tile
 * version is picked up) and fall back to the store; everything else is served from the store first.
 * After a write, the store is trimmed to the cap (settings.ts) once things are quiet.
 *
 * This module takes MapLibre's types only: the map chunk registers the handler with its own copy of
 * maplibre-gl, so nothing here pulls MapLibre into another screen's JavaScript; and it reaches the
 * store through offline/load-store.ts, so it does not pull in Dexie either.
 */
import type { AddProtocolAction, RequestParameters, ResourceType } from 'maplibre-gl';
import type { MapResourceKind } from '../../../offline/db';
import { readCapBytes } from './settings';
import { withStore } from '../../../offline/load-store';

export const CACHE_PROTOCOL = 'fr-cache';
const PREFIX = `${CACHE_PROTOCOL}://`;
const NETWORK_FIRST: ReadonlySet<MapResourceKind> = new Set(['style', 'source']);
/** A network-first request gives up for the stored copy after this long (one bar of signal). */
const NETWORK_FIRST_TIMEOUT_MS = 4_000;
const EVICTION_DELAY_MS = 2_000;

const KIND_OF: Partial<Record<ResourceType, MapResourceKind>> = {
  Style: 'style',
  Source: 'source',
  Tile: 'tile',
  Glyphs: 'glyphs',
  SpriteJSON: 'sprite',
  SpriteImage: 'sprite',
};

export function cacheUrl(kind: MapResourceKind, url: string): string {
  return `${PREFIX}${kind}/${url}`;
}

export function parseCacheUrl(url: string): { kind: MapResourceKind; url: string } | null {
  if (!url.startsWith(PREFIX)) return null;
  const rest = url.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  const kind = rest.slice(0, slash) as MapResourceKind;
  return slash > 0 && Object.values(KIND_OF).includes(kind) ? { kind, url: rest.slice(slash + 1) } : null;
}

/** MapLibre's transformRequest: web requests of a known kind go through the protocol. */
export function cacheRequest(url: string, resourceType?: ResourceType): RequestParameters | undefined {
  const kind = resourceType && KIND_OF[resourceType];
  if (!kind || !/^https?:\/\//.test(url)) return undefined;
  return { url: cacheUrl(kind, url) };
}

let evictionTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleEviction() {
  clearTimeout(evictionTimer);
  evictionTimer = setTimeout(
    () => void withStore('mapResources', (tiles) => tiles.evictToCap(readCapBytes())).catch(() => undefined),
    EVICTION_DELAY_MS,
  );
}

/** The map server answered, without the resource (a status, not a network failure). */
export class MapResponseError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${status} for ${url}`);
  }
}

export interface FetchedResource {
  data: ArrayBuffer;
  contentType: string;
}

/** Fetches a resource from the network and stores it (pinned for `pin` when given). */
export async function fetchAndStore(
  kind: MapResourceKind,
  url: string,
  signal: AbortSignal,
  pin?: string,
): Promise<FetchedResource> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new MapResponseError(response.status, url);
  const resource = {
    data: await response.arrayBuffer(),
    contentType: response.headers.get('content-type') ?? '',
  };
  // A full disk (or a store that cannot load): still shown.
  await withStore('mapResources', (tiles) => tiles.storeResource({ url, kind, pin, ...resource })).catch(
    () => undefined,
  );
  scheduleEviction();
  return resource;
}

// By hand rather than AbortSignal.any (Safari 17.4+): older iPhones must still load the style.
function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  setTimeout(abort, ms);
  return controller.signal;
}

/** What the map would be answered: the store or the network, by kind (see the top). */
export async function loadResource(
  kind: MapResourceKind,
  url: string,
  signal: AbortSignal,
): Promise<FetchedResource> {
  if (NETWORK_FIRST.has(kind)) {
    try {
      return await fetchAndStore(kind, url, withTimeout(signal, NETWORK_FIRST_TIMEOUT_MS));
    } catch (error) {
      if (signal.aborted) throw error;
      const stored = await withStore('mapResources', (tiles) => tiles.readResource(url));
      if (stored) return { data: stored.data, contentType: stored.meta.contentType };
      throw error;
    }
  }
  const stored = await withStore('mapResources', (tiles) => tiles.readResource(url)).catch(() => null);
  if (stored) return { data: stored.data, contentType: stored.meta.contentType };
  return fetchAndStore(kind, url, signal);
}

function decode(data: ArrayBuffer, type: RequestParameters['type']): unknown {
  if (type === 'json') return JSON.parse(new TextDecoder().decode(data)) as unknown;
  if (type === 'string') return new TextDecoder().decode(data);
  return data; // arrayBuffer, and image (MapLibre decodes the encoded bytes itself)
}

export const loadCached: AddProtocolAction = async (params, abortController) => {
  const parsed = parseCacheUrl(params.url);
  if (!parsed) throw new Error(`Not a ${CACHE_PROTOCOL} URL: ${params.url}`);
  const resource = await loadResource(parsed.kind, parsed.url, abortController.signal);
  return { data: decode(resource.data, params.type) as ArrayBuffer };
};
