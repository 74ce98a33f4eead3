/**
 * Outgoing mail: verification and password-reset links.
 *
 * - With SMTP_URL (smtp:// or smtps://user:password@host:port): sent through that server by
 *   nodemailer (STARTTLS when the server offers it; smtps:// is TLS from the first byte).
 * - Without it (the zero-setup default): each message is written as an .eml file to DATA_DIR/mail/
 *   and its link is logged, so `npm start` needs nothing installed and a developer can follow the
 *   link from the log.
 *
 * Sending happens after the answer is decided, never inside a database transaction, and a failure
 * is logged rather than failing the request: the person can ask for another link.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message carries (logged when mail goes to files). */
  link: string;
  /** A stable Message-ID: a notification sent again after a crash is recognisably the same one. */
  messageId?: string;
  /** Extra header lines, e.g. List-Unsubscribe (notifications/mails.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** Gives up on an unreachable or silent SMTP server instead of holding a request's follow-up. */
const SMTP_TIMEOUT_MS = 15_000;

function envelopeOf(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

export function createMailer(config: MailConfig, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      async send(message) {
        await smtp.sendMail({ from: config.mailFrom, ...envelopeOf(message) });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await files.sendMail({ from: config.mailFrom, ...envelopeOf(message) });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, file, link: message.link },
        'mail written to a file (no SMTP_URL set); its link is in this line',
      );
    },
  };
}
