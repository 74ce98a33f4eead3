// @vitest-environment happy-dom
/**
 * A review queued with no signal is not submitted yet (issue 38): the toast says 'Saved — will send
 * when you are back online.', and online it stays the spec's 'Review Submitted'.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ReviewForm } from '../../../../src/client/features/course-detail/components/review-form';
import { useMyReview } from '../../../../src/client/features/course-detail/hooks/use-my-review';
import type { ShownRestroom } from '../../../../src/client/features/course-detail/api/optimistic';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import { golferOutboxPerTest } from './fixtures';

const RESTROOM = { _id: '6f1c1f52-7a8e-4a0b-9a59-2f8d3c1e0a03', name: 'Clubhouse Main' } as ShownRestroom;

function Harness() {
  const review = useMyReview(RESTROOM, undefined);
  return <ReviewForm review={{ ...review, mode: 'write' }} />;
}

golferOutboxPerTest();
beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

async function submitFourStars() {
  render(<Harness />);
  fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' })));
  await waitFor(() => expect(getToasts()).toHaveLength(1));
  expect(await db.outbox.count()).toBe(1);
  const [toast] = getToasts();
  return { title: toast?.title, description: toast?.description };
}

it('says a review queued offline is saved, to be sent later', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await submitFourStars()).toEqual({
    title: 'Review saved',
    description: 'Saved — will send when you are back online.',
  });
});

it('online, keeps the spec’s Review Submitted', async () => {
  expect(await submitFourStars()).toEqual({
    title: 'Review Submitted',
    description: 'Thank you for your review!',
  });
});
