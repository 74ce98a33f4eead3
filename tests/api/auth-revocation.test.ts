/**
 * A session ends when it ends (issue 36, item 2): an access token of a session that was logged out,
 * of an account whose password was reset or that was deleted, is refused at once by the process
 * that ended it (and within seconds by every other: scale-out.test.ts); admin and moderation
 * routes act on the account's role as it is now. Before, the verified-token memory kept such a
 * token working for the rest of its quarter of an hour: a deleted admin made a new admin.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { issueEmailToken } from '../../src/server/accounts/email-tokens';
import { createTokenRevocations, revokeAccessTokens } from '../../src/server/auth/token-revocations';
import { courseOwners, users } from '../../src/server/db/schema';
import { bearer, login, PASSWORD, postJson, register, signInAsNewAdmin, uniqueEmail } from './helpers/auth';
import { buildApp } from './helpers/app';
import { describeEachDatabase, WORKER_DATABASE_URL, type TestContext } from './helpers/databases';
import { createCourse, createUser, seedRestroom, seedReview } from './helpers/restrooms';

const send = (ctx: TestContext, path: string, token: string, init: RequestInit = {}) =>
  ctx.request(path, {
    ...init,
    headers: { ...bearer(token), ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });

const reportOn = (ctx: TestContext, restroomId: string, token: string) =>
  send(ctx, `/api/restrooms/${restroomId}/reports`, token, {
    method: 'POST',
    body: JSON.stringify({ kind: 'no_paper' }),
  });

describeEachDatabase('ending sessions ends their access tokens (issue 36)', (getCtx, kind) => {
  it('after logout, the access token writes and reads nothing; the account signs in again at once', async () => {
    const ctx = getCtx();
    const course = await createCourse(ctx.db, `Logout Links ${randomUUID().slice(0, 4)}`);
    const restroom = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
    const session = await register(ctx.request);
    // Only a verified account reports (docs/product.md §13).
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.user._id));
    const other = await login(ctx.request, session.user.email);
    expect((await reportOn(ctx, restroom.id, session.accessToken)).status).toBe(201);

    const out = await ctx.request(
      '/api/auth/logout',
      postJson({ refreshToken: session.refreshToken }, bearer(session.accessToken)),
    );
    expect(out.status).toBe(200);
    expect((await reportOn(ctx, restroom.id, session.accessToken)).status).toBe(401);
    expect((await send(ctx, '/api/users/profile', session.accessToken)).status).toBe(401);
    // The device that stayed signed in is refused once, refreshes, and carries on.
    expect((await send(ctx, '/api/users/profile', other.accessToken)).status).toBe(401);
    const renewed = await ctx.request('/api/auth/refresh', postJson({ refreshToken: other.refreshToken }));
    expect(renewed.status).toBe(200);
    const { accessToken } = ((await renewed.json()) as { data: { accessToken: string } }).data;
    expect((await send(ctx, '/api/users/profile', accessToken)).status).toBe(200);
    const again = await login(ctx.request, session.user.email);
    expect((await send(ctx, '/api/users/profile', again.accessToken)).status).toBe(200);
  });

  it('after a password reset, the old access token cannot read the account export', async () => {
    const ctx = getCtx();
    const session = await register(ctx.request);
    expect((await send(ctx, '/api/users/me/export', session.accessToken)).status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
    const link = await issueEmailToken(ctx.db, row!, 'reset_password');
    const reset = await ctx.request(
      '/api/auth/reset-password',
      postJson({ token: link, password: 'a brand new passphrase' }),
    );
    expect(reset.status).toBe(200);
    expect((await send(ctx, '/api/users/me/export', session.accessToken)).status).toBe(401);
  });

  it("a deleted admin's token makes no admin and edits no course; a deleted moderator's decision is a 401", async () => {
    const ctx = getCtx();
    const admin = await signInAsNewAdmin(ctx.db, ctx.request);
    const owner = await register(ctx.request, { role: 'course_owner', email: uniqueEmail('owner') });
    const course = await createCourse(ctx.db, `Deleted Moderator ${randomUUID().slice(0, 4)}`);
    await ctx.db.insert(courseOwners).values({ courseId: course.id, userId: owner.user._id });
    const golfer = await createUser(ctx.db);
    const pending = await seedRestroom(ctx.db, { courseId: course.id, submittedBy: golfer.id });

    for (const session of [admin, owner]) {
      expect((await send(ctx, '/api/users/me', session.accessToken, { method: 'DELETE' })).status).toBe(200);
    }
    const madeAdmin = await send(ctx, '/api/admin/users', admin.accessToken, {
      method: 'POST',
      body: JSON.stringify({
        firstName: 'Eve',
        lastName: 'Later',
        email: uniqueEmail('eve'),
        password: PASSWORD,
      }),
    });
    expect(madeAdmin.status).toBe(401);
    const edited = await send(ctx, `/api/courses/${course.id}`, admin.accessToken, {
      method: 'PUT',
      body: JSON.stringify({
        name: 'Renamed by a ghost',
        address: '1 Fairway Drive',
        city: 'Pinehurst',
        state: 'NC',
        zipCode: '28374',
        latitude: 35.19,
        longitude: -79.46,
      }),
    });
    expect(edited.status).toBe(401);
    for (const session of [admin, owner]) {
      const decided = await send(ctx, `/api/owner/submissions/${pending.id}`, session.accessToken, {
        method: 'PUT',
        body: JSON.stringify({ action: 'approve' }),
      });
      expect(decided.status).toBe(401);
    }
  });

  it('admin and moderation routes read the role the account has now, not the one in the token', async () => {
    const ctx = getCtx();
    const admin = await createUser(ctx.db, 'admin');
    const golfer = await createUser(ctx.db);
    const course = await createCourse(ctx.db, `Demoted ${randomUUID().slice(0, 4)}`);
    const restroom = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
    const review = await seedReview(ctx.db, restroom, golfer, 2);
    const pending = await seedRestroom(ctx.db, { courseId: course.id, submittedBy: golfer.id });
    await ctx.db.update(users).set({ role: 'regular' }).where(eq(users.id, admin.id));

    expect((await ctx.request('/api/admin/course-owners', { headers: admin.headers })).status).toBe(403);
    const decided = await ctx.request(`/api/owner/submissions/${pending.id}`, {
      method: 'PUT',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(decided.status).toBe(403);
    const removed = await ctx.request(`/api/restrooms/reviews/${review.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(removed.status).toBe(403);

    // An account gone without a revocation (a row removed by hand): 401, never a 500.
    await ctx.db.delete(users).where(eq(users.id, admin.id));
    const ghost = await ctx.request(`/api/owner/submissions/${pending.id}`, {
      method: 'PUT',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(ghost.status).toBe(401);
  });

  it('another app on the database learns of a revocation it did not make', async () => {
    const ctx = getCtx();
    const session = await register(ctx.request);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, session.user._id));
    await ctx.db.transaction((tx) => revokeAccessTokens(tx, row!.id));
    // A new process: its first look reads every revocation of the last token lifetime.
    const fresh = ctx.requestWith(buildApp(ctx.handle));
    expect((await fresh('/api/users/profile', { headers: bearer(session.accessToken) })).status).toBe(401);
  });

  // PGlite has one connection: its transactions cannot commit out of order, so there is no case.
  if (kind === 'postgres') {
    it('a revocation committed after a later one is still learnt (PostgreSQL: transactions commit out of order)', async () => {
      const ctx = getCtx();
      const [early, late] = [await createUser(ctx.db), await createUser(ctx.db)];
      const revocations = createTokenRevocations(ctx.db, 900);
      expect(await revocations.stands(early.id, 0)).toBe(true);
      const client = postgres(WORKER_DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        // The early revocation's transaction starts first and commits last.
        await client.begin(async (open) => {
          await open`update users set token_generation = token_generation + 1 where id = ${early.id}`;
          await open`insert into token_revocations (user_id, generation) values (${early.id}, 1)`;
          await ctx.db.transaction((tx) => revokeAccessTokens(tx, late.id));
          await revocations.sync();
          expect(await revocations.stands(late.id, 0)).toBe(false);
          expect(await revocations.stands(early.id, 0)).toBe(true);
        });
      } finally {
        await client.end({ timeout: 5 });
      }
      await revocations.sync();
      expect(await revocations.stands(early.id, 0)).toBe(false);
      expect(await revocations.stands(early.id, 1)).toBe(true);
    });
  }
});
