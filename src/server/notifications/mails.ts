/**
 * The texts the owners' notifications send (docs/product.md §12): a claim's decision, a blocking
 * report, the daily digest. Plain text; names on one line; no greeting by name (a name is whatever
 * the account typed). Each carries a stable Message-ID, so a message sent again after a crash is
 * recognisably the same one. Written in the owner's language (`language`, the account's: English
 * when it has none; the words are in mail-texts.ts, docs/decisions.md §9).
 */
import type { Language } from '../../shared/languages';
import type { ReportKind } from '../../shared/report-kinds';
import type { MailMessage } from '../mail/mailer';
import { NOTIFICATION_TEXTS } from './mail-texts';

const SIGNATURE = 'Fairway Relief';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface MailContext {
  publicUrl: string;
  /** The notification's id: the Message-ID's local part. */
  messageId: string;
  /** The recipient account's language. */
  language: Language;
}

const withMessageId = (message: MailMessage, context: MailContext): MailMessage => ({
  ...message,
  messageId: `<${context.messageId}@${new URL(context.publicUrl).hostname}>`,
});

export function claimApprovedMail(
  to: string,
  claim: { courseName: string },
  context: MailContext,
): MailMessage {
  const words = NOTIFICATION_TEXTS[context.language].claimApproved(oneLine(claim.courseName));
  const link = `${context.publicUrl}/owner-dashboard`;
  return withMessageId(
    {
      to,
      subject: words.subject,
      link,
      text: [...words.lines, '', words.toDashboard, '', link, '', SIGNATURE].join('\n'),
    },
    context,
  );
}

export function claimRejectedMail(
  to: string,
  claim: { courseName: string; reason: string },
  context: MailContext,
): MailMessage {
  const words = NOTIFICATION_TEXTS[context.language].claimRejected(oneLine(claim.courseName));
  const link = `${context.publicUrl}/courses`;
  return withMessageId(
    {
      to,
      subject: words.subject,
      link,
      text: [words.reasonIntro, '', claim.reason, '', words.retry, '', SIGNATURE].join('\n'),
    },
    context,
  );
}

/**
 * What every e-mail to an owner about a course carries: RFC 8058's one-click unsubscribe (the mail
 * client POSTs `List-Unsubscribe=One-Click` to the https link; no mailto:, nobody reads one) and,
 * in the text, where to change the settings instead.
 */
export interface CourseMailContext extends MailContext {
  unsubscribeUrl: string;
}

const courseFooter = (course: string, context: CourseMailContext) => [
  '',
  NOTIFICATION_TEXTS[context.language].courseFooter(course),
  `${context.publicUrl}/owner-dashboard?tab=notifications`,
  '',
  SIGNATURE,
];

const withUnsubscribe = (message: MailMessage, context: CourseMailContext): MailMessage => ({
  ...withMessageId(message, context),
  headers: {
    'List-Unsubscribe': `<${context.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
});

/** A blocking report, at once: what, where, and the link that opens it on the dashboard. */
export function reportAlertMail(
  to: string,
  report: { id: string; kind: ReportKind; restroomName: string; courseName: string; viaSign: boolean },
  context: CourseMailContext,
): MailMessage {
  const texts = NOTIFICATION_TEXTS[context.language];
  const course = oneLine(report.courseName);
  const facts = {
    kind: report.kind,
    restroom: oneLine(report.restroomName),
    course,
    viaSign: report.viaSign,
  };
  const link = `${context.publicUrl}/owner-dashboard?report=${report.id}`;
  return withUnsubscribe(
    {
      to,
      subject: texts.reportSubject(facts),
      link,
      text: [
        texts.reportSentence(facts),
        '',
        texts.seeReport,
        '',
        link,
        ...courseFooter(course, context),
      ].join('\n'),
    },
    context,
  );
}

export interface DigestContent {
  courseName: string;
  /** YYYY-MM-DD, the course's day. */
  day: string;
  reports: { restroom: string; kind: ReportKind; count: number; bySign: number }[];
  submissions: { restroom: string; status: string }[];
  reviews: { restroom: string; rating: number }[];
}

/** The day's other events at a course, in one e-mail the next morning. */
export function digestMail(to: string, digest: DigestContent, context: CourseMailContext): MailMessage {
  const texts = NOTIFICATION_TEXTS[context.language];
  const course = oneLine(digest.courseName);
  const [year, month, day] = digest.day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(texts.locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const link = `${context.publicUrl}/owner-dashboard`;
  const section = (title: string, lines: string[]) => (lines.length ? ['', `${title}:`, ...lines] : []);
  const reported = digest.reports.map(
    (r) => `- ${oneLine(r.restroom)}: ${texts.reportLine(r.kind, r.count, r.bySign)}`,
  );
  const submitted = digest.submissions.map(
    (s) => `- ${oneLine(s.restroom)} (${texts.submissionState(s.status)})`,
  );
  const reviewed = digest.reviews.map((r) => `- ${oneLine(r.restroom)}: ${texts.rating(r.rating)}`);
  return withUnsubscribe(
    {
      to,
      subject: texts.digestSubject(course, date),
      link,
      text: [
        texts.digestIntro(course, date),
        ...section(texts.sections.reports, reported),
        ...section(texts.sections.submissions, submitted),
        ...section(texts.sections.reviews, reviewed),
        '',
        texts.seeDigest,
        '',
        link,
        ...courseFooter(course, context),
      ].join('\n'),
    },
    context,
  );
}
