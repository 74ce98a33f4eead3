/**
 * The text of the account mails. Plain text: readable everywhere, nothing to render or block.
 * Only an address its account has proven is greeted by name: anyone may register someone else's
 * address under any name, and that name is then theirs to put in front of the owner of the address.
 * Written in the account's language (issue 39, docs/decisions.md §9; texts in mail-texts.ts),
 * English when it has none.
 */
import type { MailMessage } from '../mail/mailer';
import { mailLanguage } from '../mail/language';
import { ACCOUNT_MAIL_TEXTS, type AccountMailTexts } from './mail-texts';

interface Recipient {
  email: string;
  firstName: string;
  emailVerifiedAt: Date | null;
  language: string | null;
}

const textsFor = (user: Recipient): AccountMailTexts => ACCOUNT_MAIL_TEXTS[mailLanguage(user.language)];

const greeting = (user: Recipient, texts: AccountMailTexts) =>
  user.emailVerifiedAt ? texts.greetByName(user.firstName) : texts.greet;

function accountMail(
  user: Recipient,
  link: string,
  mail: { subject: string; before: readonly string[]; after: readonly string[] },
  texts: AccountMailTexts,
): MailMessage {
  return {
    to: user.email,
    subject: mail.subject,
    link,
    text: [greeting(user, texts), '', ...mail.before, '', link, '', ...mail.after, '', texts.signature].join(
      '\n',
    ),
  };
}

export function verificationMail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const texts = textsFor(user);
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return accountMail(user, link, texts.verification, texts);
}

export function passwordResetMail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const texts = textsFor(user);
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return accountMail(user, link, texts.passwordReset, texts);
}

/**
 * To the owner of an address someone tried to register again (docs/product.md §4). No link that
 * does anything: it points to the sign-in page, where "Forgot password?" also is.
 */
export function takenAddressMail(user: Recipient, publicUrl: string): MailMessage {
  const texts = textsFor(user);
  return accountMail(user, `${publicUrl}/login`, texts.takenAddress, texts);
}
