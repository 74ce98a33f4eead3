/** What the course screen's unit tests share: a golfer's session, a query client, a course, restrooms. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { changeOutboxUser } from '../../../../src/client/offline/outbox/outbox-user';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import { CourseHeader } from '../../../../src/client/features/course-detail/components/course-header';
import { RestroomsSection } from '../../../../src/client/features/course-detail/components/restrooms-section';
import { useCourseDetail } from '../../../../src/client/features/course-detail/hooks/use-course-detail';
import type { Course } from '../../../../src/shared/schemas/courses';
import type { Restroom } from '../../../../src/shared/schemas/restrooms';
import { detailsAnswerOf } from '../../../../src/shared/schemas/restroom-details';
import { useOutboxView } from '../../../../src/client/offline/outbox';
import { useSession } from '../../../../src/client/features/auth';

export const GOLFER = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b01';
export const COURSE_ID = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b02';

export const course: Course = {
  _id: COURSE_ID,
  name: 'Pinehurst No. 2',
  address: '1 Carolina Vista Dr',
  city: 'Pinehurst',
  state: 'NC',
  zipCode: '28374',
  latitude: 35.19,
  longitude: -79.47,
  averageRating: 4,
  totalReviews: 3,
  totalRestrooms: 2,
  verifiedRestrooms: 1,
} as unknown as Course;

/** The nth restroom of the course (n from 1), on the server, with the given rating. */
export function restroom(n: number, averageRating = 0, totalReviews = 0): Restroom {
  return {
    _id: `0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0c0${n}`,
    courseId: COURSE_ID,
    name: `Clubhouse ${n}`,
    locationType: 'clubhouse',
    holeNumber: null,
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: false,
    isVerified: n === 1,
    status: 'approved',
    averageRating,
    totalReviews,
    submittedBy: null,
    createdAt: '2026-11-13T12:00:00.000Z',
    feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
    ...detailsAnswerOf({}, new Date('2026-11-13T12:00:00.000Z')),
    courseLatitude: 35.19,
    courseLongitude: -79.47,
  };
}

export function golferSession(): SessionValue {
  return {
    user: { _id: GOLFER, email: 'ada@example.com', role: 'regular', firstName: 'Ada', lastName: 'L.' },
    isLoading: false,
    signIn: () => undefined,
    signInWithTokens: async () => ({}) as never,
    logout: async () => undefined,
  };
}

/** A wrapper with the golfer signed in, a router, and `client` (nothing fetched again for a minute). */
export function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={golferSession()}>
          <MemoryRouter>{children}</MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    );
  };
}

export const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });

/** The course screen's header and restrooms as the page composes them, over `restrooms` from the server. */
export function CourseScreen({
  restrooms,
  handlers = cardHandlers,
}: {
  restrooms: Restroom[];
  handlers?: typeof cardHandlers;
}) {
  const courseRead = useMemo(() => ({ course, isLoading: false, error: null }), []);
  const restroomsRead = useMemo(() => ({ restrooms, isLoading: false, error: null }), [restrooms]);
  const { user } = useSession();
  const outbox = useOutboxView(user?._id ?? null);
  const detail = useCourseDetail(COURSE_ID, courseRead, restroomsRead, outbox);
  return (
    <>
      <CourseHeader
        course={course}
        restroomCount={detail.restroomCount}
        onShowDisclaimers={() => undefined}
      />
      <RestroomsSection
        byTab={detail.byTab}
        refused={detail.refused}
        isLoading={!detail.outboxReady}
        signedIn
        tab={detail.tab}
        onTabChange={detail.setTab}
        onAdd={() => undefined}
        cards={handlers}
      />
    </>
  );
}

/** Card buttons that open nothing (the tests look at the cards themselves). */
export const cardHandlers = {
  review: () => undefined,
  report: () => undefined,
  details: () => undefined,
  needSignIn: () => undefined,
  now: new Date('2026-11-13T12:00:00.000Z'),
};

/** Each test starts with an empty outbox that follows the golfer, and ends signed out of it. */
export function golferOutboxPerTest(): void {
  beforeEach(async () => {
    await db.outbox.clear();
    changeOutboxUser(GOLFER);
  });
  afterEach(() => {
    cleanup();
    changeOutboxUser(null);
  });
}
