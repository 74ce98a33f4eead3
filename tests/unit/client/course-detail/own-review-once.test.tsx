// @vitest-environment happy-dom
/**
 * Issue 20: the golfer's own review was listed twice in the review dialog, in 'Your Review' and again
 * under 'All Reviews'. It is now shown once, in 'Your Review', and still counted in 'All Reviews (n)'.
 */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { detailKeys } from '../../../../src/client/features/course-detail/api/queries';
import { ReviewDialog } from '../../../../src/client/features/course-detail/components/review-dialog';
import type { Review } from '../../../../src/shared/schemas/reviews';
import { GOLFER, newClient, restroom, wrapperWith, golferOutboxPerTest } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROOM = { ...restroom(1, 4, 2), myFeedback: 'none' as const };

const review = (n: number, userId: string, comment: string): Review => ({
  _id: `0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0d0${n}`,
  userId,
  restroomId: ROOM._id,
  userName: userId === GOLFER ? 'Ada L.' : 'Bob K.',
  rating: 4,
  comment,
  createdAt: '2026-11-13T12:00:00.000Z',
});
const MINE = review(1, GOLFER, 'Clean and close to the first tee.');
const THEIRS = review(2, '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0e01', 'Out of paper.');

golferOutboxPerTest();

function open(reviews: Review[]) {
  const client = newClient();
  client.setQueryData(detailKeys.reviews(ROOM._id), reviews);
  client.setQueryData([...detailKeys.reviews(ROOM._id), 'saved'], reviews);
  render(<ReviewDialog restroom={ROOM} onClose={() => undefined} />, { wrapper: wrapperWith(client) });
}

it("shows the golfer's own review once, in 'Your Review', and counts it in 'All Reviews (n)'", async () => {
  open([MINE, THEIRS]);
  const yours = await screen.findByRole('region', { name: 'Your Review' });
  expect(within(yours).getByText(MINE.comment!)).toBeTruthy();
  // Once the golfer's queued writes are read (until then the list says 'Loading...').
  await screen.findByText(THEIRS.comment!);
  expect(screen.getAllByText(MINE.comment!)).toHaveLength(1);
  const all = screen.getByRole('region', { name: 'All Reviews (2)' });
  expect(within(all).getByText(THEIRS.comment!)).toBeTruthy();
  expect(within(all).queryByText(MINE.comment!)).toBeNull();
});

it('with only their own review, the list says there is no other (not "Be the first")', async () => {
  open([MINE]);
  await screen.findByRole('region', { name: 'Your Review' });
  const all = screen.getByRole('region', { name: 'All Reviews (1)' });
  expect(await within(all).findByText('No other reviews yet.')).toBeTruthy();
  expect(screen.queryByText('No reviews yet. Be the first to review this restroom!')).toBeNull();
});
