/**
 * The table of notifications waiting to go out (docs/product.md §12), and how rows get into it: in
 * the transaction of the event they tell about, so a committed event is never left untold, and
 * keyed by event, channel and target, so it is never told twice on one channel.
 */
import type { Executor } from '../db/client';
import { notifications } from '../db/schema';

export interface ClaimDecisionPayload {
  decision: 'approved' | 'rejected';
  courseId: string;
  courseName: string;
  reason?: string;
}

/** The e-mail telling a claimant the decision on their claim, at most once per claim. */
export async function enqueueClaimMail(
  tx: Executor,
  mail: { userId: string; courseId: string; claimId: string; payload: ClaimDecisionPayload },
): Promise<void> {
  await tx
    .insert(notifications)
    .values({
      userId: mail.userId,
      courseId: mail.courseId,
      channel: 'email',
      kind: 'claim',
      eventKey: `claim:${mail.claimId}`,
      target: mail.userId,
      payload: mail.payload,
    })
    .onConflictDoNothing();
}
