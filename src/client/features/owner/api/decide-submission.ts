/**
 * Approve or reject through the outbox (docs/decisions.md §6): the decision is stored on the device with
 * its Idempotency-Key and sent when the network allows; the screen hides the submission at once.
 */
import type { PendingSubmission } from '../../../../shared/schemas/owner';
import { queueWrite } from '../../../offline/outbox';
import type { ModerationAction } from '../lib/pending';

/** The submission's name is the entry's `subject`: /sync says "Approve …" in the language on screen. */
export function decideSubmission(
  submission: Pick<PendingSubmission, '_id' | 'name'>,
  action: ModerationAction,
  reason: string,
) {
  const trimmed = reason.trim();
  return queueWrite('submission.decide', {
    params: { submissionId: submission._id },
    body: action === 'reject' || trimmed ? { action, reason: trimmed } : { action },
    subject: submission.name,
  });
}
