/** The text of the account mails. Plain text: readable everywhere, nothing to render or block. */
import type { MailMessage } from '../mail/mailer';

interface Recipient {
  email: string;
  firstName: string;
}

export function verificationMail(user: Recipient, publicUrl: string, token: string): MailMessage {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: 'Confirm your email address for Fairway Relief',
    link,
    text: [
      `Hi ${user.firstName},`,
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
      `Hi ${user.firstName},`,
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
