/**
 * Names cannot carry mail content: a name is one line without a web address, and a mail to an
 * address nobody has proven does not greet by name (docs/product.md §3). Registering someone else's
 * address as "Casey.\r\n\r\nURGENT: verify at http://evil.example/x" mailed them those words.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { type ReceivedMail } from '../support/smtp-server';
import { buildApp, mailerFor } from './helpers/app';
import { PASSWORD, postJson, register, uniqueEmail } from './helpers/auth';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { loopbackSmtp } from './helpers/mail';

const smtp = loopbackSmtp();

const mailTo = (email: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(email) && subject.test(mail.subject);

describeEachDatabase('names in account mail', (getCtx) => {
  let ctx: TestContext;
  beforeAll(() => {
    const base = getCtx();
    const app = buildApp(base.handle, { mailer: mailerFor(smtp().url) });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
  });

  it('refuses a name over more than one line or holding a web address, naming the field', async () => {
    const cases = [
      ['firstName', 'Casey.\r\n\r\nURGENT', 'First name must be on one line'],
      ['lastName', 'Smith\nVerify now', 'Last name must be on one line'],
      ['firstName', 'Casey verify at http://evil.example/x', 'First name cannot contain a web address'],
      ['firstName', 'see evil.example', 'First name cannot contain a web address'],
      ['lastName', 'www.evil', 'Last name cannot contain a web address'],
    ] as const;
    for (const [field, value, message] of cases) {
      const email = uniqueEmail();
      const res = await ctx.request(
        '/api/auth/register',
        postJson({ firstName: 'Pat', lastName: 'Golfer', email, password: PASSWORD, [field]: value }),
      );
      expect(res.status, value).toBe(400);
      const body = (await res.json()) as { errors: { path: string; message: string }[] };
      expect(body.errors).toContainEqual({ path: field, message });
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    // Names as people write them still register.
    for (const firstName of ['St. John', 'J.R.', "O'Brien", 'Anne-Marie', 'Zoë'])
      await register(ctx.request, { firstName });
  });

  it('greets an unproven address without the name, a proven one by name', async () => {
    const email = uniqueEmail('casey');
    await register(ctx.request, { email, firstName: 'Casey' });
    const verification = await smtp().waitFor(mailTo(email, /Confirm your email/));
    expect(verification.text).toMatch(/^Hello,\r?\n/);
    expect(verification.text).not.toContain('Casey');

    await ctx.request('/api/auth/forgot-password', postJson({ email }));
    const unproven = await smtp().waitFor(mailTo(email, /Reset your/));
    expect(unproven.text).toMatch(/^Hello,\r?\n/);
    expect(unproven.text).not.toContain('Casey');

    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.email, email));
    await ctx.request('/api/auth/forgot-password', postJson({ email }));
    const proven = await smtp().waitFor((mail) => mailTo(email, /Reset your/)(mail) && mail !== unproven);
    expect(proven.text).toMatch(/^Hi Casey,\r?\n/);
  });
});
