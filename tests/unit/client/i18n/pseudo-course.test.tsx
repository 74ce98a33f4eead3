// @vitest-environment happy-dom
/**
 * The course screen's untranslated-text check (issue 39, docs/decisions.md §9): its parts drawn with
 * every catalogue message in the pseudo-locale (tests/unit/client/i18n/pseudo.ts) show no Latin word
 * but the data (the course's and the restrooms' names, the address): the header, what golfers know,
 * the round's next restroom, the list with its tabs and cards, a write's state, the sign-in prompt,
 * Add Restroom's own parts, and the card's toasts.
 */
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionContext } from '../../../../src/client/features/auth/session-context';
import { CourseDetailPage } from '../../../../src/client/features/course-detail';
import { CourseAreaLink } from '../../../../src/client/features/course-detail/components/course-area';
import { CourseFacts } from '../../../../src/client/features/course-detail/components/course-facts';
import { MoreDetails } from '../../../../src/client/features/course-detail/components/more-details';
import { NextRestroom } from '../../../../src/client/features/course-detail/components/next-restroom';
import { RestroomCard } from '../../../../src/client/features/course-detail/components/restroom-card';
import { RestroomsSection } from '../../../../src/client/features/course-detail/components/restrooms-section';
import { RestroomPosition } from '../../../../src/client/features/course-detail/components/restroom-position';
import {
  SignInPrompt,
  type SignInFor,
} from '../../../../src/client/features/course-detail/components/sign-in-prompt';
import { SimilarRestroomsNotice } from '../../../../src/client/features/course-detail/components/similar-restrooms-notice';
import { SyncNote } from '../../../../src/client/features/course-detail/components/sync-note';
import type { ShownRestroom } from '../../../../src/client/features/course-detail/api/optimistic';
import { unknownDetails } from '../../../../src/client/components/restroom-details/details-fields';
import { roundHoleKey } from '../../../../src/client/lib/round-memory';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';
import {
  cardHandlers,
  course,
  CourseScreen,
  golferOutboxPerTest,
  golferSession,
  newClient,
  restroom,
  wrapperWith,
} from '../course-detail/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();
beforeEach(() => {
  resetToasts();
  showPseudoLocale();
});
afterEach(() => {
  showEnglish();
  resetToasts();
  localStorage.clear();
});

/** Data, not words: the course (OpenStreetMap's), its address, and the restrooms' names. */
const NAMES = 'Pinehurst No\\. 2|1 Carolina Vista Dr|Pinehurst|NC|Clubhouse \\d|Hole 7 Restroom';
/**
 * A shared text the course screen shows that another part of issue 39 converts (lib/geolocation.ts:
 * i18n-nearby). Until it lands it is English; it is removed from here as it does.
 */
const NOT_YET_CONVERTED = ['Geolocation is not supported by this browser'].join('|');
const DATA = new RegExp(`${NAMES}|${NOT_YET_CONVERTED}`, 'g');
const SHARED = new RegExp(NOT_YET_CONVERTED, 'g');

const NOW = cardHandlers.now;
/** Active at the list's moment and at the round's (the clock's: NextRestroom reads the real time). */
const LATER = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** The course's restrooms: a verified clubhouse, an unconfirmed one, a locked one on the 7th. */
const RESTROOMS = [
  restroom(1, 4, 2),
  { ...restroom(2), accessibility: true, source: 'openstreetmap' as const },
  {
    ...restroom(3),
    name: 'Hole 7 Restroom',
    locationType: 'on-course' as const,
    holeNumber: 7,
    activeReports: [
      { kind: 'locked' as const, count: 2, lastReportedAt: NOW.toISOString(), expiresAt: LATER },
    ],
  },
];

function failed(error?: string): OutboxEntry {
  return {
    id: 'e1',
    userId: 'u1',
    version: 1,
    label: 'x',
    resourceKey: 'r',
    status: 'failed',
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: 0,
    kind: 'restroom.confirm',
    params: { restroomId: 'r1' },
    ...(error ? { error } : {}),
  };
}

