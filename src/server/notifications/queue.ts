/**
 * The table of notifications waiting to go out (docs/product.md §12), and how rows get into it: in
 * the transaction of the event they tell about, so a committed event is never left untold, and
 * keyed by event, channel and target, so it is never told twice on one channel.
 */
import { sql } from 'drizzle-orm';
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

/** What a blocking report's notification carries; names are read when it is sent. */
export interface ReportAlertPayload {
  reportId: string;
  restroomId: string;
  kind: string;
  viaSign: boolean;
}

/**
 * A blocking report (shared/report-kinds.ts): an e-mail to each owner of the course who wants them,
 * and a push to each of their subscribed devices if they want those (no settings row: yes), but
 * nothing to the owner who reported it. One statement, in the report's transaction; answers whether
 * any was queued (the caller nudges the notifier after the commit).
 */
export async function enqueueReportAlerts(
  tx: Executor,
  report: { id: string; courseId: string; reporterId: string | null; payload: ReportAlertPayload },
): Promise<boolean> {
  const key = `report:${report.id}`;
  const payload = JSON.stringify(report.payload);
  const result = await tx.execute(sql`with owners as (
      select o.user_id, o.course_id, coalesce(s.email_alerts, true) as email, coalesce(s.push_alerts, true) as push
      from course_owners o
      left join notification_settings s on s.user_id = o.user_id and s.course_id = o.course_id
      where o.course_id = ${report.courseId}::uuid and o.user_id is distinct from ${report.reporterId}::uuid)
    insert into notifications (user_id, course_id, channel, kind, event_key, target, payload)
    select user_id, course_id, 'email', 'report', ${key}, user_id::text, ${payload}::jsonb from owners where email
    union all
    select o.user_id, o.course_id, 'push', 'report', ${key}, p.id::text, ${payload}::jsonb
      from owners o join push_subscriptions p on p.user_id = o.user_id where o.push
    on conflict do nothing
    returning id`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length > 0;
}
