/**
 * Helpful / invalid feedback (docs/product.md §4): none → helpful or invalid; the other kind replaces it
 * directly; removing goes back to none. Only listed restrooms take feedback. Feedback changes no
 * aggregate, so no course lock: each write is one atomic statement, and the answer's tallies are
 * read in the same transaction: the request's (idempotency/transaction.ts), which the route opens.
 */
import type { FeedbackStatus, Restroom } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { presentOne } from '../restrooms/extras';
import { requireVisibleRestroom } from '../restrooms/service';
import { requireAccount } from '../users/service';
import { deleteFeedback, findFeedbackKind, upsertFeedback, type FeedbackKind } from './queries';

export async function markFeedback(
  tx: Executor,
  user: AuthUser,
  restroomId: string,
  kind: FeedbackKind,
  now: Date,
): Promise<Restroom> {
  const restroom = await requireVisibleRestroom(tx, restroomId);
  await requireAccount(tx, user.id);
  await upsertFeedback(tx, restroom.id, user.id, kind);
  return presentOne(tx, restroom, now);
}

/** Removing feedback that is not there is not an error: the outcome the user asked for holds. */
export async function removeFeedback(
  tx: Executor,
  user: AuthUser,
  restroomId: string,
  now: Date,
): Promise<Restroom> {
  const restroom = await requireVisibleRestroom(tx, restroomId);
  await deleteFeedback(tx, restroom.id, user.id);
  return presentOne(tx, restroom, now);
}

/** Anonymous visitors have given no feedback: 'none' rather than a 401 on a page they may browse. */
export async function feedbackStatus(
  db: Executor,
  user: AuthUser | undefined,
  restroomId: string,
): Promise<FeedbackStatus> {
  const restroom = await requireVisibleRestroom(db, restroomId);
  if (!user) return 'none';
  return (await findFeedbackKind(db, restroom.id, user.id)) ?? 'none';
}
