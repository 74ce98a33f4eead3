// @vitest-environment happy-dom
/**
 * Issue 39's leftovers (docs/decisions.md §9), each drawn with the real components in German and in
 * the pseudo-locale: a Google sign-in failure said by its code on /auth/error (its English message
 * when the code is unknown), the owner's queue naming a deleted submitter in the reader's words, the
 * course card's distance and the dashboard's average rating in the golfer's digits. The startup
 * error screen's words are tests/unit/client/startup-error.test.ts's.
 */
import { act, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../../src/client/app/routes';
import { SessionProvider } from '../../../../src/client/features/auth';
import { CourseCard } from '../../../../src/client/features/courses/components/course-card';
import { PendingList } from '../../../../src/client/features/owner/components/pending-list';
import { setDistanceUnit } from '../../../../src/client/lib/distance-unit';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import type { Message } from '../../../../src/client/lib/i18n/icu';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { rememberUser, storeTokens } from '../../../../src/client/session';
import type { User } from '../../../../src/shared/schemas/auth';
import type { Course } from '../../../../src/shared/schemas/courses';
import type { PendingSubmission } from '../../../../src/shared/schemas/owner';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const showGerman = () =>
  setActiveCatalogue({ language: 'de', locale: 'de-DE', messages: de as Record<string, Message> });

const id = (n: number) => `6e1f9b5d-3a2c-4d8b-8f4e-9c7a2b3d${String(n).padStart(4, '0')}`;
const USER: User = {
  _id: id(1),
  email: 'ada@example.com',
  role: 'regular',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: true,
  hasPassword: true,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server, answered at the network: `answers` by path, anything else a 404. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const data = answers[new URL(request.url).pathname];
      return data === undefined
        ? json({ success: false, code: 'route_not_found', message: 'Not found' }, 404)
        : json({ success: true, data });
    }),
  );
}

/** The app's own routes at `path`, with a session provider and a query cache. */
function showApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  ).container;
}

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

/** The description of the destructive toast the callback screen shows. */
async function failureToast(): Promise<string> {
  await vi.waitFor(() => expect(getToasts().some((item) => item.variant === 'destructive')).toBe(true), {
    timeout: 5_000,
  });
  return getToasts().find((item) => item.variant === 'destructive')?.description ?? '';
}

beforeEach(() => {
  localStorage.clear();
  resetToasts();
  serve({ '/api/auth/google/status': { configured: true } });
});
afterEach(() => {
  cleanup();
  showEnglish();
  vi.unstubAllGlobals();
});

describe('a Google sign-in failure on /auth/error (issue 39)', () => {
  const at = (code: string, message: string) =>
    `/auth/error?${new URLSearchParams({ code, message }).toString()}`;

  it('is said by its code in German, the server’s English when the code is not known', async () => {
    showGerman();
    showApp(at('google_cancelled', 'Google sign-in was cancelled.'));
    expect(await failureToast()).toBe('Die Anmeldung mit Google wurde abgebrochen.');
    expect(getToasts()[0]?.title).toBe('Anmeldung fehlgeschlagen');
    cleanup();
    resetToasts();

    showApp(at('google_from_a_newer_server', 'Something the app has no words for yet.'));
    expect(await failureToast()).toBe('Something the app has no words for yet.');
  });

  it('shows no text outside the catalogues in the pseudo-locale', async () => {
    showPseudoLocale();
    showApp(at('google_state_mismatch', 'Your Google sign-in expired.'));
    expect(await failureToast()).toBe(
      pseudoText('Your Google sign-in expired or was started in another browser tab. Please try again.'),
    );
    const latin = getToasts().flatMap((item) => `${item.title} ${item.description}`.match(/[A-Za-z]{2,}/g));
    expect(latin.filter(Boolean)).toEqual([]);
  });

  it('keeps the server’s own message for an English golfer', async () => {
    showApp(at('google_cancelled', 'Google sign-in was cancelled.'));
    expect(await failureToast()).toBe('Google sign-in was cancelled.');
  });
});

describe("a deleted submitter in the owner's queue (issue 39)", () => {
  const FORMER: PendingSubmission = {
    _id: id(10),
    courseId: id(11),
    courseName: 'Hillandale',
    name: 'Hole 7 Restroom',
    facilityType: 'portable',
    gender: 'womens',
    locationType: 'on-course',
    holeNumber: 7,
    location: 'On course · Hole 7',
    submittedByName: null,
    submittedAt: '2026-06-03T12:00:00.000Z',
  };
  const draw = () =>
    render(
      <PendingList
        arranged={{ open: [FORMER], syncing: [], failed: [] }}
        busyId={null}
        onDecide={() => undefined}
        onRetry={() => undefined}
        onDiscard={() => undefined}
      />,
    ).container;

  it('is named in the reader’s language, not by a word the server wrote', () => {
    showGerman();
    draw();
    expect(screen.getByText('Eingereicht von einem ehemaligen Mitglied am 03.06.2026')).toBeTruthy();
    cleanup();

    showPseudoLocale();
    const list = draw();
    expect(englishLeft(list, /Hillandale|Hole 7 Restroom|Jun/g)).toEqual([]);
    cleanup();

    showEnglish();
    expect(draw().textContent).toContain('Submitted by a former member on Jun 3, 2026');
  });
});

describe("numbers in the golfer's locale (issue 39)", () => {
  const COURSE: Course = {
    _id: id(20),
    name: 'Golfclub München Eichenried',
    address: 'Münchener Straße 55',
    city: 'Eichenried',
    state: null,
    region: 'DE-BY',
    country: 'DE',
    zipCode: '85452',
    latitude: 48.24,
    longitude: 11.79,
    location: { type: 'Point', coordinates: [11.79, 48.24] },
    averageRating: 4.25,
    totalReviews: 4,
    totalRestrooms: 2,
    verifiedRestrooms: 0,
    distance: 12.345,
  };

  it('the course card writes its distance and rating with the German decimal sign', () => {
    setDistanceUnit('km');
    showGerman();
    render(withQueries(<CourseCard course={COURSE} showDistance />));
    const card = screen.getByRole('article');
    // The API's miles, in the golfer's kilometres: 12.345 mi = 19.87 km.
    expect(card.textContent).toContain('19,9 km');
    expect(card.textContent).toContain('4,3');
    expect(card.textContent).not.toMatch(/\d\.\d/);
  });

  it("the dashboard's average rating too", async () => {
    serve({
      '/api/users/profile': { user: USER },
      '/api/users/stats': {
        stats: {
          totalReviews: 4,
          averageRating: 4.25,
          restroomsAdded: 1,
          helpfulVotes: 2,
          answersGiven: 0,
          factsSettled: 0,
        },
      },
      '/api/users/reviews': { reviews: [] },
      '/api/users/restrooms': { restrooms: [] },
    });
    storeTokens({ accessToken: 'a1', refreshToken: 'r1' });
    rememberUser(USER);
    showGerman();
    showApp('/dashboard');
    await screen.findByText('4,3', {}, { timeout: 5_000 });
    const statistics = screen.getByLabelText('Ihre Statistik');
    await act(async () => undefined);
    expect(statistics.textContent).toContain('4,3');
    expect(statistics.textContent).not.toContain('4.3');
  });
});
