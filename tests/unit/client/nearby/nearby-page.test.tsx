// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearbyPage } from '../../../../src/client/features/nearby/nearby-page';
import { getToasts } from '../../../../src/client/lib/toast/toast-store';
import type { LikelyClubhouse, NearbyRow } from '../../../../src/shared/schemas/restrooms';
import { GOLFER, minutesFromNow, nearby, report } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answer = (restrooms: NearbyRow[]) => json({ success: true, data: { restrooms } });

/** navigator.geolocation that answers when the test says so. */
function stubGeolocation() {
  const asks: { ok: PositionCallback; fail: PositionErrorCallback | null | undefined }[] = [];
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    asks.push({ ok, fail });
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  const last = () => {
    const ask = asks.at(-1);
    if (!ask) throw new Error('No position was asked for');
    return ask;
  };
  return {
    getCurrentPosition,
    succeed: () => last().ok({ coords: GOLFER } as GeolocationPosition),
    fail: (code: number) => last().fail?.({ code } as GeolocationPositionError),
  };
}

/** fetch answering each request with the next outcome; returns the query strings asked for. */
function stubFetch(...outcomes: (Response | Error)[]) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      expect(url.pathname).toBe('/api/restrooms/nearby');
      queries.push(url.searchParams);
      const outcome = outcomes.shift();
      if (!outcome) return new Promise<Response>(() => undefined); // no answer yet
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  );
  return queries;
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
  return client;
}

/** A row's link to the restroom on its course (each row also has a Directions link). */
const TO_COURSE = /^(?!Directions)/;
const rows = async () => within(await screen.findByRole('list', { name: 'Nearest restrooms' }));
const usableSwitch = () => screen.getByRole('switch', { name: 'Usable now only' });

const CLUBHOUSE = nearby(1, 'Clubhouse Main', 0.31, { latitude: 35.193, longitude: -79.4662 });
const TURN_HOUSE = nearby(2, 'Turn House', 0.5, null, {
  access: 'players',
  source: 'openstreetmap',
  osmId: 'node/42',
});
const HOLE_7 = nearby(
  3,
  'Hole 7 Restroom',
  1.24,
  { latitude: 35.172, longitude: -79.47 },
  {
    activeReports: [report('locked', 10), report('no_paper', 40)],
    usableNow: false,
    lastConfirmedAt: minutesFromNow(-3 * 24 * 60),
  },
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  // The screen keeps the last known position: each test starts without one.
  localStorage.clear();
});

