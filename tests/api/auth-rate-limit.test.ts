import { beforeEach, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '../../src/server/db/client';
import { errorOf, fromSocket, login, PASSWORD, postJson, register, uniqueEmail } from './helpers/auth';
import { buildApp } from './helpers/app';
import { describeEachDatabase, WORKER_DATABASE_URL, type TestContext } from './helpers/databases';
import { awayFromWindowEdge } from './helpers/rate-limit-windows';

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

/** Sign-in windows are fixed 15-minute slots of the clock (helpers/rate-limit-windows.ts). */
const awayFromSignInWindowEdge = () => awayFromWindowEdge(15 * 60);

describeEachDatabase('sign-in rate limits', (getCtx, kind) => {
  beforeEach(awayFromSignInWindowEdge, 30_000);
  it('refuses an account after 10 failed attempts from one address, even with the right password', async () => {
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
    const second: DbHandle = kind === 'postgres' ? await openPostgres(WORKER_DATABASE_URL!) : ctx.handle;
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
    const app = buildApp(ctx.handle, { config: { trustProxy: { kind: 'hops', hops: 1 } } });
    // Our proxy (the socket's peer) appended the client's address to what the client sent.
    const from = (client: string, written = '') => ({
      headers: { 'x-forwarded-for': written ? `${written}, ${client}` : client },
      env: fromSocket('10.0.0.1'),
    });
    const send = (email: string, password: string, origin: ReturnType<typeof from>) =>
      app.request('/api/auth/login', postJson({ email, password }, origin.headers), origin.env);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => send(uniqueEmail('spray'), 'guess', from('203.0.113.7'))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Another address is not affected, and without TRUST_PROXY the header is ignored.
    expect((await send(uniqueEmail(), 'guess', from('198.51.100.1'))).status).toBe(401);
    expect((await attempt(ctx.request, uniqueEmail(), 'guess', from('203.0.113.7').headers)).status).toBe(
      401,
    );
  });

  it('cannot be escaped by rotating the part of X-Forwarded-For the client writes itself', async () => {
    const ctx = getCtx();
    const app = buildApp(ctx.handle, { config: { trustProxy: { kind: 'hops', hops: 1 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 55; i += 1) {
      // The attack on the landed build: a fresh "first hop" each time, the real one appended after it.
      const headers = { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.99` };
      const res = await app.request(
        '/api/auth/login',
        postJson({ email: uniqueEmail('rotate'), password: 'guess' }, headers),
        fromSocket('10.0.0.1'),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('keys IPv6 clients by their /64, and by address with TRUST_PROXY ranges', async () => {
    const ctx = getCtx();
    const direct = buildApp(ctx.handle);
    const statuses: number[] = [];
    for (let i = 1; i <= 52; i += 1) {
      const res = await direct.request(
        '/api/auth/login',
        postJson({ email: uniqueEmail('six'), password: 'guess' }),
        fromSocket(`2001:db8:7:9:${i.toString(16)}::1`),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // The neighbouring /64 is someone else.
    const other = await direct.request(
      '/api/auth/login',
      postJson({ email: uniqueEmail('six'), password: 'guess' }),
      fromSocket('2001:db8:7:a::1'),
    );
    expect(other.status).toBe(401);
    // By range: past the trusted 10.0.0.0/8 proxies, the first untrusted entry from the right.
    const ranged = buildApp(ctx.handle, {
      config: { trustProxy: { kind: 'ranges', ranges: ['10.0.0.0/8'] } },
    });
    const rangedStatuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.44, 10.1.1.1` };
      const res = await ranged.request(
        '/api/auth/login',
        postJson({ email: uniqueEmail('ranged'), password: 'guess' }, headers),
        fromSocket('10.0.0.1'),
      );
      rangedStatuses.push(res.status);
    }
    expect(rangedStatuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it("locks an account only for the address that guessed: the owner's right password works elsewhere", async () => {
    const ctx = getCtx();
    const { user } = await register(ctx.request);
    const from = (address: string) => fromSocket(address);
    const tryAs = (password: string, address: string) =>
      ctx.app.request('/api/auth/login', postJson({ email: user.email, password }), from(address));
    for (let i = 0; i < 10; i += 1) expect((await tryAs('wrong', '203.0.113.50')).status).toBe(401);
    expect(await errorOf(await tryAs(PASSWORD, '203.0.113.50'))).toEqual(LIMITED);
    expect((await tryAs(PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it("lets the owner's right password in past the account's ceiling; guessers get 3 tries an address then (issue 36)", async () => {
    const ctx = getCtx();
    const { user } = await register(ctx.request);
    const tryAs = (password: string, address: string) =>
      ctx.app.request('/api/auth/login', postJson({ email: user.email, password }), fromSocket(address));
    // Ten wrong passwords from each of five addresses: the account's ceiling of 50 is reached.
    for (let i = 0; i < 50; i += 1) {
      expect((await tryAs('wrong', `203.0.113.${100 + Math.floor(i / 10)}`)).status).toBe(401);
    }
    // The owner, from a sixth address, with the right one: in, and again.
    expect((await tryAs(PASSWORD, '198.51.100.21')).status).toBe(200);
    expect((await tryAs(PASSWORD, '198.51.100.21')).status).toBe(200);
    // A new address of the guesser's: three tries while the account is under attack, not ten.
    for (let i = 0; i < 3; i += 1) expect((await tryAs('wrong', '203.0.113.120')).status).toBe(401);
    const refused = await tryAs(PASSWORD, '203.0.113.120');
    expect(await errorOf(refused)).toEqual(LIMITED);
    expectRetryAfter(refused);
  });
});
