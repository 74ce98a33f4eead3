// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { OfflineStorageSection } from '../../../../src/client/features/offline-maps';
import {
  DEFAULT_MAP_CACHE_CAP_MB,
  MAP_CACHE_CAP_KEY,
  readCapMb,
} from '../../../../src/client/features/offline-maps/lib/settings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MB = 1024 * 1024;
// Rows as the map store writes them; their recorded size is what the cap counts.
const row = (url: string, mb: number, lastUsedAt: number, pins: string[] = []) => ({
  url,
  kind: 'tile' as const,
  contentType: 'image/png',
  bytes: mb * MB,
  lastUsedAt,
  pins,
});

beforeEach(async () => {
  localStorage.clear();
  await db.open();
  await db.mapResources.bulkPut([
    row('https://t/oldest', 40, 1),
    row('https://t/newer', 40, 2),
    row('https://t/saved', 30, 0, ['course-1']),
  ]);
  await db.mapResourceData.bulkPut(
    ['https://t/oldest', 'https://t/newer', 'https://t/saved'].map((url) => ({
      url,
      data: new ArrayBuffer(1),
    })),
  );
  await db.savedCourses.put({
    courseId: 'course-1',
    name: 'Pine Hollow',
    bytes: 30 * MB,
    resources: 1,
    savedAt: Date.now(),
  });
});
afterEach(async () => {
  cleanup();
  await Promise.all([db.mapResources.clear(), db.mapResourceData.clear(), db.savedCourses.clear()]);
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <OfflineStorageSection />
    </MemoryRouter>,
  );

describe('<OfflineStorageSection />', () => {
  it('shows the map store size with its saved share, and the saved courses with their size', async () => {
    renderSection();
    await waitFor(() =>
      expect(screen.getByTestId('map-store-size').textContent).toBe('110 MB (30 MB saved courses)'),
    );
    expect(screen.getByRole('link', { name: 'Pine Hollow' }).getAttribute('href')).toBe('/course/course-1');
    expect(screen.getByText(/^30 MB · Saved just now$/)).toBeTruthy();
  });

  it('a lower limit is kept and evicts the least recently used unpinned maps at once', async () => {
    expect(readCapMb()).toBe(DEFAULT_MAP_CACHE_CAP_MB);
    renderSection();
    const limit = screen.getByLabelText<HTMLSelectElement>('Map storage limit');
    expect(limit.value).toBe('200');
    act(() => {
      fireEvent.change(limit, { target: { value: '100' } });
    });
    expect(localStorage.getItem(MAP_CACHE_CAP_KEY)).toBe('100');
    await waitFor(async () => expect(await db.mapResources.get('https://t/oldest')).toBeUndefined());
    expect((await db.mapResources.toArray()).map((r) => r.url).sort()).toEqual([
      'https://t/newer',
      'https://t/saved',
    ]);
  });

  it('Remove deletes a saved course and what only it pinned', async () => {
    renderSection();
    const remove = await screen.findByRole('button', { name: 'Remove Pine Hollow' });
    act(() => fireEvent.click(remove));
    await screen.findByText(/No courses saved yet/);
    expect(await db.mapResources.get('https://t/saved')).toBeUndefined();
  });
});
