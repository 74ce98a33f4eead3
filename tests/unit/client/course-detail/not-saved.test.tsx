// @vitest-environment happy-dom
/**
 * Offline is a state, not an error (docs/decisions.md §6): with no answer and no device copy, the
 * course screen says what the device lacks ("Not saved on this device — connect to load …") instead
 * of "Failed to load reviews." or "No restrooms listed" with a red toast; with a device copy, the
 * copy shows. A server that refuses is still an error. Real hooks and store; only fetch stands in.
 */
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestroomsSection } from '../../../../src/client/features/course-detail/components/restrooms-section';
import { ReviewList } from '../../../../src/client/features/course-detail/components/review-list';
import { useRestrooms } from '../../../../src/client/features/course-detail/api/queries';
import type { ShownRestroom } from '../../../../src/client/features/course-detail/api/optimistic';
import { useCourseDetail } from '../../../../src/client/features/course-detail/hooks/use-course-detail';
import { useRestroomReviews } from '../../../../src/client/features/course-detail/hooks/use-my-review';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import { saveRestroomReviews } from '../../../../src/client/offline/stores/restroom-reviews';
import type { Review } from '../../../../src/shared/schemas/reviews';
import {
  COURSE_ID,
  cardHandlers,
  course,
  golferOutboxPerTest,
  newClient,
  restroom,
  wrapperWith,
} from './fixtures';

const RESTROOM = restroom(1)._id;
const review: Review = {
  _id: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0d01',
  userId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0d02',
  userName: 'Bo R.',
  rating: 4,
  comment: 'Spotless',
  createdAt: '2026-11-13T12:00:00.000Z',
  restroomId: RESTROOM,
};

/** No signal at all, or a server that answers every read with a 500. */
function network(kind: 'offline' | 'refusing') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (kind === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ success: false, message: 'Boom' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function Restrooms() {
  const restrooms = useRestrooms(COURSE_ID);
  const courseRead = { course, isLoading: false, error: null };
  const detail = useCourseDetail(COURSE_ID, courseRead, restrooms, { entries: [], ready: true });
  return (
    <RestroomsSection
      byTab={detail.byTab}
      refused={detail.refused}
      isLoading={restrooms.isLoading}
      notSaved={detail.restroomsNotSaved}
      signedIn
      tab={detail.tab}
      onTabChange={detail.setTab}
      onAdd={() => undefined}
      cards={cardHandlers}
    />
  );
}

golferOutboxPerTest();
beforeEach(async () => {
  resetToasts();
  await Promise.all([db.courseRestrooms.clear(), db.restroomReviews.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a course never saved on this device, with no signal', () => {
  it('says its restrooms are not saved here, with no toast and no "Add First Restroom"', async () => {
    network('offline');
    render(<Restrooms />, { wrapper: wrapperWith(newClient()) });
    await screen.findByText('Not saved on this device — connect to load restrooms');
    expect(screen.queryByText('Add First Restroom')).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('still warns when the server refuses', async () => {
    network('refusing');
    render(<Restrooms />, { wrapper: wrapperWith(newClient()) });
    await screen.findByText('Add First Restroom');
    expect(screen.queryByText(/Not saved on this device/)).toBeNull();
    expect(getToasts()).toMatchObject([
      { description: expect.stringContaining('Could not load restroom data') },
    ]);
  });
});

describe("a restroom's reviews with no signal", () => {
  const restroomShown = { _id: RESTROOM } as ShownRestroom;

  it('are not saved here: said so, instead of "Failed to load reviews."', async () => {
    network('offline');
    const { result } = renderHook(() => useRestroomReviews(restroomShown), {
      wrapper: wrapperWith(newClient()),
    });
    await waitFor(() => expect(result.current.notSaved).toBe(true));
    expect(result.current.failed).toBe(false);
    render(<ReviewList reviews={[]} isLoading={false} failed={false} notSaved />);
    expect(screen.getByText('Not saved on this device — connect to load reviews')).toBeTruthy();
    expect(screen.queryByText('Failed to load reviews.')).toBeNull();
  });

  it('show the device copy when there is one', async () => {
    await saveRestroomReviews(RESTROOM, [review], Date.now() - 60_000);
    network('offline');
    const { result } = renderHook(() => useRestroomReviews(restroomShown), {
      wrapper: wrapperWith(newClient()),
    });
    await waitFor(() => expect(result.current.others).toEqual([review]));
    expect(result.current).toMatchObject({ notSaved: false, failed: false });
  });

  it('fail as before when the server refuses', async () => {
    network('refusing');
    const { result } = renderHook(() => useRestroomReviews(restroomShown), {
      wrapper: wrapperWith(newClient()),
    });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.notSaved).toBe(false);
  });
});
