import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { countTilesIn, boxAround } from '../../../../src/shared/tiles';
import {
  COURSE_AREA,
  DEFAULT_TILE_BYTES,
  downloadPlan,
  OTHER_RESOURCE_BYTES,
  planCourseSave,
  REGION_AREA,
} from '../../../../src/client/features/offline-maps/lib/save-course';
import { bytes, fakeNetwork, type FakeNetwork } from './fake-network';

const COURSE = { _id: 'course-1', name: 'Pine Hollow', latitude: 35.78, longitude: -78.64 };
const STYLE = 'https://maps.example/style.json';
// A region-only raster style: a download small enough for fake-indexeddb's speed.
const SMALL_STYLE = 'https://maps.example/small.json';
const smallStyle = {
  version: 8,
  sources: { raster: { type: 'raster', tiles: ['https://maps.example/s/{z}/{x}/{y}.png'], maxzoom: 10 } },
  layers: [],
};
const TILEJSON = 'https://maps.example/planet';
const style = {
  version: 8,
  glyphs: 'https://maps.example/fonts/{fontstack}/{range}.pbf',
  sprite: 'https://maps.example/sprites/basic',
  sources: {
    // A raster source listing its tiles up to zoom 17, and a vector source through TileJSON (to 14).
    raster: { type: 'raster', tiles: ['https://maps.example/r/{z}/{x}/{y}.png'], maxzoom: 17 },
    vector: { type: 'vector', url: TILEJSON },
    pins: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
  },
  layers: [
    {
      id: 'labels',
      type: 'symbol',
      source: 'vector',
      layout: { 'text-field': '{name}', 'text-font': ['Noto Sans Regular'] },
    },
  ],
};
const tileJson = { tiles: ['https://maps.example/v/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 14 };

let network: FakeNetwork;
beforeEach(async () => {
  await db.open();
  network = fakeNetwork((url) => {
    if (url === STYLE) return { body: JSON.stringify(style) };
    if (url === SMALL_STYLE) return { body: JSON.stringify(smallStyle) };
    if (url === TILEJSON) return { body: JSON.stringify(tileJson) };
    if (url.startsWith('https://maps.example/')) return { body: bytes(100) };
    return null;
  });
});
afterEach(async () => {
  network.restore();
  await Promise.all([db.mapResources.clear(), db.mapResourceData.clear(), db.savedCourses.clear()]);
});

const tilesOver = (area: typeof COURSE_AREA, maxZoom: number) =>
  countTilesIn(boxAround(COURSE, area.halfSideKm), area.minZoom, Math.min(area.maxZoom, maxZoom));

describe('planning a course save', () => {
  it('lists tiles at 13–17 over the course and 8–12 over the region, per source zooms, and sizes them', async () => {
    const plan = await planCourseSave(COURSE, [STYLE, STYLE], new AbortController().signal, 2);
    const raster = tilesOver(COURSE_AREA, 17) + tilesOver(REGION_AREA, 17);
    const vector = tilesOver(COURSE_AREA, 14) + tilesOver(REGION_AREA, 14);
    expect(plan.tiles).toBe(raster + vector);

    const others = plan.resources.filter((r) => r.kind !== 'tile').map((r) => r.url);
    expect(others).toEqual([
      STYLE,
      TILEJSON,
      'https://maps.example/fonts/Noto Sans Regular/0-255.pbf',
      'https://maps.example/fonts/Noto Sans Regular/256-511.pbf',
      'https://maps.example/fonts/Noto Sans Regular/8192-8447.pbf',
      'https://maps.example/sprites/basic@2x.json',
      'https://maps.example/sprites/basic@2x.png',
    ]);
    expect(plan.averageTileBytes).toBe(DEFAULT_TILE_BYTES);
    expect(plan.estimateBytes).toBe(plan.tiles * DEFAULT_TILE_BYTES + others.length * OTHER_RESOURCE_BYTES);
  });
});

describe('downloading a plan', () => {
  it('fetches every resource once, pinned to the course, with progress up to the total', async () => {
    const plan = await planCourseSave(COURSE, [SMALL_STYLE], new AbortController().signal, 1);
    const progress: number[] = [];
    const result = await downloadPlan(plan, new AbortController().signal, ({ done, total }) => {
      expect(total).toBe(plan.resources.length);
      progress.push(done);
    });
    expect(progress.at(-1)).toBe(plan.resources.length);
    expect(result.failed).toBe(0);
    expect(result.resources).toBe(plan.resources.length);
    const pinned = await db.mapResources.where('pins').equals(COURSE._id).count();
    expect(pinned).toBe(plan.resources.length);
    expect(await db.savedCourses.get(COURSE._id)).toMatchObject({ name: 'Pine Hollow', bytes: result.bytes });
    // The style and TileJSON were read while planning: the download did not ask for them again.
    expect(network.requests.filter((url) => url === SMALL_STYLE)).toHaveLength(1);
  });

  it('stops when cancelled: a first save pins nothing and what arrived stays as ordinary cache', async () => {
    const plan = await planCourseSave(COURSE, [SMALL_STYLE], new AbortController().signal, 1);
    const controller = new AbortController();
    const saving = downloadPlan(plan, controller.signal, ({ done }) => {
      if (done >= 5) controller.abort();
    });
    await expect(saving).rejects.toThrow();
    expect(await db.savedCourses.get(COURSE._id)).toBeUndefined();
    expect(await db.mapResources.where('pins').equals(COURSE._id).count()).toBe(0);
    expect(await db.mapResources.count()).toBeGreaterThan(0);
    expect(network.requests.length).toBeLessThan(plan.resources.length);
  });
});
