/**
 * E-mails in the account's language (issue 39, docs/decisions.md §9): the account mails and the
 * owners' notifications are written in `users.language` (set at sign-up from the app's language,
 * or by PATCH /api/users/profile), English when it has none; received by a real SMTP server on
 * loopback. English texts are held by accounts.test.ts, notifications.test.ts and
 * notification-digest.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restroomReports, restrooms, users } from '../../src/server/db/schema';
import { createNotifier } from '../../src/server/notifications/worker';
import { type ReceivedMail } from '../support/smtp-server';
import { buildApp, mailerFor, silentLogger, TEST_JWT_SECRET, TEST_PUBLIC_URL } from './helpers/app';
import { bearer, PASSWORD, postJson, uniqueEmail } from './helpers/auth';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  seedRestroom,
  type TestUser,
} from './helpers/restrooms';
import { loopbackSmtp, emailOf } from './helpers/mail';

const smtp = loopbackSmtp();

const mailTo = (email: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(email) && subject.test(mail.subject);

describeEachDatabase('e-mails in the account’s language', (getCtx) => {
  let ctx: TestContext;
  beforeAll(() => {
    const base = getCtx();
    const app = buildApp(base.handle, { mailer: mailerFor(smtp().url) });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
  });

  const signUp = async (email: string, language?: string) => {
    const res = await ctx.request(
      '/api/auth/register',
      postJson({
        firstName: 'Greta',
        lastName: 'Grün',
        email,
        password: PASSWORD,
        ...(language ? { language } : {}),
      }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { accessToken: string; user: { language: string | null } } }).data;
  };

  it('writes the verification mail in the language the app spoke at sign-up, English without one', async () => {
    const german = uniqueEmail('de');
    expect((await signUp(german, 'de')).user.language).toBe('de');
    const mail = await smtp().waitFor(mailTo(german, /Fairway Relief/));
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei Fairway Relief');
    expect(mail.text).toMatch(/^Hallo,\n\nBitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist/);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/verify-email?token=`);

    const english = uniqueEmail('en');
    expect((await signUp(english)).user.language).toBeNull();
    expect((await smtp().waitFor(mailTo(english, /Fairway Relief/))).subject).toBe(
      'Confirm your email address for Fairway Relief',
    );
  });

  it('writes the password reset in the language chosen later, greeting a proven address by name', async () => {
    const email = uniqueEmail('es');
    const { accessToken } = await signUp(email);
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const patched = await ctx.request('/api/users/profile', {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'es' }),
    });
    expect(patched.status).toBe(200);
    expect((await ctx.request('/api/auth/forgot-password', postJson({ email }))).status).toBe(200);
    const mail = await smtp().waitFor(mailTo(email, /contraseña/));
    expect(mail.subject).toBe('Restablece tu contraseña de Fairway Relief');
    expect(mail.text).toMatch(/^Hola, Greta:\n\nAlguien \(esperamos que tú\) ha pedido restablecer/);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
  });

  describe('an owner who reads German', () => {
    let course: { id: string; name: string };
    let room: { id: string };
    let owner: TestUser;
    let golfer: TestUser;
    beforeEach(async () => {
      course = await createCourse(ctx.db, `Sprachplatz ${randomBytes(3).toString('hex')}`);
      room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved', name: 'Clubhouse Main' });
      owner = await createUser(ctx.db, 'course_owner');
      golfer = await createUser(ctx.db);
      await assignOwner(ctx.db, course.id, owner);
      expect((await call(ctx, 'PATCH', '/api/users/profile', owner, { language: 'de' })).status).toBe(200);
    });

    const notifierAt = (at?: Date) =>
      createNotifier({
        db: ctx.db,
        mailer: mailerFor(smtp().url),
        logger: silentLogger,
        publicUrl: TEST_PUBLIC_URL,
        secret: TEST_JWT_SECRET,
        ...(at ? { clock: () => at } : {}),
      });

    it('gets a blocking report’s alert in German', async () => {
      const reported = await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, {
        kind: 'locked',
      });
      expect(reported.status).toBe(201);
      expect(await notifierAt().deliverDue()).toMatchObject({ sent: 1 });
      const mail = await smtp().waitFor(mailTo(await emailOf(ctx, owner), /Clubhouse Main/));
      expect(mail.subject).toBe(`Abgeschlossen: Clubhouse Main auf ${course.name}`);
      expect(mail.text).toContain(
        `Ein Golfer hat Clubhouse Main auf ${course.name} als abgeschlossen gemeldet.`,
      );
      expect(mail.text).toContain(`Sie erhalten diese E-Mail als Betreiber von ${course.name}.`);
    });

    it('gets the daily digest in German, its date in German', async () => {
      const reported = await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, {
        kind: 'no_paper',
      });
      expect(reported.status).toBe(201);
      // Friday 20 November 2026, noon in Pinehurst; planned that evening, sent the next morning.
      const rooms = (
        await ctx.db.select({ id: restrooms.id }).from(restrooms).where(eq(restrooms.courseId, course.id))
      ).map((row) => row.id);
      await ctx.db
        .update(restroomReports)
        .set({ createdAt: new Date('2026-11-20T17:00:00Z') })
        .where(inArray(restroomReports.restroomId, rooms));
      await ctx.db
        .update(restrooms)
        .set({ createdAt: new Date('2026-11-20T17:00:00Z') })
        .where(eq(restrooms.courseId, course.id));
      await notifierAt(new Date('2026-11-20T23:00:00Z')).deliverDue();
      expect(await notifierAt(new Date('2026-11-21T11:00:30Z')).deliverDue()).toMatchObject({ sent: 1 });
      const mail = await smtp().waitFor(mailTo(await emailOf(ctx, owner), /Zusammenfassung/));
      expect(mail.subject).toBe(`${course.name} am Freitag, 20. November: Ihre tägliche Zusammenfassung`);
      expect(mail.text).toContain('Meldungen:\n- Clubhouse Main: Kein Papier (1 Meldung)');
    });
  });
});
