// @vitest-environment happy-dom
/**
 * Issue 20: a review written offline did not move the restroom card's average or review count until
 * the server had it. The golfer's queued review create, edit and delete are now laid over the card
 * (api/optimistic.ts overlayRating); an edit or delete takes the golfer's old rating from the reviews
 * the page holds (the review dialog's answer, or its device copy); a refused write changes nothing.
 */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { detailKeys } from '../../../../src/client/features/course-detail/api/queries';
import { db } from '../../../../src/client/offline/db';
import { queueWrite } from '../../../../src/client/offline/outbox';
import type { Review } from '../../../../src/shared/schemas/reviews';
import { CourseScreen, GOLFER, newClient, restroom, wrapperWith, golferOutboxPerTest } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each card: an average of 4.0 from two reviews on the server.
const [CREATED, EDITED, DELETED, REFUSED] = [1, 2, 3, 4].map((n) => restroom(n, 4, 2));

const review = (restroomId: string, userId: string, rating: number): Review => ({
  _id: `${restroomId.slice(0, -4)}${userId === GOLFER ? 'aaaa' : 'bbbb'}`,
  userId,
  restroomId,
  userName: 'Someone',
  rating,
  comment: null,
  createdAt: '2026-11-13T12:00:00.000Z',
});
const OTHER = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0e01';

golferOutboxPerTest();

const ratingOn = async (name: string, text: string) =>
  within(await screen.findByRole('listitem', { name })).findByText(text);

it("lays the golfer's queued reviews over the card's average and count", async () => {
  const client = newClient();
  // Edited: the golfer's 5 and another's 3 on the server; the edit makes the 5 a 1.
  client.setQueryData(detailKeys.reviews(EDITED!._id), [
    review(EDITED!._id, GOLFER, 5),
    review(EDITED!._id, OTHER, 3),
  ]);
  // Deleted: only the device copy is at hand (a reload with no signal).
  client.setQueryData(
    [...detailKeys.reviews(DELETED!._id), 'saved'],
    [review(DELETED!._id, GOLFER, 5), review(DELETED!._id, OTHER, 3)],
  );
  const mine = review(EDITED!._id, GOLFER, 5);
  await queueWrite('review.create', {
    params: { restroomId: CREATED!._id },
    body: { rating: 1 },
    subject: 'Review',
  });
  await queueWrite('review.update', {
    params: { restroomId: EDITED!._id, reviewId: mine._id },
    body: { rating: 1 },
    subject: 'Edit',
  });
  await queueWrite('review.delete', {
    params: { restroomId: DELETED!._id, reviewId: review(DELETED!._id, GOLFER, 5)._id },
    subject: 'Delete',
  });
  const refused = await queueWrite('review.create', {
    params: { restroomId: REFUSED!._id },
    body: { rating: 1 },
    subject: 'Review',
  });
  await db.outbox.update(refused.id, { status: 'failed', error: 'You have already reviewed this restroom' });

  render(<CourseScreen restrooms={[CREATED!, EDITED!, DELETED!, REFUSED!]} />, {
    wrapper: wrapperWith(client),
  });

  expect(await ratingOn(CREATED!.name, '3.0 (3 reviews)')).toBeTruthy(); // (4 + 4 + 1) / 3
  expect(await ratingOn(EDITED!.name, '2.0 (2 reviews)')).toBeTruthy(); // (3 + 1) / 2
  expect(await ratingOn(DELETED!.name, '3.0 (1 review)')).toBeTruthy(); // 3 / 1
  expect(await ratingOn(REFUSED!.name, '4.0 (2 reviews)')).toBeTruthy(); // as the server has it
});
