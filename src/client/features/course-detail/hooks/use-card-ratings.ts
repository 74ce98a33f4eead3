/**
 * The restroom cards' average and review count with the golfer's queued reviews laid over them
 * (api/optimistic.ts `overlayRating`; issue 20: a review written offline left the card as it was).
 * A queued edit or delete needs the golfer's rating as the server counts it: it comes from the
 * reviews this page already holds (the review dialog's answer, where the edit was made) or from
 * their device copy after a reload, never from the network, so a card never waits for a read.
 */
import { useCallback, useMemo } from 'react';
import { skipToken, useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Review } from '../../../../shared/schemas/reviews';
import { savedKey } from '../../../lib/saved-and-live';
import type { OutboxEntry } from '../../../offline/outbox';
import { readReviewsCopy } from '../api/detail-store';
import { overlayRating, restroomsWithQueuedReviewChanges, type ShownRestroom } from '../api/optimistic';
import { detailKeys } from '../api/queries';

/** The golfer's rating in a list: a number, null for none, undefined when the list is not known. */
const ownRatingIn = (reviews: Review[] | null | undefined, userId: string) =>
  reviews ? (reviews.find((review) => review.userId === userId)?.rating ?? null) : undefined;

export function useCardRatings(
  restrooms: ShownRestroom[],
  entries: OutboxEntry[],
  userId: string | null,
): ShownRestroom[] {
  const ids = useMemo(() => restroomsWithQueuedReviewChanges(entries), [entries]);
  // Stable, so TanStack Query runs it only when a result changes and `own` keeps its identity.
  const combine = useCallback(
    (results: UseQueryResult<unknown>[]) =>
      ids.map((_, i) =>
        userId
          ? ownRatingIn((results[2 * i]?.data ?? results[2 * i + 1]?.data) as Review[] | null, userId)
          : undefined,
      ),
    [ids, userId],
  );
  const own = useQueries({
    queries: ids.flatMap((id) => [
      // Only read from the cache here: the review dialog's own query fetches it.
      { queryKey: detailKeys.reviews(id), queryFn: skipToken },
      {
        queryKey: savedKey(detailKeys.reviews(id)),
        queryFn: () => readReviewsCopy(id),
        networkMode: 'always' as const,
        retry: false,
      },
    ]),
    combine,
  });
  return useMemo(() => {
    if (!userId) return restrooms;
    const ownOf = new Map(ids.map((id, i) => [id, own[i]]));
    return restrooms.map((restroom) => overlayRating(restroom, entries, ownOf.get(restroom._id)));
  }, [restrooms, entries, userId, ids, own]);
}
