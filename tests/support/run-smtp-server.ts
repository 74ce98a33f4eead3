/**
 * The loopback SMTP server as a process, for Playwright's webServer (see smtp-server.ts):
 *
 *   PORT=4319 MAIL_DIR=/tmp/fairway-e2e-mail npx tsx tests/support/run-smtp-server.ts
 *
 * Every message it receives is written to MAIL_DIR as <n>.json ({ to, subject, text }), where the
 * e2e specs read the links the app mailed. Stops on SIGTERM or SIGINT.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from './smtp-server';

const dir = process.env.MAIL_DIR?.trim();
if (!dir) {
  console.error('MAIL_DIR is required');
  process.exit(1);
}
mkdirSync(dir, { recursive: true });

const server = await startSmtpServer(Number(process.env.PORT ?? 4319));
let written = 0;
const timer = setInterval(() => {
  for (const mail of server.messages.slice(written)) {
    written += 1;
    const { to, subject, text } = mail;
    writeFileSync(path.join(dir, `${written}.json`), JSON.stringify({ to, subject, text }));
  }
}, 50);
console.log(`ready smtp://127.0.0.1:${server.port}`);

const stop = () => {
  clearInterval(timer);
  void server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
