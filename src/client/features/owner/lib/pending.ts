/**
 * The pending list as the owner should see it (decisions.md §6, optimistic writes): a submission
 * with a decision waiting in the outbox leaves the list at once and shows under 'Waiting to sync';
 * one whose decision the server refused (a 409 when another owner was quicker, say) comes back with
 * the reason, to retry or discard. Nothing vanishes silently.
 */
import type { PendingSubmission } from '../../../../shared/schemas/owner';
import type { OutboxEntry } from '../../../offline/outbox';

export const REVIEW_KIND = 'submission.review';
export type ReviewAction = 'approve' | 'reject';

export const submissionResourceKey = (id: string) => `submission:${id}`;

/** The action of a submission.review entry's body, when it has one. */
export function reviewActionOf(entry: Pick<OutboxEntry, 'body'>): ReviewAction | undefined {
  const action = (entry.body as { action?: unknown } | undefined)?.action;
  return action === 'approve' || action === 'reject' ? action : undefined;
}

/** 'Submission approved successfully' / 'Submission rejected successfully' (spec: '{action}d'). */
export const reviewSuccessMessage = (action: ReviewAction) =>
  `Submission ${action === 'approve' ? 'approved' : 'rejected'} successfully`;

export interface QueuedReview {
  entry: OutboxEntry;
  action: ReviewAction | undefined;
  /** The submission, while the server's list still holds it. */
  submission: PendingSubmission | undefined;
}

export interface ArrangedPending {
  /** Awaiting a decision: these get Approve and Reject. */
  open: PendingSubmission[];
  /** Decided here, not yet confirmed by the server. */
  syncing: QueuedReview[];
  /** Decided here, refused by the server: shown with the reason, Retry and Discard. */
  failed: QueuedReview[];
}

export function arrangePending(
  submissions: readonly PendingSubmission[],
  entries: readonly OutboxEntry[],
): ArrangedPending {
  const reviews = entries.filter((entry) => entry.kind === REVIEW_KIND);
  const byKey = new Map(submissions.map((submission) => [submissionResourceKey(submission._id), submission]));
  const decided = new Set(reviews.map((entry) => entry.resourceKey));
  const queued = (entry: OutboxEntry): QueuedReview => ({
    entry,
    action: reviewActionOf(entry),
    submission: byKey.get(entry.resourceKey),
  });
  return {
    open: submissions.filter((submission) => !decided.has(submissionResourceKey(submission._id))),
    syncing: reviews.filter((entry) => entry.status !== 'failed').map(queued),
    failed: reviews.filter((entry) => entry.status === 'failed').map(queued),
  };
}

/** Spec §5: a rejection needs a non-blank reason, and nothing is sent twice. */
export function canConfirmReview(action: ReviewAction, reason: string, busy: boolean): boolean {
  if (busy) return false;
  return action === 'approve' || reason.trim().length > 0;
}
