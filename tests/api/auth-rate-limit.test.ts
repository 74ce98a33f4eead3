import { beforeEach, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '../../src/server/db/client';
import { errorOf, login, PASSWORD, postJson, register, uniqueEmail } from './helpers/auth';
import { buildApp } from './helpers/app';
import { describeEachDatabase, TEST_DATABASE_URL, type TestContext } from './helpers/databases';

const LIMITED = {
  status: 429,
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
};
const WRONG = { status: 401, message: 'Invalid email or password' };

type Request = TestContext['request'];
const attempt = (request: Request, email: string, password: string, headers: Record<string, string> = {}) =>
  request('/api/auth/login', postJson({ email, password }, headers));

function expectRetryAfter(res: Response) {
  const seconds = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
}

/**
 * Windows are fixed 15-minute slots of the clock. A test that straddled a slot boundary would see
 * its count reset half-way, so each test starts at least 20 s before the next boundary.
 */
async function awayFromWindowEdge() {
  const window = 15 * 60;
  const left = window - ((Date.now() / 1000) % window);
  if (left < 20) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

describeEachDatabase('sign-in rate limits', (getCtx, kind) => {
  beforeEach(awayFromWindowEdge, 30_000);
  it('refuses an account after 10 failed attempts in the window, even with the right password', async () => {
    const { request } = getCtx();
    const { user } = await register(request);
    for (let i = 0; i < 10; i += 1) {
      expect(await errorOf(await attempt(request, user.email, 'wrong password'))).toEqual(WRONG);
    }
    const refused = await attempt(request, user.email.toUpperCase(), PASSWORD);
    expectRetryAfter(refused);
    expect(await errorOf(refused)).toEqual(LIMITED);
    // Other accounts are not affected.
    const other = await register(request);
    expect((await login(request, other.user.email)).user._id).toBe(other.user._id);
  });

  it('counts failures only: a successful sign-in gives its attempt back', async () => {
    const { request } = getCtx();
    const { user } = await register(request);
    for (let i = 0; i < 9; i += 1) await attempt(request, user.email, 'wrong password');
    await login(request, user.email);
    expect(await errorOf(await attempt(request, user.email, 'wrong password'))).toEqual(WRONG);
    expect(await errorOf(await attempt(request, user.email, 'wrong password'))).toEqual(LIMITED);
  });

  it('shares the count between API processes on the same database', async () => {
    const ctx = getCtx();
    // PostgreSQL: a second connection pool, as a second process would have. PGlite has one owner.
    const second: DbHandle = kind === 'postgres' ? await openPostgres(TEST_DATABASE_URL!) : ctx.handle;
    try {
      const appB = buildApp(second);
      const requestB: Request = async (path, init) => appB.request(path, init);
      const { user } = await register(ctx.request);
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(ctx.request, user.email, 'nope')).status).toBe(401);
        expect((await attempt(requestB, user.email, 'nope')).status).toBe(401);
      }
      expect(await errorOf(await attempt(ctx.request, user.email, PASSWORD))).toEqual(LIMITED);
      expect(await errorOf(await attempt(requestB, user.email, PASSWORD))).toEqual(LIMITED);
    } finally {
      if (second !== ctx.handle) await second.close();
    }
  });

  it('refuses an address after 50 failures across accounts, exactly, under concurrency', async () => {
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { trustProxy: true } });
    const request: Request = async (path, init) => app.request(path, init);
    // The first X-Forwarded-For hop is the client; the rest are proxies.
    const from = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => attempt(request, uniqueEmail('spray'), 'guess', from)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Another address is not affected, and without TRUST_PROXY the header is ignored.
    expect(
      (await attempt(request, uniqueEmail(), 'guess', { 'x-forwarded-for': '198.51.100.1' })).status,
    ).toBe(401);
    expect((await attempt(ctx.request, uniqueEmail(), 'guess', from)).status).toBe(401);
  });
});
