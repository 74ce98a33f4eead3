/**
 * Approve or reject through the outbox (decisions.md §6): the decision is stored on the device with
 * its Idempotency-Key and sent when the network allows; the screen hides the submission at once.
 */
import type { PendingSubmission } from '../../../../shared/schemas/owner';
import { enqueueWrite, type OutboxEntry } from '../../../offline/outbox';
import { REVIEW_KIND, submissionResourceKey, type ReviewAction } from '../lib/pending';

export function queueSubmissionReview(
  submission: Pick<PendingSubmission, '_id' | 'name'>,
  action: ReviewAction,
  reason: string,
): Promise<OutboxEntry> {
  const trimmed = reason.trim();
  return enqueueWrite({
    method: 'PUT',
    path: `owner/submissions/${encodeURIComponent(submission._id)}`,
    body: action === 'reject' || trimmed ? { action, reason: trimmed } : { action },
    kind: REVIEW_KIND,
    label: `${action === 'approve' ? 'Approve' : 'Reject'} ${submission.name}`,
    resourceKey: submissionResourceKey(submission._id),
  });
}
