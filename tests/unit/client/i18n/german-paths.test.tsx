// @vitest-environment happy-dom
/**
 * Issue 39's less common paths, drawn in German from the catalogues the build compiles: a position
 * the browser refuses (the course page's "Nearest now" and "I'm standing at it", the course list's
 * banner and filter), the report dialog's hints (lib/restroom-words.ts `reportHintText`), and the
 * course page's "Pending sync" badge. Restroom names are data.
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NextRestroom } from '../../../../src/client/features/course-detail/components/next-restroom';
import type { RoundRestroom } from '../../../../src/client/features/course-detail/lib/next-restroom';
import { ReportDialog } from '../../../../src/client/features/course-detail/components/report-dialog';
import { RestroomPosition } from '../../../../src/client/features/course-detail/components/restroom-position';
import { PendingBadge } from '../../../../src/client/features/course-detail/components/sync-note';
import { detailKeys } from '../../../../src/client/features/course-detail/api/queries';
import { LocationErrorBanner } from '../../../../src/client/features/courses/components/location-error-banner';
import { LocationFilter } from '../../../../src/client/features/courses/components/location-filter';
import { useLocate } from '../../../../src/client/features/courses/hooks/use-locate';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import german from '../../../../src/client/lib/i18n/catalogues/messages-de';
import { GOLFER, golferOutboxPerTest, newClient, restroom, wrapperWith } from '../course-detail/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The German of docs/product.md §8's "Location access denied by user". */
const DENIED = 'Standortzugriff wurde verweigert';

/** A browser whose permission is `state` and which refuses every position (code 1: denied). */
function refusingGeolocation(state: PermissionState) {
  const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => ({ state }) },
    configurable: true,
  });
}

golferOutboxPerTest();
beforeEach(() => {
  localStorage.clear();
  setActiveCatalogue({ language: 'de', locale: 'de-DE', messages: german });
});
afterEach(() => {
  setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} });
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

it('the catalogue says the refusal in German (the words this file expects)', () => {
  expect(german['geolocation.denied']).toBe(DENIED);
});

it("the course page's Nearest now says a refused position in German", async () => {
  refusingGeolocation('prompt');
  const course = { _id: 'course-1', latitude: 35.19, longitude: -79.47 };
  const clubhouse: RoundRestroom = {
    _id: 'c',
    name: 'Clubhouse Main',
    locationType: 'clubhouse',
    holeNumber: null,
    latitude: null,
    longitude: null,
    access: 'public',
    season: 'unknown',
    openMonths: [],
    openingHours: null,
    openNow: null,
    nextChange: null,
    courseLatitude: course.latitude,
    courseLongitude: course.longitude,
    activeReports: [],
    lastConfirmedAt: null,
  };
  render(<NextRestroom course={course} restrooms={[clubhouse]} />);
  fireEvent.change(screen.getByLabelText('Ich bin an Loch'), { target: { value: '5' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Standort verwenden' }));
  expect(await screen.findByText(DENIED)).toBeTruthy();
});

it('"I\'m standing at it" in Add Restroom says a refused position in German', async () => {
  refusingGeolocation('prompt');
  render(
    <RestroomPosition
      coursePoint={{ latitude: 35.19, longitude: -79.47 }}
      position={null}
      onChange={() => undefined}
      error={undefined}
    />,
    { wrapper: wrapperWith(newClient()) },
  );
  fireEvent.click(screen.getByRole('button', { name: /Ich stehe davor/ }));
  expect((await screen.findByRole('alert')).textContent).toBe(DENIED);
});

it('/courses keeps which failure it was, and its banner and filter say it in German', async () => {
  refusingGeolocation('prompt');
  const { result } = renderHook(() => useLocate(() => undefined, false));
  await act(async () => result.current.locate());
  await waitFor(() => expect(result.current.error).toBe('denied'));

  render(
    <>
      <LocationErrorBanner
        reason="denied"
        lead={(message) => `Standortfehler: ${message}`}
        dismissLabel="Schließen"
        onDismiss={() => undefined}
      />
      <LocationFilter
        enabled
        position={undefined}
        radius={25}
        onRadius={() => undefined}
        locating={false}
        error="timeout"
        locate={() => undefined}
        remove={() => undefined}
      />
    </>,
  );
  expect(screen.getByRole('alert').textContent).toBe(`Standortfehler: ${DENIED}`);
  expect(screen.getByText(german['geolocation.timeout'] as string)).toBeTruthy();
});

it("the report dialog's hints are the shared words' (reportHintText), in German", async () => {
  const room = { ...restroom(1), myFeedback: 'none' as const };
  const client = newClient();
  client.setQueryData([...detailKeys.reports(room._id), GOLFER], { reports: [] });
  render(<ReportDialog restroom={room} onClose={() => undefined} onSend={async () => true} />, {
    wrapper: wrapperWith(client),
  });
  // lib/restroom-words.ts's words ('Erlischt …'), not a second copy of them in the dialog's catalogue.
  expect((await screen.findAllByText('Erlischt nach einem Tag')).length).toBe(2);
  expect(screen.getAllByText('Erlischt nach 4 Stunden')).toHaveLength(3);
  expect(screen.getByText('Der Platzbetreiber prüft und entfernt die Meldung')).toBeTruthy();
});

it("the course page's waiting badge has no English word in it", () => {
  render(<PendingBadge />);
  expect(screen.getByText('Wird synchronisiert')).toBeTruthy();
});
