import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResourceType } from 'maplibre-gl';
import { db } from '../../../../src/client/offline/db';
import {
  cacheRequest,
  cacheUrl,
  loadCached,
  parseCacheUrl,
} from '../../../../src/client/features/offline-maps/lib/tile-protocol';
import { bytes, fakeNetwork, type FakeNetwork } from './fake-network';

const STYLE = 'https://maps.example/styles/light';
const TILE = 'https://maps.example/tiles/14/1/2.png';
let network: FakeNetwork;

beforeEach(async () => {
  await db.open();
  network = fakeNetwork((url) => {
    if (url === STYLE) return { body: JSON.stringify({ version: 8, name: 'v1' }), type: 'application/json' };
    if (url === TILE) return { body: bytes(64), type: 'image/png' };
    return null;
  });
});
afterEach(async () => {
  network.restore();
  await Promise.all([db.mapResources.clear(), db.mapResourceData.clear()]);
});

const load = (url: string, type: 'json' | 'arrayBuffer' | 'image') =>
  loadCached({ url, type }, new AbortController());

describe('the fr-cache protocol', () => {
  it('rewrites the style, its sources, tiles, glyphs and sprites, and nothing else', () => {
    expect(cacheRequest(TILE, 'Tile' as ResourceType)).toEqual({ url: `fr-cache://tile/${TILE}` });
    expect(cacheRequest(STYLE, 'Style' as ResourceType)?.url).toBe(`fr-cache://style/${STYLE}`);
    expect(cacheRequest('https://x/s@2x.png', 'SpriteImage' as ResourceType)?.url).toBe(
      'fr-cache://sprite/https://x/s@2x.png',
    );
    expect(cacheRequest('https://x/0-255.pbf', 'Glyphs' as ResourceType)?.url).toBe(
      'fr-cache://glyphs/https://x/0-255.pbf',
    );
    expect(cacheRequest('https://x/photo.png', 'Image' as ResourceType)).toBeUndefined();
    expect(cacheRequest('blob:abc', 'Tile' as ResourceType)).toBeUndefined();
    expect(parseCacheUrl(cacheUrl('tile', TILE))).toEqual({ kind: 'tile', url: TILE });
    expect(parseCacheUrl('fr-cache://bogus/https://x')).toBeNull();
  });

  it('fetches a tile once, stores it with its size, then answers it from the store', async () => {
    const first = (await load(cacheUrl('tile', TILE), 'image')).data as ArrayBuffer;
    expect(first.byteLength).toBe(64);
    expect(await db.mapResources.get(TILE)).toMatchObject({ bytes: 64, kind: 'tile', pins: [] });

    network.offline = true;
    const again = (await load(cacheUrl('tile', TILE), 'arrayBuffer')).data as ArrayBuffer;
    expect(again.byteLength).toBe(64);
    expect(network.requests.filter((url) => url === TILE)).toHaveLength(1);
  });

  it('asks the network for the style first, and answers the stored one when there is no signal', async () => {
    expect((await load(cacheUrl('style', STYLE), 'json')).data).toEqual({ version: 8, name: 'v1' });
    network.offline = true;
    expect((await load(cacheUrl('style', STYLE), 'json')).data).toEqual({ version: 8, name: 'v1' });
    expect(network.requests.filter((url) => url === STYLE)).toHaveLength(2);
  });

  it('fails a request it has neither stored nor can fetch', async () => {
    network.offline = true;
    await expect(load(cacheUrl('tile', TILE), 'image')).rejects.toThrow();
    await expect(load(cacheUrl('tile', 'https://maps.example/missing'), 'image')).rejects.toThrow();
  });
});
