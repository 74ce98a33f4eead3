/**
 * Google sign-in end to end against a real OpenID Connect provider on loopback (oidc-provider),
 * not a mock of our own code: our redirect → the provider's login form → its redirect back →
 * our callback (code exchange with PKCE, ID token checks) → the client's /auth/success.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import type { AppEnv } from '../../src/server/http/types';
import type { ErrorCode } from '../../src/shared/error-codes';
import { startOidcProvider, type RunningOidcProvider } from '../support/oidc-provider';
import { signInAtProvider } from '../support/oidc-sign-in';
import { bearer, login, postJson, register } from './helpers/auth';
import { buildApp, TEST_PUBLIC_URL } from './helpers/app';
import { describeEachDatabase } from './helpers/databases';

const CLIENT_ID = 'fairway-relief-test';
const CLIENT_SECRET = 'a-client-secret-for-tests';
const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/google/callback`;
const LINKED_EMAIL = 'linked.player@example.test';
const VICTIM_EMAIL = 'victim.golfer@example.test';
const CONFLICT_EMAIL = 'linked.elsewhere@example.test';

let provider: RunningOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [CALLBACK],
    accounts: [
      { sub: 'g-new', email: 'New.Golfer@Example.test', given_name: 'Greta', family_name: 'Green' },
      { sub: 'g-name-only', email: 'tiger@example.test', name: 'Tiger Woods' },
      { sub: 'g-linked', email: LINKED_EMAIL, given_name: 'Other', family_name: 'Name' },
      { sub: 'g-unverified', email: 'unverified@example.test', email_verified: false },
      { sub: 'g-victim', email: VICTIM_EMAIL, given_name: 'Vic', family_name: 'Tim' },
      { sub: 'g-conflict', email: CONFLICT_EMAIL },
      { sub: 'g-demo', email: 'admin@demo.fairwayrelief.test', given_name: 'Eve', family_name: 'Squatter' },
    ],
  });
});
afterAll(async () => {
  await provider?.close();
});

interface Outcome {
  location: URL;
  params: URLSearchParams;
}

async function startAt(app: Hono<AppEnv>) {
  const res = await app.request('/api/auth/google');
  expect(res.status).toBe(302);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('fr_oidc='));
  return { location: new URL(res.headers.get('location')!), setCookie, cookie: setCookie?.split(';')[0] };
}

/** The whole round trip; `tamper` may change the callback URL before it reaches us. */
async function signInWithGoogle(
  app: Hono<AppEnv>,
  account: string,
  options: { tamper?: (callback: URL) => void; abort?: boolean; cookie?: string | null } = {},
): Promise<Outcome> {
  const start = await startAt(app);
  const callback = await signInAtProvider(start.location.href, account, { abort: options.abort });
  expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
  options.tamper?.(callback);
  const cookie = options.cookie === null ? undefined : (options.cookie ?? start.cookie);
  const res = await app.request(`${callback.pathname}${callback.search}`, {
    headers: cookie ? { cookie } : {},
  });
  expect(res.status).toBe(302);
  // The state cookie is spent whatever happened.
  expect(res.headers.getSetCookie().some((c) => /^fr_oidc=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
  const location = new URL(res.headers.get('location')!);
  return { location, params: location.searchParams };
}

/** Each failure carries its stable code (the client words it in the golfer's language) and the English message. */
function expectError(outcome: Outcome, code: ErrorCode, message: string) {
  expect(`${outcome.location.origin}${outcome.location.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/error`);
  expect(outcome.params.get('code')).toBe(code);
  expect(outcome.params.get('message')).toBe(message);
}

describeEachDatabase('Google sign-in (OpenID Connect)', (getCtx) => {
  const googleApp = () =>
    buildApp(getCtx().handle, {
      config: { google: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } },
    });

  it('says whether Google sign-in is configured, so the client offers it only then', async () => {
    const off = await getCtx().request('/api/auth/google/status');
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ success: true, data: { configured: false } });
    const on = await googleApp().request('/api/auth/google/status');
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ success: true, data: { configured: true } });
  });

  it('redirects to /auth/error when Google sign-in is not configured', async () => {
    const res = await getCtx().request('/api/auth/google');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/error`);
    expect(location.searchParams.get('code')).toBe('google_not_configured');
    expect(location.searchParams.get('message')).toBe('Google sign-in is not configured on this server.');
  });

  it('redirects to the issuer with code flow, PKCE S256, state, nonce and the public callback URL', async () => {
    const start = await startAt(googleApp());
    expect(start.location.origin).toBe(provider.issuer);
    const params = start.location.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(params.get(name)?.length).toBeGreaterThan(20);
    expect(start.setCookie).toMatch(/HttpOnly/i);
    expect(start.setCookie).toMatch(/SameSite=Lax/i);
    expect(start.setCookie).toMatch(/Path=\/api\/auth\/google/);
    expect(start.setCookie).toMatch(/Max-Age=600/);
    // The verifier is sealed: neither it nor the state is readable in the cookie.
    expect(start.cookie).not.toContain(params.get('state')!);
  });

  it('creates a regular account from the verified Google profile and signs it in', async () => {
    const { request, db } = getCtx();
    const app = googleApp();
    const outcome = await signInWithGoogle(app, 'g-new');
    expect(`${outcome.location.origin}${outcome.location.pathname}`).toBe(`${TEST_PUBLIC_URL}/auth/success`);
    const token = outcome.params.get('token')!;
    const refreshToken = outcome.params.get('refreshToken')!;

    const profile = await request('/api/users/profile', { headers: bearer(token) });
    const { data } = (await profile.json()) as { data: { user: Record<string, string> } };
    expect(data.user).toMatchObject({
      email: 'new.golfer@example.test',
      role: 'regular',
      firstName: 'Greta',
      lastName: 'Green',
    });
    const [row] = await db.select().from(users).where(eq(users.id, data.user._id!));
    expect(row).toMatchObject({ googleSubject: 'g-new', passwordHash: null });
    expect((await request('/api/auth/refresh', postJson({ refreshToken }))).status).toBe(200);

    // Signing in again finds the same account by its Google subject.
    const again = await signInWithGoogle(app, 'g-new');
    const second = await request('/api/users/profile', { headers: bearer(again.params.get('token')!) });
    expect(((await second.json()) as { data: { user: { _id: string } } }).data.user._id).toBe(data.user._id);
  });

  it('falls back to the full name when given and family names are missing', async () => {
    const outcome = await signInWithGoogle(googleApp(), 'tiger@example.test');
    const profile = await getCtx().request('/api/users/profile', {
      headers: bearer(outcome.params.get('token')!),
    });
    const { data } = (await profile.json()) as { data: { user: Record<string, string> } };
    expect(data.user).toMatchObject({ firstName: 'Tiger', lastName: 'Woods' });
  });

  it('links an existing verified password account with the same email instead of creating another', async () => {
    const { request, db } = getCtx();
    const existing = await register(request, { email: LINKED_EMAIL, role: 'course_owner', firstName: 'Lin' });
    // Its owner proved the address (the mailed link; accounts.test.ts follows it for real).
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, LINKED_EMAIL));
    const outcome = await signInWithGoogle(googleApp(), 'g-linked');
    const profile = await request('/api/users/profile', { headers: bearer(outcome.params.get('token')!) });
    const { data } = (await profile.json()) as { data: { user: unknown } };
    // Same account, role and names kept.
    expect(data.user).toEqual({ ...existing.user, emailVerified: true });
    const [row] = await db.select().from(users).where(eq(users.email, LINKED_EMAIL));
    expect(row?.googleSubject).toBe('g-linked');
    // The password still works too.
    expect((await login(request, LINKED_EMAIL)).user._id).toBe(existing.user._id);
  });

  it('takes over an unverified password account (pre-account takeover): password removed, sessions revoked', async () => {
    const { request, db } = getCtx();
    // Someone registers the victim's address first, with a password of their own, and keeps a session.
    const squatter = await register(request, { email: VICTIM_EMAIL, password: 'squatters-own-pass' });
    const app = googleApp();
    const outcome = await signInWithGoogle(app, 'g-victim');
    const token = outcome.params.get('token')!;
    // Nor their access token, at once (issue 36): it read and wrote for the rest of its lifetime.
    expect((await app.request('/api/users/profile', { headers: bearer(squatter.accessToken) })).status).toBe(
      401,
    );
    expect((await app.request('/api/users/profile', { headers: bearer(token) })).status).toBe(200);
    const profile = await request('/api/users/profile', { headers: bearer(token) });
    const { data } = (await profile.json()) as { data: { user: Record<string, unknown> } };
    // The same account (nothing duplicated), now the victim's alone: verified, no password.
    expect(data.user).toMatchObject({ _id: squatter.user._id, emailVerified: true, hasPassword: false });
    const [row] = await db.select().from(users).where(eq(users.email, VICTIM_EMAIL));
    expect(row).toMatchObject({ googleSubject: 'g-victim', passwordHash: null });
    // The squatter is out: neither their password nor their session works any more.
    const signIn = await request(
      '/api/auth/login',
      postJson({ email: VICTIM_EMAIL, password: 'squatters-own-pass' }),
    );
    expect(signIn.status).toBe(401);
    const refreshed = await request('/api/auth/refresh', postJson({ refreshToken: squatter.refreshToken }));
    expect(refreshed.status).toBe(401);
    expect(
      (await request('/api/auth/refresh', postJson({ refreshToken: outcome.params.get('refreshToken') })))
        .status,
    ).toBe(200);
  });

  it('refuses a Google account whose email is not verified', async () => {
    const outcome = await signInWithGoogle(googleApp(), 'g-unverified');
    expectError(
      outcome,
      'google_email_unverified',
      'Your Google account has no verified email address. Verify it with Google, or register with email and password.',
    );
  });

  it('refuses an address already linked to a different Google account', async () => {
    const { request, db } = getCtx();
    await register(request, { email: CONFLICT_EMAIL });
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date(), googleSubject: 'g-someone-else' })
      .where(eq(users.email, CONFLICT_EMAIL));
    expectError(
      await signInWithGoogle(googleApp(), 'g-conflict'),
      'google_account_conflict',
      'This email address is already linked to a different Google account.',
    );
    const [row] = await db.select().from(users).where(eq(users.email, CONFLICT_EMAIL));
    expect(row?.googleSubject).toBe('g-someone-else');
  });

  it("refuses the demo's addresses, as registration does (issue 36)", async () => {
    const { db } = getCtx();
    expectError(
      await signInWithGoogle(googleApp(), 'g-demo'),
      'demo_address',
      'This address belongs to the demo. Please use your own email address.',
    );
    expect(await db.select().from(users).where(eq(users.googleSubject, 'g-demo'))).toEqual([]);
  });

  it('lands on /auth/error for a tampered state, a missing cookie, a forged code and a cancel', async () => {
    const app = googleApp();
    const expired = 'Your Google sign-in expired or was started in another browser tab. Please try again.';
    expectError(
      await signInWithGoogle(app, 'g-new', { tamper: (u) => u.searchParams.set('state', 'forged-state') }),
      'google_state_mismatch',
      expired,
    );
    expectError(await signInWithGoogle(app, 'g-new', { cookie: null }), 'google_state_mismatch', expired);
    expectError(
      await signInWithGoogle(app, 'g-new', { cookie: 'fr_oidc=not-a-sealed-value' }),
      'google_state_mismatch',
      expired,
    );
    expectError(
      await signInWithGoogle(app, 'g-new', { tamper: (u) => u.searchParams.set('code', 'forged-code') }),
      'google_failed',
      'Google sign-in failed. Please try again.',
    );
    expectError(
      await signInWithGoogle(app, 'g-new', { abort: true }),
      'google_cancelled',
      'Google sign-in was cancelled.',
    );
  });
});
