/**
 * Mail in the API tests: a real SMTP server on loopback for a test file (docs/decisions.md: real
 * components, never stand-ins of our own), and the address a test user's mail goes to.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import type { TestContext } from './databases';
import type { TestUser } from './restrooms';

/**
 * Starts one loopback SMTP server before the file's tests and closes it after them. Call it at the
 * top of the file; the returned function gives the server once it has started.
 */
export function loopbackSmtp(): () => TestSmtpServer {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error('the loopback SMTP server is started in beforeAll: use it inside a test');
    return smtp;
  };
}

/** The e-mail address of a user the test created (the mail's recipient). */
export async function emailOf(ctx: TestContext, user: TestUser): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return row!.email;
}
