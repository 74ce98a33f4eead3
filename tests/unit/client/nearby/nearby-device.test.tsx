// @vitest-environment happy-dom
/**
 * /nearby answering from the device first: the saved restrooms around the position show before the
 * network answers, the network's answer replaces them, offline they stay with their age; the last
 * known position is used at once while a fresh fix arrives.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearbyPage } from '../../../../src/client/features/nearby/nearby-page';
import { saveLastPosition } from '../../../../src/client/features/nearby/lib/last-position';
import { db } from '../../../../src/client/offline/db';
import { saveCourse } from '../../../../src/client/offline/stores/courses';
import { saveCourseRestrooms } from '../../../../src/client/offline/stores/course-restrooms';
import { getToasts } from '../../../../src/client/lib/toast/toast-store';
import type { LatLng } from '../../../../src/shared/geo';
import type { NearbyRestroom } from '../../../../src/shared/schemas/restrooms';
import { course } from '../offline/fixtures';
import { GOLFER, nearby } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PINEHURST = course('c-pinehurst', { name: 'Pinehurst No. 2', latitude: 35.192, longitude: -79.47 });
const SAVED = (() => {
  const { courseName: _n, distance: _d, ...restroom } = nearby(9, 'Saved Clubhouse', 0, null);
  return restroom;
})();
const FROM_NETWORK = nearby(1, 'Network Clubhouse', 0.31, { latitude: 35.193, longitude: -79.4662 });

/** navigator.geolocation answering when the test says so, with the position it says. */
function stubGeolocation() {
  const asks: { ok: PositionCallback; fail: PositionErrorCallback | null | undefined }[] = [];
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    asks.push({ ok, fail });
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return {
    succeed: (coords: LatLng = GOLFER) => asks.at(-1)?.ok({ coords } as GeolocationPosition),
    fail: (code: number) => asks.at(-1)?.fail?.({ code } as GeolocationPositionError),
  };
}

/** fetch of /api/restrooms/nearby held until `answer` or `cutOff`; records the queries. */
function stubFetch() {
  const queries: URLSearchParams[] = [];
  const pending: { resolve: (r: Response) => void; reject: (e: Error) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      queries.push(new URL(request.url).searchParams);
      return new Promise<Response>((resolve, reject) => pending.push({ resolve, reject }));
    }),
  );
  return {
    queries,
    answer: (restrooms: NearbyRestroom[]) =>
      pending.shift()?.resolve(
        new Response(JSON.stringify({ success: true, data: { restrooms } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    cutOff: () => pending.shift()?.reject(new TypeError('Failed to fetch')),
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/nearby']}>
        <NearbyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = async () =>
  within(await screen.findByRole('list', { name: 'Nearest restrooms' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const statusTexts = () => screen.queryAllByRole('status').map((s) => s.textContent);

beforeEach(async () => {
  await db.open();
  await saveCourse(PINEHURST);
  await saveCourseRestrooms(PINEHURST._id, [SAVED]);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  localStorage.clear();
  await Promise.all([db.courses.clear(), db.courseRestrooms.clear()]);
});

describe('/nearby from the device first', () => {
  it('shows the saved restrooms before the network answers, then the network’s answer instead', async () => {
    const geo = stubGeolocation();
    const network = stubFetch();
    renderPage();
    geo.succeed();
    expect(await names()).toEqual(['Saved Clubhouse']);
    const link = screen.getByRole('link', { name: /^Saved Clubhouse/ });
    expect(within(link).getByText('At the course, exact spot unknown')).toBeTruthy();
    expect(within(link).getByText(/^Usable now · /)).toBeTruthy();
    expect(statusTexts()).toContain('On this deviceSaved just now');
    expect(statusTexts()).toContain('Updating...');

    network.answer([FROM_NETWORK]);
    await waitFor(async () => expect(await names()).toEqual(['Network Clubhouse']));
    expect(statusTexts().some((text) => text?.includes('On this device'))).toBe(false);
  });

  it('offline, keeps the saved restrooms with their age, calmly: no alert, no toast', async () => {
    const geo = stubGeolocation();
    const network = stubFetch();
    renderPage();
    geo.succeed();
    expect(await names()).toEqual(['Saved Clubhouse']);
    network.cutOff();
    await waitFor(() => expect(statusTexts()).toContain('OfflineSaved just nowRetry'));
    expect(await names()).toEqual(['Saved Clubhouse']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('uses the last known position at once, then the fresh fix, which it keeps for next time', async () => {
    const before = { latitude: 35.2, longitude: -79.48 };
    saveLastPosition(before, Date.now() - 5 * 60_000);
    const geo = stubGeolocation();
    const network = stubFetch();
    renderPage();
    expect(await names()).toEqual(['Saved Clubhouse']);
    expect(network.queries.map((q) => q.get('latitude'))).toEqual(['35.2']);
    expect(statusTexts()).toContain(
      'Near your last known position (5 min ago); finding where you are now...',
    );

    geo.succeed(GOLFER);
    await waitFor(() => expect(network.queries.map((q) => q.get('latitude'))).toEqual(['35.2', '35.19']));
    // The list stays while the device answers for the fresh position.
    expect(screen.getByRole('list', { name: 'Nearest restrooms' })).toBeTruthy();
    expect(statusTexts().some((text) => text?.includes('last known position'))).toBe(false);
    expect(JSON.parse(localStorage.getItem('last-known-position') ?? '{}')).toMatchObject(GOLFER);
  });

  it('keeps the last known position when no fresh fix comes, and says why', async () => {
    saveLastPosition(GOLFER, Date.now() - 2 * 60 * 60_000);
    const geo = stubGeolocation();
    stubFetch();
    renderPage();
    geo.fail(1);
    expect(await names()).toEqual(['Saved Clubhouse']);
    await waitFor(() =>
      expect(statusTexts()).toContain(
        'Near your last known position (2 h ago).Location access denied by userRetry',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows its first answer with the exact one once every saved restroom is indexed', async () => {
    // Pinned a mile from the golfer but far from its course's point: only the whole index has it.
    const far = course('c-far', { name: 'Far Away Links', latitude: 36.5, longitude: -79.47 });
    const {
      courseName: _n,
      distance: _d,
      ...stray
    } = nearby(8, 'Stray Pin', 0, { latitude: 35.2, longitude: -79.48 });
    await saveCourse(far);
    await saveCourseRestrooms(far._id, [stray]);
    const geo = stubGeolocation();
    stubFetch();
    renderPage();
    geo.succeed();
    await waitFor(async () => expect(await names()).toEqual(['Saved Clubhouse', 'Stray Pin']));
  });
});
