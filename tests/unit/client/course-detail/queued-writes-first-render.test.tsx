// @vitest-environment happy-dom
/**
 * Issue 21 (chaos e2e): a review deleted while offline showed again when its dialog was reopened.
 * Each component read the outbox on its own, so a dialog mounted after the delete had no entries on
 * its first render and laid nothing over the server's list. The entries are now one live view for
 * the page, and a screen whose user's entries are not read yet says it is loading.
 */
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { queueWrite, useOutboxView } from '../../../../src/client/offline/outbox';
import { changeOutboxUser } from '../../../../src/client/offline/outbox/outbox-user';
import { detailKeys } from '../../../../src/client/features/course-detail/api/queries';
import type { ShownRestroom } from '../../../../src/client/features/course-detail/api/optimistic';
import { useRestroomReviews } from '../../../../src/client/features/course-detail/hooks/use-my-review';
import type { Review } from '../../../../src/shared/schemas/reviews';
import { GOLFER, golferOutboxPerTest, newClient, wrapperWith } from './fixtures';

const RESTROOM = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0a02';
const REVIEW = '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0a03';

const ownReview: Review = {
  _id: REVIEW,
  userId: GOLFER,
  restroomId: RESTROOM,
  userName: 'Ada L.',
  rating: 1,
  comment: null,
  createdAt: '2026-11-13T12:00:00.000Z',
};

golferOutboxPerTest();

const queueDelete = () =>
  queueWrite('review.delete', {
    params: { restroomId: RESTROOM, reviewId: REVIEW },
    subject: 'Delete your review of the clubhouse',
  });

function Count({ name, renders }: { name: string; renders: { ready: boolean; count: number }[] }) {
  const { entries, ready } = useOutboxView(GOLFER);
  renders.push({ ready, count: entries.length });
  return <p>{`${name}: ${ready ? entries.length : 'not read'}`}</p>;
}

it('a screen mounted after a write has the write on its first render', async () => {
  render(<Count name="list" renders={[]} />);
  await screen.findByText('list: 0');
  await act(queueDelete);
  await screen.findByText('list: 1');

  const dialog: { ready: boolean; count: number }[] = [];
  render(<Count name="dialog" renders={dialog} />);
  expect(dialog[0]).toEqual({ ready: true, count: 1 });
});

it("is not ready while the session's user is not the outbox's yet; a guest's are known at once", async () => {
  changeOutboxUser(null);
  const renders: { ready: boolean; count: number }[] = [];
  render(<Count name="golfer" renders={renders} />);
  expect(renders[0]).toEqual({ ready: false, count: 0 });
  act(() => void changeOutboxUser(GOLFER));
  await screen.findByText('golfer: 0');

  function Guest() {
    const { ready } = useOutboxView(null);
    return <p>{ready ? 'guest ready' : 'guest waiting'}</p>;
  }
  changeOutboxUser(null);
  render(<Guest />);
  expect(screen.getByText('guest ready')).toBeTruthy();
});

it('the review dialog never shows a review whose delete is queued, from its first render on', async () => {
  await queueDelete();
  const client = newClient();
  client.setQueryData(detailKeys.reviews(RESTROOM), [ownReview]);
  client.setQueryData([...detailKeys.reviews(RESTROOM), 'saved'], [ownReview]);
  const seen: { own: boolean; loading: boolean }[] = [];
  function Dialog() {
    const { own, isLoading } = useRestroomReviews({ _id: RESTROOM } as ShownRestroom);
    seen.push({ own: Boolean(own), loading: isLoading });
    return <p>{isLoading ? 'Loading...' : own ? 'Your Review' : 'Add Review'}</p>;
  }
  // A page starting: the session knows the golfer before the outbox follows them (features/sync).
  changeOutboxUser(null);
  render(<Dialog />, { wrapper: wrapperWith(client) });
  act(() => void changeOutboxUser(GOLFER));
  await screen.findByText('Add Review');
  expect(seen.filter((render) => render.own && !render.loading)).toEqual([]);
});
