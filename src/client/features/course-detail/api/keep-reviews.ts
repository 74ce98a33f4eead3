/**
 * The reviews of a course's restrooms, put on the device when the course's restrooms arrive
 * (docs/decisions.md §6: everything seen online is readable offline). Before, a restroom's reviews
 * were only on the device if its dialog had been opened with a signal, so offline the card said
 * "3.0 (1 review)" and the dialog "Failed to load reviews.". This runs behind the screen: after the
 * restrooms' copy is written, a few requests at a time, skipping copies saved a moment ago, and it
 * stops at the first request that gets no answer (the rest would not get one either).
 */
import type { Restroom } from '../../../../shared/schemas/restrooms';
import { reviewListResultSchema } from '../../../../shared/schemas/reviews';
import { api, parseData } from '../../../lib/api';
import { fetchEach } from '../../../lib/fetch-each';
import { withStore } from '../../../offline/load-store';
import { saveReviewsCopy } from './detail-store';

/** Restrooms of one course whose reviews are kept per visit; a course rarely lists more than ten. */
const RESTROOM_BUDGET = 30;
/** A copy younger than this is not asked for again (a golfer going back and forth on a course). */
const FRESH_MS = 10 * 60_000;
const PARALLEL = 3;

/** Fetches one restroom's reviews and keeps them on the device (also "Save for offline"'s step). */
export async function fetchReviewsCopy(restroomId: string, signal?: AbortSignal): Promise<void> {
  const askedAt = Date.now();
  const { reviews } = await parseData(
    api.get(`restrooms/${encodeURIComponent(restroomId)}/reviews`, { signal }),
    reviewListResultSchema,
  );
  await saveReviewsCopy(restroomId, reviews, askedAt);
}

const inFlight = new Set<string>();

/** Keeps the reviews of `restrooms` on the device; never fails (it is bookkeeping nobody waits for). */
export async function keepReviewsOf(restrooms: readonly Pick<Restroom, '_id'>[], now = Date.now()) {
  const ids = restrooms.slice(0, RESTROOM_BUDGET).map((restroom) => restroom._id);
  const savedAt = await withStore('restroomReviews', (store) => store.restroomReviewsSavedAt(ids), {
    quiet: new Map<string, number>(),
  });
  const due = ids.filter((id) => now - (savedAt.get(id) ?? 0) >= FRESH_MS);
  await fetchEach(due, { parallel: PARALLEL, inFlight }, (id) => fetchReviewsCopy(id));
}
