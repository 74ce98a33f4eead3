/**
 * Security headers on every kind of answer (API, static file, SPA shell, error, 404, 413), HSTS only
 * over HTTPS, and CORS: closed by default, opened to exact origins by configuration. Pages (and the
 * API reference's page) carry the page policy; API answers that are data carry a policy that allows
 * nothing, without the headers that only act in a document.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/server/app';
import { API_CONTENT_SECURITY_POLICY, HSTS_VALUE } from '../../src/server/http/security-headers';
import { fromSocket } from './helpers/auth';
import { buildApp, handleWithoutDatabase } from './helpers/app';
import { authAs } from './helpers/courses';
import { describeEachDatabase } from './helpers/databases';

const FIXED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};
/** On an API answer that is data: nothing may load, run or frame it, and the browser must not sniff. */
const DATA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
};

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function parseCsp(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(res: Response, label: string): void {
  for (const [name, value] of Object.entries(FIXED_HEADERS)) {
    expect(res.headers.get(name), `${label}: ${name}`).toBe(value);
  }
  const csp = parseCsp(res.headers.get('content-security-policy'));
  expect(csp, label).toMatchObject({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'https://tiles.openfreemap.org'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
  expect(res.headers.get('strict-transport-security'), `${label}: no HSTS over http`).toBeNull();
}

function expectDataHeaders(res: Response, label: string): void {
  for (const [name, value] of Object.entries(DATA_HEADERS)) {
    expect(res.headers.get(name), `${label}: ${name}`).toBe(value);
  }
  const csp = parseCsp(res.headers.get('content-security-policy'));
  expect(csp, label).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  // Only a document acts on these; a revalidation of a public read is a few hundred bytes without them.
  expect(res.headers.get('referrer-policy'), label).toBeNull();
  expect(res.headers.get('cross-origin-opener-policy'), label).toBeNull();
  expect(res.headers.get('strict-transport-security'), `${label}: no HSTS over http`).toBeNull();
}

describe('security headers', () => {
  let dir: string;
  const app = (config: Partial<AppConfig> = {}) =>
    buildApp(handleWithoutDatabase(), { staticDir: dir, config });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fairway-security-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are on static files and the SPA shell', async () => {
    for (const file of ['/assets/app-abc123.js', '/', '/courses']) {
      const res = await app().request(file);
      expect(res.status, file).toBe(200);
      expectSecurityHeaders(res, file);
    }
  });

  it('are on API refusals, errors, 404s and 413s (the data set) and on a missing file (the page set)', async () => {
    const cases: [string, RequestInit | undefined, number][] = [
      ['/api/users/profile', undefined, 401],
      // No database behind this app: the handler throws, the error handler answers.
      ['/api/stats/public', undefined, 500],
      ['/api/no-such-thing', undefined, 404],
      ['/missing.png', undefined, 404],
      [
        '/api/courses',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: 'x'.repeat(1024 * 1024 + 1),
        },
        413,
      ],
    ];
    for (const [url, init, status] of cases) {
      const res = await app().request(url, init);
      expect(res.status, url).toBe(status);
      if (url.startsWith('/api/')) expectDataHeaders(res, `${url} (${status})`);
      else expectSecurityHeaders(res, `${url} (${status})`);
    }
  });

  it("keeps the page set on the API reference's page, its 304 included, and the data set on its stylesheet", async () => {
    const page = await app().request('/api/docs');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, 'GET /api/docs');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    // A 304 refreshes the stored page's headers: the data policy there would block its stylesheet.
    const again = await app().request('/api/docs', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, 'GET /api/docs (304)');
    const css = await app().request('/api/docs/reference.css');
    expect(css.status).toBe(200);
    expectDataHeaders(css, 'GET /api/docs/reference.css');
  });

  it('script-src allows no inline script, no eval and no other origin', async () => {
    const csp = parseCsp((await app().request('/')).headers.get('content-security-policy'));
    const scripts = csp['script-src']!.join(' ');
    expect(scripts).toBe("'self'");
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('connect-src lists the configured map origins instead of the default', async () => {
    const res = await app({
      cspConnectSrc: ['https://maps.example.com', 'https://glyphs.example.com'],
    }).request('/');
    expect(parseCsp(res.headers.get('content-security-policy'))['connect-src']).toEqual([
      "'self'",
      'https://maps.example.com',
      'https://glyphs.example.com',
    ]);
  });

  it('sends HSTS when PUBLIC_URL is https, on every kind of answer', async () => {
    const https = app({ publicUrl: 'https://fairwayrelief.example' });
    for (const url of ['/', '/api/no-such-thing', '/api/users/profile']) {
      expect((await https.request(url)).headers.get('strict-transport-security'), url).toBe(HSTS_VALUE);
    }
  });

  it('trusts X-Forwarded-Proto for HSTS only from a trusted proxy, reading its own (right-hand) entry', async () => {
    const hsts = async (application: ReturnType<typeof app>, proto?: string, socket?: string) =>
      (
        await application.request(
          '/',
          { headers: proto === undefined ? {} : { 'x-forwarded-proto': proto } },
          socket === undefined ? undefined : fromSocket(socket),
        )
      ).headers.get('strict-transport-security');
    const proxied = app({ trustProxy: { kind: 'hops', hops: 1 } });
    expect(await hsts(proxied, 'https')).toBe(HSTS_VALUE);
    // The proxy appended its own entry to one the client wrote: only the proxy's counts.
    expect(await hsts(proxied, 'http, https')).toBe(HSTS_VALUE);
    expect(await hsts(proxied, 'https, http')).toBeNull();
    expect(await hsts(proxied)).toBeNull();
    expect(await hsts(proxied, 'http')).toBeNull();
    // Without a trusted proxy anyone can send the header: it must not decide anything.
    expect(await hsts(app(), 'https')).toBeNull();
    // By address: the proxy at 10.0.0.2 is trusted; a client reaching us directly is not.
    const ranged = app({ trustProxy: { kind: 'ranges', ranges: ['10.0.0.0/8'] } });
    expect(await hsts(ranged, 'https', '10.0.0.2')).toBe(HSTS_VALUE);
    expect(await hsts(ranged, 'https', '203.0.113.9')).toBeNull();
  });
});

describe('CORS', () => {
  const ALLOWED = 'https://partner.example.com';
  const OTHER = 'https://evil.example.com';
  const app = (corsOrigins?: string[]) => buildApp(handleWithoutDatabase(), { config: { corsOrigins } });
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type, idempotency-key',
    },
  });

  it('is closed by default: no origin is allowed and a preflight is refused', async () => {
    const closed = app();
    for (const origin of [ALLOWED, OTHER, 'null']) {
      const res = await closed.request('/api/users/profile', { headers: { origin } });
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      const pre = await closed.request('/api/courses', preflight(origin));
      expect(pre.status, origin).toBe(404);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(pre.headers.get('access-control-allow-methods'), origin).toBeNull();
      expect(pre.headers.get('access-control-allow-headers'), origin).toBeNull();
    }
  });

  it('opens to exactly the configured origins, without credentials', async () => {
    const open = app([ALLOWED]);
    const pre = await open.request('/api/courses', preflight(ALLOWED));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('vary')).toContain('Origin');

    // A refused request still carries the header, so the other site can read why.
    const res = await open.request('/api/users/profile', { headers: { origin: ALLOWED } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expectDataHeaders(res, 'CORS answer');

    for (const origin of [OTHER, `${ALLOWED}.evil.example`, 'http://partner.example.com']) {
      const refused = await open.request('/api/courses', preflight(origin));
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      const get = await open.request('/api/users/profile', { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describeEachDatabase('security headers on API answers', (ctx) => {
  it('are on a successful API answer (public and signed in)', async () => {
    const list = await ctx().request('/api/courses');
    expect(list.status).toBe(200);
    expectDataHeaders(list, 'GET /api/courses');
    const legal = await ctx().request('/api/legal/terms_of_service', {
      headers: await authAs(ctx().db, 'regular'),
    });
    expect(legal.status).toBe(200);
    expectDataHeaders(legal, 'GET /api/legal/terms_of_service');
  });

  it("are the data set on a data answer's 304 too", async () => {
    const list = await ctx().request('/api/courses', { headers: await authAs(ctx().db, 'regular') });
    const again = await ctx().request('/api/courses', {
      headers: { ...(await authAs(ctx().db, 'regular')), 'if-none-match': list.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expectDataHeaders(again, 'GET /api/courses (304)');
  });
});