describe('the course screen in the pseudo-locale', () => {
  it('the header, the list with its tabs and cards, and the round show no text outside the catalogues', async () => {
    // On the 5th: the next restroom is past the locked 7th, which is named as skipped.
    localStorage.setItem(roundHoleKey(course._id), JSON.stringify({ hole: 5, at: Date.now() }));
    const { container } = render(
      <>
        <CourseAreaLink course={course} />
        <NextRestroom course={course} restrooms={RESTROOMS} />
        <CourseScreen restrooms={RESTROOMS} />
      </>,
      { wrapper: wrapperWith(newClient()) },
    );
    await screen.findByRole('tab', { name: `${pseudoText('On Course')} (1)` });
    await screen.findByRole('list', { name: pseudoText('Skipped, not usable now') });
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('a guest sees the sign-in line, and an empty course its empty state', () => {
    const none = { all: [], clubhouse: [], 'halfway-house': [], 'on-course': [] };
    const { container } = render(
      <MemoryRouter>
        <RestroomsSection
          byTab={none}
          refused={[]}
          isLoading={false}
          signedIn={false}
          tab="all"
          onTabChange={() => undefined}
          onAdd={() => undefined}
          cards={cardHandlers}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: pseudoText('Sign in') })).toBeTruthy();
    expect(screen.getByRole('button', { name: pseudoText('Add First Restroom') })).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
  });

  it('what golfers know, with how many agree and when', () => {
    const { container } = render(
      <CourseFacts
        facts={{
          clubhouseRestroom: 'no',
          onCourseRestrooms: 'no',
          disputed: ['clubhouseRestroom'],
          agreeing: 3,
          lastAnsweredAt: '2026-11-12T10:00:00.000Z',
        }}
        clubhouseListed={false}
      />,
    );
    expect(container.querySelectorAll('li')).toHaveLength(3);
    // The date is the locale's (Intl), not a word of ours.
    expect(englishLeft(container, /Nov/g)).toEqual([]);
  });

  it('a refused write says so, with Retry and Discard; a waiting one is pending', () => {
    const { container } = render(
      <>
        <SyncNote entry={failed()} />
        <SyncNote entry={{ ...failed(), status: 'pending' }} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(pseudoText('refused by the server'));
    expect(englishLeft(container)).toEqual([]);
  });

  it('the page without a course id is "Course Not Found"', async () => {
    const router = createMemoryRouter([{ path: '/course', element: <CourseDetailPage /> }], {
      initialEntries: ['/course'],
    });
    const { container } = render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: pseudoText('Course Not Found') });
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("the sign-in prompt and Add Restroom's own parts in the pseudo-locale", () => {
  for (const what of ['add', 'status', 'review'] as SignInFor[]) {
    it(`the sign-in prompt (${what})`, async () => {
      render(
        <MemoryRouter>
          <SignInPrompt open onOpenChange={() => undefined} what={what} />
        </MemoryRouter>,
      );
      const dialog = await screen.findByRole('dialog', { name: pseudoText('Sign in required') });
      expect(englishLeft(dialog, SHARED)).toEqual([]);
    });
  }

  it('"Where is it?", "More details" and "Already listed here"', () => {
    const shown = { ...restroom(1), myFeedback: 'none' } as ShownRestroom;
    const { container } = render(
      <>
        <RestroomPosition coursePoint={course} position={null} onChange={() => undefined} error={undefined} />
        <RestroomPosition
          coursePoint={course}
          position={{ latitude: 35.1, longitude: -79.4 }}
          onChange={() => undefined}
          error={undefined}
        />
        <MoreDetails
          open={false}
          onOpenChange={() => undefined}
          value={unknownDetails()}
          onChange={() => undefined}
          errors={{}}
        />
        <SimilarRestroomsNotice restrooms={[shown, { ...shown, _id: 'x', isVerified: false }]} />
      </>,
    );
    expect(screen.getByText(pseudoText('Already listed here'))).toBeTruthy();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});

describe("the card's toasts in the pseudo-locale", () => {
  it('a guest pressing Helpful is asked to sign in', async () => {
    const shown = { ...restroom(1), myFeedback: 'none' } as ShownRestroom;
    const client = newClient();
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={{ ...golferSession(), user: null }}>
          <MemoryRouter>
            <RestroomCard
              restroom={shown}
              onReview={() => undefined}
              onReport={() => undefined}
              onDetails={() => undefined}
              onNeedSignIn={() => undefined}
              now={NOW}
            />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('listitem', { name: shown.name });
    await act(async () =>
      within(card)
        .getByRole('button', { name: `${pseudoText('Helpful')} (0)` })
        .click(),
    );
    expect(getToasts()[0]).toMatchObject({
      title: pseudoText('Authentication Required'),
      description: pseudoText('Please log in to provide feedback.'),
    });
  });

  it('a golfer marking a restroom Wrong info is thanked', async () => {
    const shown = { ...restroom(1), myFeedback: 'none' } as ShownRestroom;
    render(
      <RestroomCard
        restroom={shown}
        onReview={() => undefined}
        onReport={() => undefined}
        onDetails={() => undefined}
        onNeedSignIn={() => undefined}
        now={NOW}
      />,
      { wrapper: wrapperWith(newClient()) },
    );
    await act(async () => screen.getByRole('button', { name: `${pseudoText('Wrong info')} (0)` }).click());
    await expect.poll(() => getToasts()[0]?.title).toBe(pseudoText('Marked as Invalid'));
    expect(getToasts()[0]?.description).toBe(pseudoText('Thank you for your feedback!'));
  });
});
