import { eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { hashRefreshToken } from '../../src/server/auth/tokens';
import { refreshTokens, users } from '../../src/server/db/schema';
import { successSchema, tokenPairSchema } from '../../src/shared/schemas';
import { bearer, errorOf, postJson, register, uniqueEmail } from './helpers/auth';
import { buildApp, TEST_JWT_SECRET } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';

const key = (secret: string) => new TextEncoder().encode(secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function sign(claims: Record<string, unknown>, options: { secret?: string; alg?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .sign(key(options.secret ?? TEST_JWT_SECRET));
}

async function profile(ctx: TestContext, token: string | undefined, header?: string) {
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (header) headers.authorization = header;
  return ctx.request('/api/users/profile', { headers });
}

const refresh = (ctx: TestContext, refreshToken: string) =>
  ctx.request('/api/auth/refresh', postJson({ refreshToken }));

async function refreshed(ctx: TestContext, refreshToken: string) {
  const res = await refresh(ctx, refreshToken);
  expect(res.status).toBe(200);
  return v.parse(successSchema(tokenPairSchema), await res.json()).data;
}

const SESSION_EXPIRED = { status: 401, message: 'Your session has expired. Please sign in again.' };
const INVALID_TOKEN = { status: 401, message: 'Invalid or expired token' };

describeEachDatabase('GET /api/users/profile and access tokens', (getCtx) => {
  it('answers the user for a valid token, whose claims are userId, email, role, sub, iat, exp', async () => {
    const ctx = getCtx();
    const { accessToken, user } = await register(ctx.request);
    const res = await profile(ctx, accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { user } });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ userId: user._id, sub: user._id, email: user.email, role: 'regular' });
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('answers 401 "Authentication required" without a token', async () => {
    const res = await profile(getCtx(), undefined);
    expect(await errorOf(res)).toEqual({ status: 401, message: 'Authentication required' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('refuses expired, tampered, unsigned, wrong-key, wrong-algorithm and malformed tokens', async () => {
    const ctx = getCtx();
    const { accessToken, user } = await register(ctx.request);
    const claims = { userId: user._id, sub: user._id, email: user.email, role: user.role };
    const [header, payload, signature] = accessToken.split('.');
    const forged = {
      expired: await sign({ ...claims, iat: now() - 1000, exp: now() - 10 }),
      tamperedRole: `${header}.${b64({ ...decodeJwt(accessToken), role: 'admin' })}.${signature}`,
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      wrongSecret: await sign(
        { ...claims, exp: now() + 600 },
        { secret: 'another-secret-of-32-characters-or-more!' },
      ),
      hs512: await sign({ ...claims, exp: now() + 600 }, { alg: 'HS512' }),
      missingClaims: await sign({ sub: user._id, exp: now() + 600 }),
      notAJwt: 'hello',
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await profile(ctx, token);
      expect({ name, ...(await errorOf(res)) }).toEqual({ name, ...INVALID_TOKEN });
    }
    expect(await errorOf(await profile(ctx, undefined, 'Basic abc'))).toEqual(INVALID_TOKEN);
    // The same claims signed properly do work: the refusals above are about the token, not the user.
    expect((await profile(ctx, await sign({ ...claims, exp: now() + 600 }))).status).toBe(200);
  });

  it('signs tokens that live ACCESS_TOKEN_TTL_SECONDS (expiry itself: the forged token above)', async () => {
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { accessTokenTtlSeconds: 60 } });
    const res = await app.request(
      '/api/auth/register',
      postJson({ firstName: 'T', lastName: 'T', email: uniqueEmail('ttl'), password: 'sekrit-ttl1' }),
    );
    const { data } = (await res.json()) as { data: { accessToken: string } };
    const claims = decodeJwt(data.accessToken);
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(Math.abs(claims.iat! - now())).toBeLessThan(5);
  });

  it('answers 401 for a valid token of an account that was deleted', async () => {
    const ctx = getCtx();
    const { accessToken, user } = await register(ctx.request);
    await ctx.db.delete(users).where(eq(users.id, user._id));
    expect(await errorOf(await profile(ctx, accessToken))).toEqual({
      status: 401,
      message: 'Your account no longer exists. Please sign in again.',
    });
  });
});

describeEachDatabase('POST /api/auth/refresh and /api/auth/logout', (getCtx) => {
  it('rotates: a new pair, and the new access token works', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const second = await refreshed(ctx, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(ctx, second.accessToken)).status).toBe(200);
    const third = await refreshed(ctx, second.refreshToken);
    expect((await profile(ctx, third.accessToken)).status).toBe(200);
  });

  it('treats a rotated token used again after its replacement was used as reuse: the family is revoked', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const second = await refreshed(ctx, first.refreshToken);
    const third = await refreshed(ctx, second.refreshToken);
    expect(await errorOf(await refresh(ctx, first.refreshToken))).toEqual(SESSION_EXPIRED);
    // The thief and the real client cannot be told apart, so the newest token dies too.
    expect(await errorOf(await refresh(ctx, third.refreshToken))).toEqual(SESSION_EXPIRED);
    // Another session of the same user (another device) is untouched.
    const other = await ctx.request(
      '/api/auth/login',
      postJson({ email: first.user.email, password: 'correct horse battery' }),
    );
    const { data } = (await other.json()) as { data: { refreshToken: string } };
    expect((await refresh(ctx, data.refreshToken)).status).toBe(200);
  });

  it('lets a refresh whose answer was lost be retried: the unused replacement is retired, not the session', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const lost = await refreshed(ctx, first.refreshToken); // the phone never received this answer
    const retried = await refreshed(ctx, first.refreshToken);
    expect(retried.refreshToken).not.toBe(lost.refreshToken);
    expect((await profile(ctx, retried.accessToken)).status).toBe(200);
    expect((await refresh(ctx, retried.refreshToken)).status).toBe(200);
    // The lost answer's token, turning up later, is a stale copy: it revokes the family.
    expect(await errorOf(await refresh(ctx, lost.refreshToken))).toEqual(SESSION_EXPIRED);
  });

  it('accepts that retry only within 60 s of the rotation: later, the used token is reuse', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const unused = await refreshed(ctx, first.refreshToken);
    // A minute and a bit later the replacement is still unused (a stolen copy would look the same).
    await ctx.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '61 seconds'` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first.refreshToken)));
    expect(await errorOf(await refresh(ctx, first.refreshToken))).toEqual(SESSION_EXPIRED);
    // Reuse revokes the family: the replacement dies too.
    expect(await errorOf(await refresh(ctx, unused.refreshToken))).toEqual(SESSION_EXPIRED);
  });

  it('ends a session 90 days after its sign-in, however often it was refreshed', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const second = await refreshed(ctx, first.refreshToken);
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, first.user._id));
    // Every rotation carries the sign-in's time.
    expect(new Set(rows.map((row) => row.sessionStartedAt.toISOString())).size).toBe(1);
    await ctx.db
      .update(refreshTokens)
      .set({ sessionStartedAt: sql`now() - interval '89 days'` })
      .where(eq(refreshTokens.userId, first.user._id));
    const third = await refreshed(ctx, second.refreshToken);
    await ctx.db
      .update(refreshTokens)
      .set({ sessionStartedAt: sql`now() - interval '90 days 1 minute'` })
      .where(eq(refreshTokens.userId, first.user._id));
    expect(await errorOf(await refresh(ctx, third.refreshToken))).toEqual(SESSION_EXPIRED);
  });

  it('serialises two simultaneous uses of one token: both answered, only the later replacement lives', async () => {
    const ctx = getCtx();
    const { refreshToken } = await register(ctx.request);
    const answers = await Promise.all([refresh(ctx, refreshToken), refresh(ctx, refreshToken)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const pairs = await Promise.all(
      answers.map(async (res) => v.parse(successSchema(tokenPairSchema), await res.json()).data),
    );
    const live = await ctx.db.select().from(refreshTokens).where(isNull(refreshTokens.revokedAt));
    const liveChildren = live.filter((row) => row.parentId !== null && row.rotatedAt === null);
    const hashes = new Set(liveChildren.map((row) => row.tokenHash));
    const alive = pairs.filter((pair) => hashes.has(hashRefreshToken(pair.refreshToken)));
    expect(alive).toHaveLength(1);
  });

  it('answers 401 for unknown, expired and missing refresh tokens', async () => {
    const ctx = getCtx();
    const unknown = await refresh(ctx, 'not-a-token');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect(await errorOf(unknown)).toEqual(SESSION_EXPIRED);
    const { refreshToken, user } = await register(ctx.request);
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user._id));
    expect(await errorOf(await refresh(ctx, refreshToken))).toEqual(SESSION_EXPIRED);
    expect(await errorOf(await ctx.request('/api/auth/refresh', postJson({})))).toEqual({
      status: 400,
      message: 'Refresh token is required',
    });
  });

  it('stores refresh tokens only as hashes', async () => {
    const ctx = getCtx();
    const { refreshToken, user } = await register(ctx.request);
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it('logout revokes the session family and always answers 200', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const second = await refreshed(ctx, first.refreshToken);
    const res = await ctx.request('/api/auth/logout', postJson({ refreshToken: second.refreshToken }));
    expect(await res.json()).toEqual({ success: true, data: {} });
    expect(await errorOf(await refresh(ctx, second.refreshToken))).toEqual(SESSION_EXPIRED);

    for (const init of [
      { method: 'POST' },
      postJson({ refreshToken: 'unknown' }),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' },
    ]) {
      expect((await ctx.request('/api/auth/logout', init)).status).toBe(200);
    }
  });
});
