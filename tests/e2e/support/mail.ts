/**
 * The mail the app sent during the run, as the loopback SMTP server (tests/support/run-smtp-server.ts)
 * received it: one JSON file per message in FAIRWAY_E2E_MAIL_DIR.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function allMail(): Mail[] {
  const dir = process.env.FAIRWAY_E2E_MAIL_DIR;
  if (!dir) throw new Error('FAIRWAY_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Mail);
}

/** The newest message to `email` whose subject matches, waiting for it to arrive. */
export async function mailTo(email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((mail) => mail.to.includes(email) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in a message, as a path on the app (the mail names PUBLIC_URL, the e2e base URL). */
export function linkPath(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens the verification link mailed to `email` through the API (for specs about something else). */
export async function verifyByMail(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(
    linkPath(await mailTo(email, /Confirm your email address/)),
    'http://x',
  ).searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
}
