// @vitest-environment happy-dom
/**
 * Issue 20: the "invalid" feedback button was a bare thumbs-down, read as "dislike". It now says
 * "Wrong info" (no thumbs-down), while the feedback stays the spec's invalid: the same write and the
 * toast 'Marked as Invalid' / 'Thank you for your feedback!' (docs/product.md §8).
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { RestroomCard } from '../../../../src/client/features/course-detail/components/restroom-card';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import { cardHandlers, newClient, restroom, wrapperWith, golferOutboxPerTest } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();
beforeEach(resetToasts);
afterEach(resetToasts);

it('labels the invalid feedback "Wrong info" and still sends and announces it as invalid', async () => {
  const room = { ...restroom(1), myFeedback: 'none' as const };
  const { review, report, details, needSignIn, now } = cardHandlers;
  render(
    <RestroomCard
      restroom={room}
      onReview={review}
      onReport={report}
      onDetails={details}
      onNeedSignIn={needSignIn}
      now={now}
    />,
    {
      wrapper: wrapperWith(newClient()),
    },
  );
  const card = screen.getByRole('listitem', { name: room.name });
  const wrong = within(card).getByRole('button', { name: 'Wrong info (0)' });
  expect(within(card).queryByRole('button', { name: /invalid/i })).toBeNull();
  expect(card.querySelector('.lucide-thumbs-down')).toBeNull();

  await act(async () => wrong.click());
  await expect.poll(() => getToasts()[0]?.title).toBe('Marked as Invalid');
  expect(getToasts()[0]?.description).toBe('Thank you for your feedback!');
  const [entry] = await db.outbox.toArray();
  expect(entry).toMatchObject({ kind: 'feedback.set', params: { restroomId: room._id, value: 'invalid' } });
});
