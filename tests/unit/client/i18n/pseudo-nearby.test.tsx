// @vitest-environment happy-dom
/**
 * The untranslated-text check (issue 39) over /nearby (features/nearby), drawn in the pseudo-locale:
 * the page with no position, the answer's states (nothing near, only likely clubhouses, offline,
 * the device's copy while the network answers, the last known position), and the rows. Restroom
 * and course names are data.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearbyResults } from '../../../../src/client/features/nearby/components/nearby-results';
import { LastKnownNote } from '../../../../src/client/features/nearby/components/nearby-states';
import { NearbyPage } from '../../../../src/client/features/nearby/nearby-page';
import type { LikelyClubhouse, NearbyRestroom, NearbyRow } from '../../../../src/shared/schemas/restrooms';
import { GOLFER, nearby, report } from '../nearby/fixtures';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Data on this screen: the restrooms' and courses' names. */
const DATA = /Clubhouse Main|Hole 7 Restroom|Mid Pines|Course \d/g;
/** Intl's unit symbols for the pseudo-locale's en-US ('550 yd'): in German, Intl writes 'm' and 'km'. */
const INTL = /(?<=\d )(?:yd|mi)\b/g;
const ALLOWED = new RegExp([DATA.source, INTL.source].join('|'), 'g');

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
const LOCKED = nearby(2, 'Hole 7 Restroom', 1.2, null, {
  activeReports: [{ ...report('locked', 10), count: 1 }],
});

const query = (fields: Partial<UseQueryResult<NearbyRow[]>>) =>
  ({
    data: undefined,
    error: null,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    dataUpdatedAt: Date.now(),
    refetch: () => Promise.resolve(),
    ...fields,
  }) as unknown as UseQueryResult<NearbyRow[]>;

function renderResults(result: UseQueryResult<NearbyRow[]>, usableOnly = true, device?: NearbyRow[]) {
  return render(
    <MemoryRouter>
      <NearbyResults
        query={result}
        device={
          device && {
            restrooms: device.filter((row): row is NearbyRestroom => !row.likely),
            likely: device.filter((row): row is LikelyClubhouse => row.likely === true),
            savedAt: Date.now(),
            complete: true,
          }
        }
        position={GOLFER}
        usableOnly={usableOnly}
        now={new Date()}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  showEnglish();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
  localStorage.clear();
});

describe('untranslated-text check: /nearby', () => {
  it('the page, when the browser gives no position', async () => {
    let fail: PositionErrorCallback | null | undefined;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_: PositionCallback, onError?: PositionErrorCallback | null) => (fail = onError),
      },
    });
    showPseudoLocale();
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NearbyPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(pseudoText('Finding your position...'))).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
    await act(async () => fail?.({ code: 1 } as GeolocationPositionError));
    expect(screen.getByText(pseudoText('Location access denied by user'))).toBeTruthy();
    expect(screen.getByRole('switch', { name: pseudoText('Usable now only') })).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
  });

  it('the answer with nothing near, and offline with nothing on the device', () => {
    showPseudoLocale();
    const empty = renderResults(query({ data: [] }));
    expect(screen.getByText(pseudoText('No restrooms within 25 miles.'))).toBeTruthy();
    expect(englishLeft(empty.container)).toEqual([]);
    cleanup();
    const offline = renderResults(query({ isError: true, error: new TypeError('Failed to fetch') }));
    expect(screen.getByRole('alert').textContent).toContain(
      pseudoText("You're offline. Finding the nearest restrooms needs a connection."),
    );
    expect(englishLeft(offline.container)).toEqual([]);
  });

  it('the last known position standing in, and why no fresh one came', () => {
    showPseudoLocale();
    const { container } = render(
      <LastKnownNote
        ago={pseudoText('5 min ago')}
        failure={pseudoText('Location request timed out')}
        onRetry={() => undefined}
      />,
    );
    expect(englishLeft(container)).toEqual([]);
  });

  it('the rows, the likely clubhouse and the device copy being updated', () => {
    showPseudoLocale();
    const { container } = renderResults(query({ isFetching: true }), false, [USABLE, LOCKED, LIKELY]);
    expect(screen.getByText(pseudoText('On this device'))).toBeTruthy();
    expect(screen.getByRole('list', { name: pseudoText('Nearest restrooms') })).toBeTruthy();
    expect(englishLeft(container, ALLOWED)).toEqual([]);
  });

  it('only likely clubhouses within reach', () => {
    showPseudoLocale();
    const { container } = renderResults(query({ data: [LOCKED, LIKELY] }));
    expect(screen.getByText(pseudoText('No restrooms usable now within 25 miles.'))).toBeTruthy();
    expect(englishLeft(container, ALLOWED)).toEqual([]);
  });
});
