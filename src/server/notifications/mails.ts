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
