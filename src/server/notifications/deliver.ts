/**
 * What a claimed notification becomes (docs/product.md §12): the message to send, or the reason
 * there is nothing to send any more (kept as `dropped`). Read when it is sent, not when it was
 * queued, so an owner who turned e-mails off or stopped owning the course a moment later is left
 * alone, and names and the account's language (docs/decisions.md §9) are today's.
 */
import { sql } from 'drizzle-orm';
import type { PushMessage } from '../../shared/push-message';
import type { Language } from '../../shared/languages';
import type { ReportKind } from '../../shared/report-kinds';
import type { Database } from '../db/client';
import { mailLanguage } from '../mail/language';
import type { MailMessage } from '../mail/mailer';
import type { ClaimedNotification } from './claims-sql';
import { digestEvents, type DigestPayload } from './digest';
import { NOTIFICATION_TEXTS } from './mail-texts';
import { claimApprovedMail, claimRejectedMail, digestMail, reportAlertMail } from './mails';
import type { ClaimDecisionPayload, ReportAlertPayload } from './queue';
import type { DeviceSubscription } from './push';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe';

export interface DeliveryContext {
  db: Database;
  publicUrl: string;
  /** Signs the unsubscribe links (the server's signing secret). */
  secret: string;
}

export type Composed =
  | { mail: MailMessage }
  | { push: { subscriptionId: string; subscription: DeviceSubscription; payload: string } }
  | { drop: string };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

function claimMail(
  row: ClaimedNotification,
  user: { email: string; language: Language },
  publicUrl: string,
): MailMessage {
  const claim = row.payload as unknown as ClaimDecisionPayload;
  const to = user.email;
  const context = { publicUrl, messageId: `notification-${row.id}`, language: user.language };
  return claim.decision === 'approved'
    ? claimApprovedMail(to, claim, context)
    : claimRejectedMail(to, { courseName: claim.courseName, reason: claim.reason ?? '' }, context);
}

/** The owner's address, whether they still own the course, and whether they still want `setting`. */
async function ownerNow(
  ctx: DeliveryContext,
  row: ClaimedNotification,
  setting: 'email_alerts' | 'email_digest' | 'push_alerts',
): Promise<{ email: string; language: Language; courseId: string; courseName: string } | { drop: string }> {
  const [found] = rowsOf<{
    email: string;
    language: string | null;
    course_id: string;
    course_name: string;
    owner: boolean;
    wanted: boolean;
  }>(
    await ctx.db.execute(sql`select u.email, u.language, c.id as course_id, c.name as course_name,
        exists (select 1 from course_owners o where o.user_id = u.id and o.course_id = c.id) as owner,
        coalesce((select ${sql.raw(`s.${setting}`)} from notification_settings s
          where s.user_id = u.id and s.course_id = c.id), true) as wanted
      from users u, courses c where u.id = ${row.userId}::uuid and c.id = ${row.courseId}::uuid`),
  );
  if (!found) return { drop: 'account or course deleted' };
  if (!found.owner) return { drop: 'no longer an owner of the course' };
  if (!found.wanted) return { drop: 'turned off in the notification settings' };
  return {
    email: found.email,
    language: mailLanguage(found.language),
    courseId: found.course_id,
    courseName: found.course_name,
  };
}

const courseContext = (
  ctx: DeliveryContext,
  row: ClaimedNotification,
  owner: { courseId: string; language: Language },
) => ({
  publicUrl: ctx.publicUrl,
  messageId: `notification-${row.id}`,
  language: owner.language,
  unsubscribeUrl: unsubscribeUrl(ctx.publicUrl, unsubscribeToken(ctx.secret, row.userId, owner.courseId)),
});

/** What a report alert says, whichever the channel; undefined when the restroom is gone. */
async function reportDetails(ctx: DeliveryContext, row: ClaimedNotification, courseName: string) {
  const payload = row.payload as unknown as ReportAlertPayload;
  const [restroom] = rowsOf<{ name: string }>(
    await ctx.db.execute(sql`select name from restrooms where id = ${payload.restroomId}::uuid`),
  );
  if (!restroom) return undefined;
  return {
    id: payload.reportId,
    kind: payload.kind as ReportKind,
    restroomName: restroom.name,
    courseName,
    viaSign: payload.viaSign,
  };
}

async function reportMail(ctx: DeliveryContext, row: ClaimedNotification): Promise<Composed> {
  const owner = await ownerNow(ctx, row, 'email_alerts');
  if ('drop' in owner) return owner;
  const report = await reportDetails(ctx, row, owner.courseName);
  if (!report) return { drop: 'restroom deleted' };
  return { mail: reportAlertMail(owner.email, report, courseContext(ctx, row, owner)) };
}

/**
 * The push of a report alert: what the device shows (every push shows a notification), and the
 * dashboard path a tap opens. The service worker reads exactly these fields (sw/).
 */
async function reportPush(ctx: DeliveryContext, row: ClaimedNotification): Promise<Composed> {
  const owner = await ownerNow(ctx, row, 'push_alerts');
  if ('drop' in owner) return owner;
  const [device] = rowsOf<DeviceSubscription>(
    await ctx.db.execute(sql`select endpoint, p256dh, auth from push_subscriptions
      where id = ${row.target}::uuid and user_id = ${row.userId}::uuid`),
  );
  if (!device) return { drop: 'push subscription removed' };
  const report = await reportDetails(ctx, row, owner.courseName);
  if (!report) return { drop: 'restroom deleted' };
  const words = NOTIFICATION_TEXTS[owner.language].push({
    kind: report.kind,
    restroom: report.restroomName,
    course: report.courseName,
    viaSign: report.viaSign,
  });
  const payload: PushMessage = {
    ...words,
    url: `/owner-dashboard?report=${report.id}`,
    tag: `report-${report.id}`,
  };
  return { push: { subscriptionId: row.target, subscription: device, payload: JSON.stringify(payload) } };
}

async function digestOf(ctx: DeliveryContext, row: ClaimedNotification): Promise<Composed> {
  const owner = await ownerNow(ctx, row, 'email_digest');
  if ('drop' in owner) return owner;
  const payload = row.payload as unknown as DigestPayload;
  const events = await digestEvents(ctx.db, payload);
  // Everything of the day was taken back since (a review deleted, a submission withdrawn).
  if (events.reports.length + events.submissions.length + events.reviews.length === 0)
    return { drop: 'nothing left to tell' };
  const content = { courseName: owner.courseName, day: payload.day, ...events };
  return { mail: digestMail(owner.email, content, courseContext(ctx, row, owner)) };
}

export async function compose(ctx: DeliveryContext, row: ClaimedNotification): Promise<Composed> {
  if (row.kind === 'report') return row.channel === 'push' ? reportPush(ctx, row) : reportMail(ctx, row);
  if (row.kind === 'digest') return digestOf(ctx, row);
  const [user] = rowsOf<{ email: string; language: string | null }>(
    await ctx.db.execute(sql`select email, language from users where id = ${row.userId}::uuid`),
  );
  if (!user) return { drop: 'account deleted' };
  return {
    mail: claimMail(row, { email: user.email, language: mailLanguage(user.language) }, ctx.publicUrl),
  };
}
