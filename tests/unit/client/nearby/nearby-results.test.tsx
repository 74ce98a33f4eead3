// @vitest-environment happy-dom
/**
 * The nearby answer's rows (features/nearby/components/nearby-results.tsx) with "Usable now only" on,
 * as /nearby opens: the usable restrooms, then the likely clubhouses (issue 32: better than "nothing
 * near you"), marked as likely and never as usable, from the network's answer and from the device's.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NearbyResults } from '../../../../src/client/features/nearby/components/nearby-results';
import type { DeviceNearbyAnswer } from '../../../../src/client/features/nearby/api/use-nearby';
import type { LikelyClubhouse, NearbyRow } from '../../../../src/shared/schemas/restrooms';
import { GOLFER, nearby, report } from './fixtures';

const LIKELY: LikelyClubhouse = {
  likely: true,
  courseId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0e09',
  courseName: 'Mid Pines',
  distance: 2.4,
  courseLatitude: 35.16,
  courseLongitude: -79.47,
  locationType: 'clubhouse',
  approximate: true,
};
const USABLE = nearby(1, 'Clubhouse Main', 0.31, { latitude: 35.193, longitude: -79.4662 });
// Two golfers reported it locked: not usable now.
const LOCKED = nearby(2, 'Hole 7 Restroom', 1.2, null, {
  activeReports: [{ ...report('locked', 10), count: 2 }],
  usableNow: false,
});

/** The network's answer as the query holds it (undefined: none yet). */
const answered = (data: NearbyRow[] | undefined) =>
  ({
    data,
    error: null,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    dataUpdatedAt: Date.now(),
    refetch: () => Promise.resolve(),
  }) as unknown as UseQueryResult<NearbyRow[]>;

function renderResults(query: UseQueryResult<NearbyRow[]>, device?: DeviceNearbyAnswer) {
  render(
    <MemoryRouter>
      <NearbyResults
        query={query}
        device={device ?? undefined}
        position={GOLFER}
        usableOnly
        now={new Date()}
      />
    </MemoryRouter>,
  );
}

const headings = () =>
  within(screen.getByRole('list', { name: 'Nearest restrooms' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(cleanup);

describe('the nearby rows with "Usable now only" on', () => {
  it('lists the usable restrooms, then the likely clubhouse, marked as likely with its distance', () => {
    renderResults(answered([USABLE, LOCKED, LIKELY]));
    expect(headings()).toEqual(['Clubhouse Main', 'Mid Pines']);
    const likely = screen.getAllByRole('listitem').at(-1)!;
    expect(within(likely).getByText('Clubhouse — likely a restroom, not confirmed yet')).toBeTruthy();
    expect(within(likely).getByText('≈ 2.4 mi · at the course, exact spot unknown')).toBeTruthy();
    expect(within(likely).queryByText(/Usable now/)).toBeNull();
    // Something usable is listed: no "nothing usable" line.
    expect(screen.queryByText(/^No restrooms/)).toBeNull();
  });

  it('with nothing usable within reach, says so and offers the likely clubhouse instead of nothing', () => {
    renderResults(answered([LOCKED, LIKELY]));
    expect(screen.getByText('No restrooms usable now within 25 miles.')).toBeTruthy();
    expect(
      screen.getByText('These courses likely have one at the clubhouse; nobody has confirmed it yet.'),
    ).toBeTruthy();
    expect(headings()).toEqual(['Mid Pines']);
    expect(screen.queryByText(/Usable now ·/)).toBeNull();
  });

  it('from the device before the network answers: its likely clubhouses too', () => {
    const device = { restrooms: [LOCKED], likely: [LIKELY], savedAt: Date.now() - 60_000, complete: true };
    renderResults(answered(undefined), device);
    expect(screen.getByText('On this device')).toBeTruthy();
    expect(screen.getByText('No restrooms usable now within 25 miles.')).toBeTruthy();
    expect(headings()).toEqual(['Mid Pines']);
  });

  it('with nothing at all, the empty answer', () => {
    renderResults(answered([LOCKED]));
    expect(screen.getByText('No restrooms within 25 miles.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Nearest restrooms' })).toBeNull();
  });
});
