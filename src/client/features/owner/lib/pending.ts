/**
 * The pending list as the owner should see it (docs/decisions.md §6, optimistic writes): a submission
 * with a decision waiting in the outbox leaves the list at once and shows under 'Waiting to sync';
 * one whose decision the server refused (a 409 when another owner was quicker, say) comes back with
 * the reason, to retry or discard. Nothing vanishes silently.
 */
import type { PendingSubmission } from '../../../../shared/schemas/owner';
import type { Translate } from '../../../lib/i18n/catalogue';
import type owner from '../../../lib/i18n/catalogues/en/owner';
import type { EntryOfKind, OutboxEntry } from '../../../offline/outbox';

export type OwnerT = Translate<typeof owner>;

export type ModerationAction = 'approve' | 'reject';
type DecisionEntry = EntryOfKind<'submission.decide'>;

export const isDecision = (entry: OutboxEntry): entry is DecisionEntry => entry.kind === 'submission.decide';

/** The action of a queued decision, when it has one. */
export function moderationActionOf(entry: OutboxEntry): ModerationAction | undefined {
  return isDecision(entry) ? entry.body?.action : undefined;
}

/** 'Submission approved successfully' / 'Submission rejected successfully' (spec: '{action}d'). */
export const decisionSuccessMessage = (t: OwnerT, action: ModerationAction) => t('owner.decided', { action });

interface QueuedDecision {
  entry: DecisionEntry;
  action: ModerationAction | undefined;
  /** The submission, while the server's list still holds it. */
  submission: PendingSubmission | undefined;
}

export interface ArrangedPending {
  /** Awaiting a decision: these get Approve and Reject. */
  open: PendingSubmission[];
  /** Decided here, not yet confirmed by the server. */
  syncing: QueuedDecision[];
  /** Decided here, refused by the server: shown with the reason, Retry and Discard. */
  failed: QueuedDecision[];
}

export function arrangePending(
  submissions: readonly PendingSubmission[],
  entries: readonly OutboxEntry[],
): ArrangedPending {
  const decisions = entries.filter(isDecision);
  const byId = new Map(submissions.map((submission) => [submission._id, submission]));
  const decided = new Set(decisions.map((entry) => entry.params.submissionId));
  const queued = (entry: DecisionEntry): QueuedDecision => ({
    entry,
    action: moderationActionOf(entry),
    submission: byId.get(entry.params.submissionId),
  });
  return {
    open: submissions.filter((submission) => !decided.has(submission._id)),
    syncing: decisions.filter((entry) => entry.status !== 'failed').map(queued),
    failed: decisions.filter((entry) => entry.status === 'failed').map(queued),
  };
}

/** docs/product.md §5: a rejection needs a non-blank reason, and nothing is sent twice. */
export function canConfirmDecision(action: ModerationAction, reason: string, busy: boolean): boolean {
  if (busy) return false;
  return action === 'approve' || reason.trim().length > 0;
}