describe('Nearest restrooms (/nearby)', () => {
  it('finds the position, then lists the restrooms nearest first, each a link to its course', async () => {
    const geo = stubGeolocation();
    const queries = stubFetch(answer([CLUBHOUSE, TURN_HOUSE]));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Finding your position...');
    geo.succeed();

    const list = await rows();
    expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Clubhouse Main',
      'Turn House',
    ]);
    const [first, second] = list.getAllByRole('link', { name: TO_COURSE });
    // To the restroom on its course's page, not the page's top (issue 38).
    expect(first?.getAttribute('href')).toBe(`/course/${CLUBHOUSE.courseId}?restroom=${CLUBHOUSE._id}`);
    expect(within(first!).getByText('550 yd')).toBeTruthy();
    expect(within(first!).getByText('NE')).toBeTruthy();
    expect(within(first!).getByText('north-east')).toBeTruthy();
    expect(within(first!).getByText('Usable now · access unknown')).toBeTruthy();
    expect(within(first!).getByText('Course 1')).toBeTruthy();
    expect(within(first!).getByText('Access unknown · Not confirmed yet')).toBeTruthy();
    // Placed at its course: the distance says so, and no direction is made up.
    expect(second?.getAttribute('href')).toBe(`/course/${TURN_HOUSE.courseId}?restroom=${TURN_HOUSE._id}`);
    expect(within(second!).getByText('≈ 880 yd · at the course, exact spot unknown')).toBeTruthy();
    expect(within(second!).getByText('Usable now · players only')).toBeTruthy();
    // Directions in the phone's maps app: to the restroom, or, without a position, to its course.
    expect(list.getByRole('link', { name: 'Directions to Clubhouse Main' }).getAttribute('href')).toContain(
      'destination=35.193,-79.4662',
    );
    expect(
      list.getByRole('link', { name: 'Directions to the course of Turn House' }).getAttribute('href'),
    ).toContain(`destination=${TURN_HOUSE.courseLatitude},${TURN_HOUSE.courseLongitude}`);
    expect(within(second!).getByText('Players only · Not confirmed yet')).toBeTruthy();
    // Imported from OpenStreetMap: it says so, with the attribution its licence asks for (issue 16).
    expect(within(second!).getByText('From OpenStreetMap · © OpenStreetMap contributors, ODbL')).toBeTruthy();
    expect(within(first!).queryByText(/OpenStreetMap/)).toBeNull();

    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      latitude: '35.19',
      longitude: '-79.47',
      radius: '25',
      usable: 'true',
      likely: 'true',
    });
  });

  it('asks for usable restrooms only until the toggle is turned off, then shows why one is not usable', async () => {
    const geo = stubGeolocation();
    const queries = stubFetch(answer([CLUBHOUSE]), answer([CLUBHOUSE, TURN_HOUSE, HOLE_7]));
    renderPage();
    geo.succeed();
    await rows();
    expect(usableSwitch().getAttribute('aria-checked')).toBe('true');
    expect(queries[0]!.get('usable')).toBe('true');

    fireEvent.click(usableSwitch());
    expect(usableSwitch().getAttribute('aria-checked')).toBe('false');
    await waitFor(async () =>
      expect((await rows()).getAllByRole('link', { name: TO_COURSE })).toHaveLength(3),
    );
    expect(queries).toHaveLength(2);
    expect(queries[1]!.has('usable')).toBe(false);

    const hole7 = (await rows()).getAllByRole('link', { name: TO_COURSE })[2]!;
    expect(within(hole7).getByText('1.2 mi')).toBeTruthy();
    expect(within(hole7).getByText('S')).toBeTruthy();
    expect(within(hole7).getByText('Maybe not usable: 1 golfer reported it locked 10 min ago')).toBeTruthy();
    expect(within(hole7).getByText('Out of paper · 40 min ago')).toBeTruthy();
    expect(within(hole7).getByText('Access unknown · Confirmed 3 days ago')).toBeTruthy();
  });

  it('keeps the last list on screen while the toggle asks again', async () => {
    const geo = stubGeolocation();
    // The second answer (toggle off) has not come yet.
    const queries = stubFetch(answer([CLUBHOUSE]));
    renderPage();
    geo.succeed();
    expect((await rows()).getAllByRole('link', { name: TO_COURSE })).toHaveLength(1);

    fireEvent.click(usableSwitch());
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.has('usable')).toBe(false);
    // Not a blank page or a spinner while it loads: the last answer stays.
    expect((await rows()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Clubhouse Main',
    ]);
  });

  it('judges usable now on the device: an expired report no longer blocks, a live one hides the row', async () => {
    const geo = stubGeolocation();
    // The server answered when the door was locked; that report has since expired.
    const reopened = nearby(4, 'Hole 12 Restroom', 0.8, null, {
      activeReports: [{ ...report('locked', 25 * 60), expiresAt: minutesFromNow(-5) }],
      usableNow: false,
    });
    // And one the server still thought usable, with a report that is active now.
    const locked = { ...HOLE_7, usableNow: true };
    stubFetch(answer([CLUBHOUSE, reopened, locked]));
    renderPage();
    geo.succeed();
    const list = await rows();
    expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Clubhouse Main',
      'Hole 12 Restroom',
    ]);
    expect(within(list.getAllByRole('link', { name: TO_COURSE })[1]!).getByText(/^Usable now/)).toBeTruthy();
  });

  it('lists a likely clubhouse after the usable restrooms, with its distance, never as usable now', async () => {
    const geo = stubGeolocation();
    const likely: LikelyClubhouse = {
      likely: true,
      courseId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0e09',
      courseName: 'Mid Pines',
      distance: 2.4,
      courseLatitude: 35.16,
      courseLongitude: -79.47,
      locationType: 'clubhouse',
      approximate: true,
    };
    // With "Usable now only" on (the default) as with it off: after the listed ones (issue 32).
    stubFetch(answer([CLUBHOUSE, HOLE_7, likely]), answer([CLUBHOUSE, HOLE_7, likely]));
    renderPage();
    geo.succeed();
    await waitFor(async () =>
      expect((await rows()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Clubhouse Main',
        'Mid Pines',
      ]),
    );

    fireEvent.click(usableSwitch());
    await waitFor(async () =>
      expect((await rows()).getAllByRole('link', { name: TO_COURSE })).toHaveLength(3),
    );
    const row = (await rows()).getAllByRole('link', { name: TO_COURSE })[2]!;
    expect(row.getAttribute('href')).toBe(`/course/${likely.courseId}`);
    expect(within(row).getByRole('heading', { level: 2 }).textContent).toBe('Mid Pines');
    expect(within(row).getByText('≈ 2.4 mi · at the course, exact spot unknown')).toBeTruthy();
    expect(within(row).getByText('S')).toBeTruthy();
    expect(within(row).getByText('Clubhouse — likely a restroom, not confirmed yet')).toBeTruthy();
    expect(within(row).queryByText(/Usable now/)).toBeNull();
    expect(
      (await rows())
        .getByRole('link', { name: 'Directions to the course of Mid Pines' })
        .getAttribute('href'),
    ).toContain('35.16');
  });

  it('says when nothing is within 25 miles', async () => {
    const geo = stubGeolocation();
    stubFetch(answer([]));
    renderPage();
    geo.succeed();
    expect(await screen.findByText('No restrooms within 25 miles.')).toBeTruthy();
  });

  it('shows the geolocation message and asks again on Retry', async () => {
    const geo = stubGeolocation();
    stubFetch(answer([CLUBHOUSE]));
    renderPage();
    geo.fail(1);
    expect((await screen.findByRole('alert')).textContent).toContain('Location access denied by user');
    // Without a position the golfer can still say where they are (issue 38).
    expect(screen.getByRole('link', { name: 'Pick a course' }).getAttribute('href')).toBe('/courses');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Finding your position...')).toBeTruthy();
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2);
    geo.succeed();
    expect((await rows()).getAllByRole('link', { name: TO_COURSE })).toHaveLength(1);
  });

  it('offline, says so calmly (no red toast) and lists the restrooms after Retry', async () => {
    const geo = stubGeolocation();
    const queries = stubFetch(new TypeError('Failed to fetch'), answer([CLUBHOUSE]));
    renderPage();
    geo.succeed();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("You're offline.");
    expect(screen.queryByRole('link', { name: 'Pick a course' })).toBeNull();
    expect(alert.textContent).not.toContain('Network Error');
    expect(getToasts()).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await rows()).getAllByRole('link', { name: TO_COURSE })).toHaveLength(1);
    expect(queries).toHaveLength(2);
  });

  it('keeps the list on screen when a refresh gets no answer, says it is offline, and retries', async () => {
    const geo = stubGeolocation();
    const queries = stubFetch(
      answer([CLUBHOUSE]),
      new TypeError('Failed to fetch'),
      answer([CLUBHOUSE, HOLE_7]),
    );
    const client = renderPage();
    geo.succeed();
    await rows();
    await act(() => client.invalidateQueries()); // as coming back online or to the screen later does
    const note = await screen.findByText('Offline');
    expect(note.closest('[role="status"]')?.textContent).toContain('Last updated just now');
    expect((await rows()).getAllByRole('link', { name: TO_COURSE })).toHaveLength(1);
    expect(getToasts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Offline')).toBeNull());
    expect(queries).toHaveLength(3);
  });

  it('shows the server’s message when it refuses, with Retry', async () => {
    const geo = stubGeolocation();
    stubFetch(json({ success: false, message: 'latitude and longitude are required' }, 400));
    renderPage();
    geo.succeed();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('latitude and longitude are required');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
