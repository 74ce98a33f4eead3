import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  evictToCap,
  pinnedUsage,
  pinResources,
  readResource,
  recordSavedCourse,
  removeSavedCourse,
  storeResource,
  storeUsage,
  unpinCourse,
} from '../../../../src/client/offline/stores/map-resources';

const tile = (url: string, size: number, pin?: string) => ({
  url,
  kind: 'tile' as const,
  contentType: 'image/png',
  data: new Uint8Array(size).buffer,
  pin,
});

beforeEach(async () => {
  await db.open();
});
afterEach(async () => {
  await Promise.all([db.mapResources.clear(), db.mapResourceData.clear(), db.savedCourses.clear()]);
});

describe('the map store', () => {
  it('gives back stored bytes and records their last use', async () => {
    await storeResource(tile('https://t/1', 10), 1_000);
    const read = await readResource('https://t/1', 5_000);
    expect(read?.data.byteLength).toBe(10);
    expect(read?.meta).toMatchObject({ bytes: 10, kind: 'tile', contentType: 'image/png' });
    await expect.poll(async () => (await db.mapResources.get('https://t/1'))?.lastUsedAt).toBe(5_000);
    expect(await readResource('https://t/none')).toBeNull();
  });

  it('evicts the least recently used unpinned resources until it is under the cap', async () => {
    await storeResource(tile('https://t/old', 100), 1_000);
    await storeResource(tile('https://t/pinned-oldest', 100, 'course-a'), 500);
    await storeResource(tile('https://t/middle', 100), 2_000);
    await storeResource(tile('https://t/new', 100), 3_000);

    expect(await evictToCap(250)).toBe(200);
    const left = (await db.mapResources.toArray()).map((r) => r.url).sort();
    expect(left).toEqual(['https://t/new', 'https://t/pinned-oldest']);
    expect(await db.mapResourceData.count()).toBe(2);
    expect(await evictToCap(1_000)).toBe(0);
  });

  it('keeps pinned resources even when they alone are over the cap', async () => {
    await storeResource(tile('https://t/a', 100, 'course-a'), 1_000);
    await storeResource(tile('https://t/b', 100), 2_000);
    await evictToCap(50);
    expect((await db.mapResources.toArray()).map((r) => r.url)).toEqual(['https://t/a']);
  });

  it('pins what is stored, answers what is missing, and sums a course’s pinned bytes', async () => {
    await storeResource(tile('https://t/a', 30), 1_000);
    expect(await pinResources(['https://t/a', 'https://t/b'], 'course-a')).toEqual(['https://t/b']);
    expect((await db.mapResources.get('https://t/a'))?.pins).toEqual(['course-a']);
    expect(await pinnedUsage('course-a')).toEqual({ bytes: 30, resources: 1 });
  });

  it('removing a saved course deletes what only it pinned and unpins what another course shares', async () => {
    await storeResource(tile('https://t/only-a', 10, 'course-a'));
    await storeResource(tile('https://t/shared', 20, 'course-a'));
    await pinResources(['https://t/shared'], 'course-b');
    await recordSavedCourse({ courseId: 'course-a', name: 'A', bytes: 30, resources: 2, savedAt: 1 });

    await removeSavedCourse('course-a');
    expect(await db.mapResources.get('https://t/only-a')).toBeUndefined();
    expect(await db.mapResourceData.get('https://t/only-a')).toBeUndefined();
    expect((await db.mapResources.get('https://t/shared'))?.pins).toEqual(['course-b']);
    expect(await db.savedCourses.get('course-a')).toBeUndefined();
  });

  it('reports its size, the pinned part and the average tile once there are enough tiles', async () => {
    for (let i = 0; i < 9; i++) await storeResource(tile(`https://t/${i}`, 100, i === 0 ? 'c' : undefined));
    expect(await storeUsage()).toEqual({
      bytes: 900,
      pinnedBytes: 100,
      resources: 9,
      tiles: 9,
      averageTileBytes: null,
    });
    await storeResource(tile('https://t/9', 200));
    expect((await storeUsage()).averageTileBytes).toBe(110);
  });

  it('unpinning a course keeps its resources as ordinary cache', async () => {
    await storeResource(tile('https://t/a', 10, 'course-a'));
    await pinResources(['https://t/a'], 'course-b');
    await unpinCourse('course-a');
    expect((await db.mapResources.get('https://t/a'))?.pins).toEqual(['course-b']);
    await unpinCourse('course-b');
    expect((await db.mapResources.get('https://t/a'))?.pins).toEqual([]);
    expect(await db.mapResourceData.get('https://t/a')).toBeDefined();
  });
});
