/**
 * The mail component on its own: without SMTP_URL each message is an .eml file in DATA_DIR/mail/
 * with its link in the log (so `npm start` needs no mail server); with it, the message reaches that
 * server (a real one on loopback here). Settings come from SMTP_URL and MAIL_FROM.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { captureLogger } from './helpers/app';

const message = {
  to: 'pat@example.test',
  subject: 'Confirm your email address for Fairway Relief',
  text: `Hi Pat,\n\nhttp://127.0.0.1:4399/verify-email?token=${'t'.repeat(43)}\n`,
  link: `http://127.0.0.1:4399/verify-email?token=${'t'.repeat(43)}`,
};

describe('mail', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-mail-'));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('without SMTP_URL writes each message to DATA_DIR/mail/ and logs its link', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Fairway Relief <no-reply@localhost>', dataDir },
      logger,
    );
    await mailer.send(message);
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const parsed = parseMail(await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8'));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toContain(message.link);
    expect(parsed.raw).toMatch(/^From: Fairway Relief <no-reply@localhost>$/m);
    expect(lines.find((line) => line.link === message.link)).toMatchObject({ to: message.to });
  });

  it('with SMTP_URL delivers through that server', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Fairway Relief <no-reply@fairway.example>', dataDir: '/nonexistent' },
      captureLogger().logger,
    );
    await mailer.send(message);
    const received = await smtp.waitFor((mail) => mail.to.includes(message.to));
    expect(received.text).toContain(message.link);
    expect(received.raw).toMatch(/^From: Fairway Relief <no-reply@fairway\.example>$/m);
  });

  it('reads SMTP_URL and MAIL_FROM, with a From derived from PUBLIC_URL by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Fairway Relief <no-reply@localhost>',
    });
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://fairwayrelief.example' }).mailFrom).toBe(
      'Fairway Relief <no-reply@fairwayrelief.example>',
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://relay:secret@mail.example.com:465',
      MAIL_FROM: 'Golf <golf@example.com>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://relay:secret@mail.example.com:465',
      mailFrom: 'Golf <golf@example.com>',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
