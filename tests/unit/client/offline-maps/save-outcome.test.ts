// @vitest-environment happy-dom
/**
 * A save that fails says so (issue 38): the map server out of reach while our API answers saves the
 * restrooms and reviews and says the map is missing; a download that missed resources is not
 * recorded as a saved course; nothing is saved when the restrooms could not be loaded.
 */
import 'fake-indexeddb/auto';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useT } from '../../../../src/client/lib/i18n/catalogue';
import offlineMaps from '../../../../src/client/lib/i18n/catalogues/en/offline-maps';
import { db } from '../../../../src/client/offline/db';
import {
  planCourseSave,
  saveCourse,
  type SavePlan,
} from '../../../../src/client/features/offline-maps/lib/save-course';
import {
  outcomeText,
  planFailureText,
  saveOutcome,
} from '../../../../src/client/features/offline-maps/lib/save-outcome';
import { bytes, fakeNetwork, type FakeNetwork } from './fake-network';

// The offline maps' messages in English, as the dialog and the course pack read them.
const t = renderHook(() => useT(offlineMaps)).result.current;

const COURSE = { _id: 'course-1', name: 'Pine Hollow', latitude: 35.78, longitude: -78.64 };
const STYLE = 'https://maps.example/small.json';
// Region tiles only (to zoom 9): small enough for fake-indexeddb.
const style = {
  version: 8,
  sources: { raster: { type: 'raster', tiles: ['https://tiles.example/{z}/{x}/{y}.png'], maxzoom: 9 } },
  layers: [],
};

let network: FakeNetwork;
let dataSaves: number;
const saveData = async () => {
  dataSaves += 1;
};
const never = new AbortController().signal;
const plan = () => planCourseSave(COURSE, [STYLE], never, 1);

beforeEach(async () => {
  dataSaves = 0;
  await db.open();
  network = fakeNetwork((url) => {
    if (url === STYLE) return { body: JSON.stringify(style) };
    if (url.startsWith('https://tiles.example/')) return { body: bytes(100) };
    return null;
  });
});
afterEach(async () => {
  network.restore();
  await Promise.all([db.mapResources.clear(), db.mapResourceData.clear(), db.savedCourses.clear()]);
});

const pins = () => db.mapResources.where('pins').equals(COURSE._id).count();

describe('the outcome of a save', () => {
  it('is saved, saved without the map, or failed, from its two parts', () => {
    expect(saveOutcome('saved', { state: 'saved', bytes: 10 }, false)).toEqual({ kind: 'saved', bytes: 10 });
    expect(saveOutcome('saved', { state: 'unreachable' }, false)).toEqual({
      kind: 'partial',
      map: { state: 'unreachable' },
    });
    expect(saveOutcome('failed', { state: 'saved', bytes: 10 }, true)).toEqual({
      kind: 'failed',
      offline: true,
    });
  });

  it('says what is on the device and why the rest is not', () => {
    expect(outcomeText({ kind: 'partial', map: { state: 'unreachable' } }, 'Pine Hollow', t)).toEqual({
      title: 'Saved without the map',
      description:
        'Pine Hollow’s restrooms and reviews are on this device, but not its map: the map server could not be reached. Retry when the map can be reached.',
    });
    expect(
      outcomeText({ kind: 'partial', map: { state: 'incomplete', missed: 3, total: 40 } }, 'Pine Hollow', t)
        .description,
    ).toContain('3 of 40 map pieces could not be downloaded');
    expect(outcomeText({ kind: 'failed', offline: true }, 'Pine Hollow', t).description).toBe(
      'You are offline. Connect to the internet to save this course.',
    );
    // Only the map server down is not "connect to the internet".
    expect(planFailureText(false, t)).not.toContain('Connect to the internet');
    expect(planFailureText(false, t)).toContain('save the restrooms and reviews without it');
  });
});

describe('saving a course', () => {
  it('with the map server unreachable, saves the restrooms and reviews and says the map is missing', async () => {
    network.unreachable.add('maps.example');
    const outcome = await saveCourse(saveData, plan, never);
    expect(outcome).toEqual({ kind: 'partial', map: { state: 'unreachable' } });
    expect(dataSaves).toBe(1);
    expect(await db.savedCourses.get(COURSE._id)).toBeUndefined();
  });

  it('without a plan (the dialog could not size the map), saves the rest and says so', async () => {
    expect(await saveCourse(saveData, null, never)).toEqual({
      kind: 'partial',
      map: { state: 'unreachable' },
    });
    expect(dataSaves).toBe(1);
  });

  it('with the tile server gone mid-way, records no saved course and pins nothing; Retry completes it', async () => {
    const planned: SavePlan = await plan();
    network.unreachable.add('tiles.example');
    const outcome = await saveCourse(saveData, planned, never);
    expect(outcome).toEqual({
      kind: 'partial',
      map: { state: 'incomplete', missed: planned.tiles, total: planned.resources.length },
    });
    expect(await db.savedCourses.get(COURSE._id)).toBeUndefined();
    expect(await pins()).toBe(0);

    network.unreachable.clear();
    const asked = network.requests.length;
    const retried = await saveCourse(saveData, plan, never);
    expect(retried).toMatchObject({ kind: 'saved' });
    expect(await db.savedCourses.get(COURSE._id)).toMatchObject({ name: 'Pine Hollow' });
    expect(await pins()).toBe(planned.resources.length);
    // The style again (asked of the network first), and each tile once.
    expect(network.requests.length - asked).toBe(planned.tiles + 1);
  });

  it('counts tiles the server says it does not have as a complete map', async () => {
    const planned = await plan();
    planned.resources.push({ kind: 'tile', url: 'https://elsewhere.example/9/1/1.png' }); // a 404
    const outcome = await saveCourse(saveData, planned, never);
    expect(outcome).toMatchObject({ kind: 'saved' });
  });

  it('saves nothing when the restrooms cannot be loaded', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await saveCourse(failing, plan, never)).toEqual({ kind: 'failed', offline: false });
    expect(network.requests).toEqual([]);
  });
});
