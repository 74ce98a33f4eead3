/**
 * The texts the owners' notifications send (docs/product.md §12): a claim's decision. Plain text;
 * names on one line; no greeting by name (a name is whatever the account typed). Each carries a
 * stable Message-ID, so a message sent again after a crash is recognisably the same one.
 */
import type { MailMessage } from '../mail/mailer';

const SIGNATURE = 'Fairway Relief';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface MailContext {
  publicUrl: string;
  /** The notification's id: the Message-ID's local part. */
  messageId: string;
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
  const course = oneLine(claim.courseName);
  const link = `${context.publicUrl}/owner-dashboard`;
  return withMessageId(
    {
      to,
      subject: `You are now an owner of ${course} on Fairway Relief`,
      link,
      text: [
        `Your claim of ${course} is approved: you are now one of its owners on Fairway Relief.`,
        '',
        'Confirm its restrooms and answer golfers’ reports and submissions on your dashboard:',
        '',
        link,
        '',
        SIGNATURE,
      ].join('\n'),
    },
    context,
  );
}

export function claimRejectedMail(
  to: string,
  claim: { courseName: string; reason: string },
  context: MailContext,
): MailMessage {
  const course = oneLine(claim.courseName);
  const link = `${context.publicUrl}/courses`;
  return withMessageId(
    {
      to,
      subject: `Your claim of ${course} on Fairway Relief`,
      link,
      text: [
        `We could not approve your claim of ${course}. The reason:`,
        '',
        claim.reason,
        '',
        'You can send a new claim from the course page once this is sorted out.',
        '',
        SIGNATURE,
      ].join('\n'),
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
  `You get this e-mail as an owner of ${course}. Choose what you hear about on your dashboard:`,
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
  report: {
    id: string;
    kindWords: string;
    kindLabel: string;
    restroomName: string;
    courseName: string;
    viaSign: boolean;
  },
  context: CourseMailContext,
): MailMessage {
  const course = oneLine(report.courseName);
  const restroom = oneLine(report.restroomName);
  const link = `${context.publicUrl}/owner-dashboard?report=${report.id}`;
  const who = report.viaSign ? 'Someone at its door sign' : 'A golfer';
  return withUnsubscribe(
    {
      to,
      subject: `${report.kindLabel}: ${restroom} at ${course}`,
      link,
      text: [
        `${who} reported ${restroom} at ${course} ${report.kindWords}.`,
        '',
        'See it, and mark it fixed, on your dashboard:',
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
  reports: { restroom: string; words: string; count: number; bySign: number }[];
  submissions: { restroom: string; status: string }[];
  reviews: { restroom: string; rating: number }[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const SUBMISSION_STATES: Record<string, string> = {
  pending: 'waiting for your review',
  approved: 'approved',
  rejected: 'rejected',
  removed: 'removed',
};

/** The day's other events at a course, in one e-mail the next morning. */
export function digestMail(to: string, digest: DigestContent, context: CourseMailContext): MailMessage {
  const course = oneLine(digest.courseName);
  const [year, month, day] = digest.day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const link = `${context.publicUrl}/owner-dashboard`;
  const section = (title: string, lines: string[]) => (lines.length ? ['', `${title}:`, ...lines] : []);
  const reported = digest.reports.map(
    (r) =>
      `- ${oneLine(r.restroom)}: ${r.words} (${plural(r.count, 'report', 'reports')}${r.bySign ? `, ${r.bySign} by the door sign` : ''})`,
  );
  const submitted = digest.submissions.map(
    (s) => `- ${oneLine(s.restroom)} (${SUBMISSION_STATES[s.status] ?? s.status})`,
  );
  const reviewed = digest.reviews.map((r) => `- ${oneLine(r.restroom)}: ${r.rating} of 5`);
  return withUnsubscribe(
    {
      to,
      subject: `${course} on ${date}: your daily digest`,
      link,
      text: [
        `What golfers told Fairway Relief about ${course} on ${date}.`,
        ...section('Reports', reported),
        ...section('New restrooms', submitted),
        ...section('Reviews', reviewed),
        '',
        'See them on your dashboard:',
        '',
        link,
        ...courseFooter(course, context),
      ].join('\n'),
    },
    context,
  );
}
