/**
 * The text of the account mails. Plain text: readable everywhere, nothing to render or block.
 * Only an address its account has proven is greeted by name: anyone may register someone else's
 * address under any name, and that name is then theirs to put in front of the owner of the address.
 */
import type { MailMessage } from '../mail/mailer';

interface Recipient {
  email: string;
  firstName: string;
  emailVerifiedAt: Date | null;
}

const greeting = (user: Recipient) => (user.emailVerifiedAt ? `Hi ${user.firstName},` : 'Hello,');

export function verificationMail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: 'Confirm your email address for Fairway Relief',
    link,
    text: [
      greeting(user),
      '',
      'Please confirm that this is your email address by opening this link:',
      '',
      link,
      '',
      'The link works once, for 24 hours. If you did not create a Fairway Relief account, ignore',
      'this message: nothing happens without the link.',
      '',
      'Fairway Relief',
    ].join('\n'),
  };
}

export function passwordResetMail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: 'Reset your Fairway Relief password',
    link,
    text: [
      greeting(user),
      '',
      'Someone (hopefully you) asked to reset the password of your Fairway Relief account.',
      'To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once, for one hour. Setting a new password signs your account out everywhere.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
      '',
      'Fairway Relief',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again (docs/product.md §4). No link that
 * does anything: it points to the sign-in page, where "Forgot password?" also is.
 */
export function takenAddressMail(user: Recipient, publicUrl: string): MailMessage {
  const link = `${publicUrl}/login`;
  return {
    to: user.email,
    subject: 'Someone tried to create a Fairway Relief account with your address',
    link,
    text: [
      greeting(user),
      '',
      'Someone tried to create a Fairway Relief account with this email address, which already has',
      'one. If it was you, sign in, or reset your password from the sign-in page ("Forgot password?"):',
      '',
      link,
      '',
      'If it was not you, ignore this message: nothing about your account has changed.',
      '',
      'Fairway Relief',
    ].join('\n'),
  };
}
