/**
 * Fair limits on what is cheap to ask (issue 36, item 5): successful sign-ins and refreshes have
 * ceilings per account and per address, an account keeps at most MAX_LIVE_SESSIONS sessions (a
 * sign-in past them ends the oldest), and a session's rotated rows go once the retry window has
 * passed, while reuse of a token whose row went still ends the session. Before, 600 chained
 * refreshes and 150 correct sign-ins were all answered, and each left rows behind for 30 days.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, expect, it } from 'vitest';
import { REFRESHES_PER_ACCOUNT, SIGN_INS_PER_ACCOUNT } from '../../src/server/auth/login-limits';
import { familyOfRefreshToken, hashRefreshToken, MAX_LIVE_SESSIONS } from '../../src/server/auth/tokens';
import { refreshTokens } from '../../src/server/db/schema';
import { successSchema, tokenPairSchema } from '../../src/shared/schemas';
import { errorOf, fromSocket, login, PASSWORD, postJson, register } from './helpers/auth';
import { buildApp } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { awayFromWindowEdge } from './helpers/rate-limit-windows';

const SESSIONS_LIMITED = {
  status: 429,
  message: 'Too many sign-ins on this account. Please wait a few minutes and try again.',
};

async function refreshWith(request: TestContext['request'], refreshToken: string) {
  const res = await request('/api/auth/refresh', postJson({ refreshToken }));
  return { res, pair: res.ok ? v.parse(successSchema(tokenPairSchema), await res.json()).data : undefined };
}

describeEachDatabase('session limits (issue 36)', (getCtx) => {
  beforeEach(() => awayFromWindowEdge(15 * 60), 30_000);

  it('defaults: 20 sign-ins and 30 refreshes per account in 15 minutes, 10 live sessions', () => {
    expect([SIGN_INS_PER_ACCOUNT.limit, REFRESHES_PER_ACCOUNT.limit, MAX_LIVE_SESSIONS]).toEqual([
      20, 30, 10,
    ]);
  });

  it("caps an account's successful sign-ins, whatever address they come from", async () => {
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { accountRateLimits: { signIns: 3 } } });
    const request = ctx.requestWith(app);
    // Registering is the first sign-in; two more make three.
    const { user } = await register(request);
    for (let i = 0; i < 2; i += 1) await login(request, user.email);
    const refused = await request('/api/auth/login', postJson({ email: user.email, password: PASSWORD }));
    expect(await errorOf(refused)).toEqual(SESSIONS_LIMITED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account signs in as usual.
    const other = await register(ctx.request);
    await login(request, other.user.email);
  });

  it("caps an account's refreshes; a refused refresh leaves the token as it was", async () => {
    const ctx = getCtx();
    const request = ctx.requestWith(
      buildApp(ctx.handle, { config: { accountRateLimits: { refreshes: 3 } } }),
    );
    let { refreshToken } = await register(ctx.request);
    for (let i = 0; i < 3; i += 1) {
      const { res, pair } = await refreshWith(request, refreshToken);
      expect(res.status).toBe(200);
      refreshToken = pair!.refreshToken;
    }
    const { res } = await refreshWith(request, refreshToken);
    expect(await errorOf(res)).toEqual(SESSIONS_LIMITED);
    const [row] = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    expect(row).toMatchObject({ rotatedAt: null, revokedAt: null });
  });

  it('caps sign-in attempts (right or wrong) and refreshes per address, before any password is checked', async () => {
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { addressRateLimits: { signIns: 2, refreshes: 2 } } });
    const { user, refreshToken } = await register(ctx.request);
    const signIn = (password: string, address: string) =>
      app.request('/api/auth/login', postJson({ email: user.email, password }), fromSocket(address));
    expect((await signIn('wrong', '203.0.113.7')).status).toBe(401);
    expect((await signIn(PASSWORD, '203.0.113.7')).status).toBe(200);
    const refused = await signIn(PASSWORD, '203.0.113.7');
    expect(await errorOf(refused)).toEqual({
      status: 429,
      message: 'Too many sign-ins from your network. Please wait a few minutes and try again.',
    });
    expect((await signIn(PASSWORD, '198.51.100.7')).status).toBe(200);

    const refresh = (token: string) =>
      app.request('/api/auth/refresh', postJson({ refreshToken: token }), fromSocket('203.0.113.8'));
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    const next = v.parse(successSchema(tokenPairSchema), await first.json()).data.refreshToken;
    expect((await refresh(next)).status).toBe(200);
    expect((await refresh('not-even-a-token')).status).toBe(429);
  });

  it('keeps at most 10 live sessions per account: the 11th sign-in ends the oldest', async () => {
    const ctx = getCtx();
    const first = await register(ctx.request);
    const later = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS; i += 1) later.push(await login(ctx.request, first.user.email));
    expect((await refreshWith(ctx.request, first.refreshToken)).res.status).toBe(401);
    for (const session of later)
      expect((await refreshWith(ctx.request, session.refreshToken)).res.status).toBe(200);
    const live = await ctx.db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.userId, first.user._id),
          isNull(refreshTokens.revokedAt),
          isNull(refreshTokens.rotatedAt),
        ),
      );
    expect(live).toHaveLength(MAX_LIVE_SESSIONS);
  });

  it('prunes rows rotated past the retry window, and a reused token whose row went still ends its session', async () => {
    const ctx = getCtx();
    const start = await register(ctx.request);
    const familyId = familyOfRefreshToken(start.refreshToken)!;
    expect(familyId).toMatch(/^[0-9a-f-]{36}$/);
    const used = [start.refreshToken];
    let current = start.refreshToken;
    for (let i = 0; i < 12; i += 1) {
      // Every rotation so far happened two minutes ago: past the 60 s in which a retry is one.
      await ctx.db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now() - interval '2 minutes'` })
        .where(and(eq(refreshTokens.familyId, familyId), sql`${refreshTokens.rotatedAt} is not null`));
      const { pair } = await refreshWith(ctx.request, current);
      current = pair!.refreshToken;
      used.push(current);
    }
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    // The live token and the one it replaced (kept for a retry): not one row per refresh.
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(
      await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(used[0]!))),
    ).toEqual([]);

    // A thief's copy of the first token, or the real client's stale one: the session ends.
    expect((await refreshWith(ctx.request, used[0]!)).res.status).toBe(401);
    expect((await refreshWith(ctx.request, current)).res.status).toBe(401);
  });
});
