/**
 * Real accounts: a verified email, a forgotten password, and a person's own data. Mail goes through
 * a real SMTP server on loopback (tests/support/smtp-server.ts) and the tests follow the links it
 * delivers, as a person would.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { emailTokens, refreshTokens, restrooms, reviews, users } from '../../src/server/db/schema';
import { accountExportResultSchema, successSchema, userSchema } from '../../src/shared/schemas';
import { linkIn, type ReceivedMail } from '../support/smtp-server';
import { buildApp, mailerFor, TEST_JWT_SECRET, TEST_PUBLIC_URL } from './helpers/app';
import {
  bearer,
  errorOf,
  fromSocket,
  login,
  PASSWORD,
  postJson,
  register,
  uniqueEmail,
} from './helpers/auth';
import { expectEveryAggregateExact } from './helpers/consistency';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { call, createCourse, createUser, seedFeedback, seedRestroom, seedReview } from './helpers/restrooms';
import { loopbackSmtp } from './helpers/mail';

const smtp = loopbackSmtp();

const mailTo = (email: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(email) && subject.test(mail.subject);
const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail)).searchParams.get('token')!;
const mailsTo = (email: string) => smtp().messages.filter((mail) => mail.to.includes(email));
/** Mail goes out after the answer: give a message that should not come the time to arrive anyway. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describeEachDatabase('accounts', (getCtx) => {
  let ctx: TestContext;
  beforeAll(() => {
    const base = getCtx();
    const app = buildApp(base.handle, { mailer: mailerFor(smtp().url) });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
  });
  const profileOf = async (accessToken: string) => {
    const res = await ctx.request('/api/users/profile', { headers: bearer(accessToken) });
    return v.parse(successSchema(v.object({ user: userSchema })), await res.json()).data.user;
  };

  it('mails a verification link on registration; it verifies once, and is stored only hashed', async () => {
    const session = await register(ctx.request);
    expect(session.user).toMatchObject({ emailVerified: false, hasPassword: true });
    const mail = await smtp().waitFor(mailTo(session.user.email, /Confirm your email/));
    const link = new URL(linkIn(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/verify-email`);
    const token = tokenOf(mail);
    const stored = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, session.user._id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await ctx.request('/api/auth/verify-email', postJson({ token }));
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { data: { user: unknown } }).data.user).toMatchObject({
      _id: session.user._id,
      emailVerified: true,
    });
    expect((await profileOf(session.accessToken)).emailVerified).toBe(true);
    expect(await errorOf(await ctx.request('/api/auth/verify-email', postJson({ token })))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/expired or was already used/),
    });
  });

  it('lets a verification link expire after 24 hours', async () => {
    const session = await register(ctx.request);
    const token = tokenOf(await smtp().waitFor(mailTo(session.user.email, /Confirm/)));
    const [row] = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, session.user._id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4);
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, session.user._id));
    expect((await ctx.request('/api/auth/verify-email', postJson({ token }))).status).toBe(400);
    expect((await profileOf(session.accessToken)).emailVerified).toBe(false);
  });

  it('resends to the signed-in person only, retiring the old link, three times an hour', async () => {
    const session = await register(ctx.request);
    const first = tokenOf(await smtp().waitFor(mailTo(session.user.email, /Confirm/)));
    expect((await ctx.request('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
    const resend = () =>
      ctx.request('/api/auth/resend-verification', { method: 'POST', headers: bearer(session.accessToken) });
    expect((await resend()).status).toBe(200);
    await smtp().waitFor(
      (mail) => mailsTo(session.user.email).length === 2 && mail.to.includes(session.user.email),
    );
    expect((await ctx.request('/api/auth/verify-email', postJson({ token: first }))).status).toBe(400);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    await settle();
    expect(mailsTo(session.user.email)).toHaveLength(4);
    // The newest link works; a verified account is told so, and no mail is sent.
    await ctx.request(
      '/api/auth/verify-email',
      postJson({ token: tokenOf(mailsTo(session.user.email).at(-1)!) }),
    );
    expect((await profileOf(session.accessToken)).emailVerified).toBe(true);
  });

  it('answers "forgot password" the same for any email, mails only real accounts, and limits per email', async () => {
    const { user } = await register(ctx.request);
    const unknown = uniqueEmail('nobody');
    const ask = (email: string) => ctx.request('/api/auth/forgot-password', postJson({ email }));
    const real = await ask(user.email.toUpperCase());
    const ghost = await ask(unknown);
    expect(real.status).toBe(200);
    expect(await real.text()).toBe(await ghost.text());
    await smtp().waitFor(mailTo(user.email, /Reset your/));
    await settle();
    expect(mailsTo(unknown)).toEqual([]);
    for (const email of [user.email, unknown]) {
      expect((await ask(email)).status).toBe(200);
      expect((await ask(email)).status).toBe(200);
      expect((await ask(email)).status).toBe(429);
    }
  });

  it('resets the password once with an hour-long link, signs out every device, and verifies the address', async () => {
    const session = await register(ctx.request);
    const other = await login(ctx.request, session.user.email);
    await ctx.request('/api/auth/forgot-password', postJson({ email: session.user.email }));
    const mail = await smtp().waitFor(mailTo(session.user.email, /Reset your/));
    expect(`${new URL(linkIn(mail)).pathname}`).toBe('/reset-password');
    const token = tokenOf(mail);
    const [row] = await ctx.db
      .select()
      .from(emailTokens)
      .where(sql`${emailTokens.userId} = ${session.user._id} and ${emailTokens.purpose} = 'reset_password'`);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3600 * 1000, -4);

    const reset = (password: string) =>
      ctx.request('/api/auth/reset-password', postJson({ token, password }));
    // The page checks the link on arrival; checking does not spend it.
    const check = () => ctx.request('/api/auth/reset-password/check', postJson({ token }));
    for (let i = 0; i < 2; i += 1) {
      const res = await check();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: { expiresAt: row!.expiresAt.toISOString() } });
    }
    // A common password is refused without spending the link.
    expect((await reset('password1')).status).toBe(400);
    expect((await check()).status).toBe(200);
    expect((await reset('a brand new password')).status).toBe(200);
    expect((await reset('yet another password')).status).toBe(400);
    // Used: the page says so when the link is opened again, with the reset's own words.
    const used = await check();
    expect({ status: used.status, ...((await used.json()) as object) }).toMatchObject({
      status: 400,
      code: 'reset_link_invalid',
      message: 'This password reset link has expired or was already used. Please ask for a new one.',
    });

    expect(
      (await ctx.request('/api/auth/login', postJson({ email: session.user.email, password: PASSWORD })))
        .status,
    ).toBe(401);
    const fresh = await login(ctx.request, session.user.email, 'a brand new password');
    expect(fresh.user.emailVerified).toBe(true);
    for (const old of [session.refreshToken, other.refreshToken]) {
      expect((await ctx.request('/api/auth/refresh', postJson({ refreshToken: old }))).status).toBe(401);
    }
    const live = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user._id));
    expect(live.filter((t) => t.revokedAt === null)).toHaveLength(1);
  });

  it('refuses an expired reset link', async () => {
    const { user } = await register(ctx.request);
    await ctx.request('/api/auth/forgot-password', postJson({ email: user.email }));
    const token = tokenOf(await smtp().waitFor(mailTo(user.email, /Reset your/)));
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, user._id));
    const res = await ctx.request(
      '/api/auth/reset-password',
      postJson({ token, password: 'a brand new password' }),
    );
    expect(await errorOf(res)).toMatchObject({ status: 400, message: expect.stringMatching(/expired/) });
    const checked = await ctx.request('/api/auth/reset-password/check', postJson({ token }));
    expect(checked.status).toBe(400);
    expect(await checked.json()).toMatchObject({ code: 'reset_link_invalid' });
  });

  it('limits the account mail endpoints per address (20 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await ctx.app.request(
        '/api/auth/forgot-password',
        postJson({ email: uniqueEmail('spray') }),
        fromSocket('203.0.113.201'),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Checking a reset link spends the same budget (20 unknown links, then refused unasked).
    const checks: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await ctx.app.request(
        '/api/auth/reset-password/check',
        postJson({ token: `guess-${i}` }),
        fromSocket('203.0.113.202'),
      );
      checks.push(res.status);
    }
    expect(checks.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(checks[20]).toBe(429);
  });

  it('lets support make only a verified account a course owner', async () => {
    const admin = await createUser(ctx.db, 'admin');
    const course = await createCourse(ctx.db, 'Verified Owners Links');
    const owner = await register(ctx.request, { role: 'course_owner' });
    const assign = () =>
      call(ctx, 'POST', `/api/admin/courses/${course.id}/owners`, admin, { email: owner.user.email });
    const refused = await assign();
    expect(await errorOf(refused)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not verified/),
    });
    const token = tokenOf(await smtp().waitFor(mailTo(owner.user.email, /Confirm/)));
    await ctx.request('/api/auth/verify-email', postJson({ token }));
    expect((await assign()).status).toBe(200);
  });

  it('exports everything held about the person, and nothing secret', async () => {
    const golfer = await createUser(ctx.db);
    const course = await createCourse(ctx.db, 'Export Links');
    const room = await seedRestroom(ctx.db, { courseId: course.id, submittedBy: golfer.id });
    await seedReview(ctx.db, room, golfer, 4, { comment: 'Mine' });
    await seedFeedback(ctx.db, room.id, golfer, 'helpful');
    await call(ctx, 'POST', `/api/restrooms/${room.id}/reports`, golfer, { kind: 'no_soap', note: 'Empty' });
    await call(ctx, 'POST', `/api/restrooms/${room.id}/confirm`, golfer);
    const res = await call(ctx, 'GET', '/api/users/me/export', golfer);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { export: data } = v.parse(successSchema(accountExportResultSchema), await res.json()).data;
    expect(data.account._id).toBe(golfer.id);
    expect(data.reviews).toMatchObject([{ comment: 'Mine', rating: 4, courseName: 'Export Links' }]);
    expect(data.feedback).toMatchObject([{ kind: 'helpful', restroomId: room.id }]);
    expect(data.submissions).toMatchObject([{ _id: room.id }]);
    // The confirmation settled the report: both are the golfer's, and both are in the export.
    expect(data.reports).toMatchObject([{ kind: 'no_soap', note: 'Empty', resolution: 'confirmed' }]);
    expect(data.confirmations).toMatchObject([{ restroomId: room.id }]);
    expect(JSON.stringify(data)).not.toMatch(/argon2|token_hash|tokenHash|password_hash/);
    expect((await call(ctx, 'GET', '/api/users/me/export')).status).toBe(401);
  });

  it('deletes an account with its password: reviews gone, aggregates exact, submissions anonymised, sessions ended', async () => {
    const session = await register(ctx.request);
    const me = { headers: bearer(session.accessToken) };
    const course = await createCourse(ctx.db, 'Farewell Links');
    const other = await createCourse(ctx.db, 'Farewell Two');
    const neighbour = await createUser(ctx.db);
    const room = await seedRestroom(ctx.db, { courseId: course.id, submittedBy: session.user._id });
    const room2 = await seedRestroom(ctx.db, { courseId: other.id });
    for (const [restroom, rating] of [
      [room, 5],
      [room2, 1],
    ] as const) {
      const res = await ctx.request(`/api/restrooms/${restroom.id}/reviews`, {
        ...postJson({ rating }, me.headers),
      });
      expect(res.status).toBe(201);
    }
    await seedReview(ctx.db, room, neighbour, 3);
    await ctx.request(`/api/restrooms/${room2.id}/feedback/helpful`, { method: 'POST', headers: me.headers });

    const remove = (body?: unknown, headers = me.headers) =>
      ctx.request('/api/users/me', {
        method: 'DELETE',
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect(await errorOf(await remove({ password: 'not it at all' }))).toEqual({
      status: 403,
      message: 'That password is not right.',
    });
    expect((await remove({ password: PASSWORD })).status).toBe(200);

    expect(await ctx.db.select().from(users).where(eq(users.id, session.user._id))).toEqual([]);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.userId, session.user._id))).toEqual([]);
    const [kept] = await ctx.db.select().from(restrooms).where(eq(restrooms.id, room.id));
    expect(kept).toMatchObject({ submittedBy: null, totalReviews: 1, averageRating: 3 });
    await expectEveryAggregateExact(ctx.db);
    expect(
      (await ctx.request('/api/auth/refresh', postJson({ refreshToken: session.refreshToken }))).status,
    ).toBe(401);
    expect(
      (await ctx.request('/api/auth/login', postJson({ email: session.user.email, password: PASSWORD })))
        .status,
    ).toBe(401);
    expect((await ctx.request('/api/users/profile', me)).status).toBe(401);
  });

  it('needs the password or a sign-in within the last 10 minutes', async () => {
    const session = await register(ctx.request);
    const tokenWithAuthTime = (secondsAgo: number) =>
      new SignJWT({
        userId: session.user._id,
        email: session.user.email,
        role: 'regular',
        auth_time: Math.floor(Date.now() / 1000) - secondsAgo,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.user._id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const remove = (token: string) =>
      ctx.request('/api/users/me', { method: 'DELETE', headers: bearer(token) });
    // Signed in 11 minutes ago (the token refreshed since): the password is needed.
    expect(await errorOf(await remove(await tokenWithAuthTime(11 * 60)))).toEqual({
      status: 403,
      message: 'Please enter your password to delete your account.',
    });
    expect((await remove(await tokenWithAuthTime(9 * 60))).status).toBe(200);
  });
});
