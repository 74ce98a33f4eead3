// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { CoursePack, ReadyOfflineBadge } from '../../../../src/client/features/offline-maps';
import { mapStyleUrls } from '../../../../src/client/features/offline-maps/lib/map-styles';
import { writePackMode } from '../../../../src/client/features/offline-maps/lib/settings';
import { bytes, fakeNetwork, type FakeNetwork } from './fake-network';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COURSE = { _id: 'course-1', name: 'Pine Hollow', latitude: 35.78, longitude: -78.64 };
// A region-only raster style: a download small enough for fake-indexeddb's speed.
const smallStyle = {
  version: 8,
  sources: { raster: { type: 'raster', tiles: ['https://maps.example/s/{z}/{x}/{y}.png'], maxzoom: 9 } },
  layers: [],
};

let network: FakeNetwork;
let dataSaves: number;
const saveData = async () => {
  dataSaves += 1;
};

const setConnection = (connection: { type?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

beforeEach(async () => {
  localStorage.clear();
  dataSaves = 0;
  await db.open();
  const styles = new Set(mapStyleUrls());
  network = fakeNetwork((url) => {
    if (styles.has(url)) return { body: JSON.stringify(smallStyle) };
    if (url.startsWith('https://maps.example/')) return { body: bytes(100) };
    return null;
  });
});
afterEach(async () => {
  cleanup();
  network.restore();
  setConnection(undefined);
  await Promise.all([db.mapResources.clear(), db.mapResourceData.clear(), db.savedCourses.clear()]);
});

const renderPack = (playing: boolean) =>
  render(
    <>
      <ReadyOfflineBadge courseId={COURSE._id} />
      <CoursePack course={COURSE} saveData={saveData} playing={playing} />
    </>,
  );

describe('the course pack on a course page', () => {
  it('on Wi-Fi, saves the course the golfer is playing by itself, data first, then shows "Ready offline"', async () => {
    setConnection({ type: 'wifi' });
    renderPack(true);
    expect(await screen.findByText('Ready offline', {}, { timeout: 10_000 })).toBeTruthy();
    expect(dataSaves).toBe(1);
    expect(await db.savedCourses.get(COURSE._id)).toMatchObject({ name: 'Pine Hollow' });
    expect(screen.queryByRole('button', { name: 'Save this course' })).toBeNull();
  });

  it('saves nothing for a golfer who is not at the course', async () => {
    setConnection({ type: 'wifi' });
    renderPack(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(network.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save this course' })).toBeNull();
  });

  it('where the connection may cost data, asks first: "Save this course" saves, "Not now" is remembered', async () => {
    renderPack(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Save this course' })).toBeNull();
    cleanup();
    renderPack(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Save this course' })).toBeNull();
    expect(network.requests).toEqual([]);

    localStorage.clear();
    cleanup();
    renderPack(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Save this course' }));
    expect(await screen.findByText('Ready offline', {}, { timeout: 10_000 })).toBeTruthy();
    expect(dataSaves).toBe(1);
  });

  it('with the map server unreachable, says the course is saved without its map, and Retry completes it', async () => {
    setConnection({ type: 'wifi' });
    network.unreachable.add(new URL(mapStyleUrls()[0]!).host);
    renderPack(true);
    const card = await screen.findByRole('region', { name: 'Saved without the map' }, { timeout: 10_000 });
    expect(card.textContent).toContain('Pine Hollow’s restrooms and reviews are on this device');
    expect(card.textContent).toContain('the map server could not be reached');
    expect(dataSaves).toBe(1);
    expect(screen.queryByText('Ready offline')).toBeNull();

    network.unreachable.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ready offline', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Saved without the map' })).toBeNull();
    expect(dataSaves).toBe(2);
  });

  it('does nothing when the setting is off', async () => {
    setConnection({ type: 'wifi' });
    writePackMode('off');
    renderPack(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(network.requests).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save this course' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Ready offline')).toBeNull());
  });
});
