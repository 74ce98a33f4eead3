/**
 * Receipts: the id the server gave each accepted create (writes.ts `provides`), the only writer of
 * the `outboxReceipts` table. A screen queues an edit or delete of a review it still shows as pending
 * with a reference to the create's entry (`{ fromEntry }`); when the create reached the server in the
 * moment between the screen drawing it and the golfer's tap, that entry is gone, and without its
 * receipt the delete was refused as building on a discarded write while the golfer had been told
 * "Review Deleted" (issue 21).
 */
import type { FairwayDatabase } from '../db';
import { isPendingRef } from './writes';

/** Long enough for any screen still showing the create as pending; short enough to stay tiny. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** Records the id `entryId`'s answer gave; called in the transaction that removes the entry. */
export async function recordReceipt(db: FairwayDatabase, entryId: string, id: string, now: number) {
  await db.outboxReceipts.put({ entryId, id, at: now });
  await db.outboxReceipts
    .where('at')
    .below(now - KEPT_MS)
    .delete();
}

/**
 * Params with every reference to an entry that already reached the server replaced by the id it was
 * given. A reference to an entry still queued stays (the drain fills it in); one to an entry with no
 * receipt stays too, and the drain refuses it (its base was discarded).
 */
export async function withReceipts<P>(db: FairwayDatabase, params: P): Promise<P> {
  const filled = { ...(params as Record<string, unknown>) };
  for (const [name, value] of Object.entries(filled)) {
    if (!isPendingRef(value) || (await db.outbox.get(value.fromEntry))) continue;
    const receipt = await db.outboxReceipts.get(value.fromEntry);
    if (receipt) filled[name] = receipt.id;
  }
  return filled as P;
}
