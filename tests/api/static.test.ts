/** Serving the built PWA: cache headers, SPA fallback, and the API staying JSON. */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../src/server/http/compressed-files';
import { createRouteShells } from '../../src/server/http/route-hints';
import { IMMUTABLE, NO_CACHE } from '../../src/server/http/static';
import { buildApp, handleWithoutDatabase, NO_STATIC_DIR } from './helpers/app';

const INDEX_HTML = '<!doctype html><title>Fairway Relief</title><div id="root"></div>';
// Big and repetitive enough that compressing it pays (a tiny file is sent as it is).
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const course${i} = "Pinehurst No. ${i}";`).join(
  '\n',
);
const BIG_HTML = `<!doctype html><title>Fairway Relief</title>${'<p>Restrooms near the ninth tee.</p>'.repeat(200)}`;

describe('static serving of the built client', () => {
  let dir: string;
  const app = () => buildApp(handleWithoutDatabase(), { staticDir: dir });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fairway-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
    await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Fairway Relief"}');
    await writeFile(path.join(dir, 'assets', 'big-def456.js'), BIG_JS);
    await writeFile(path.join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 7));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await app().request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toBe('console.log("app");');
  });

  it('never caches index.html, the service worker or the manifest without revalidation', async () => {
    for (const file of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app().request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe(NO_CACHE);
    }
  });

  it('answers client-side routes with index.html (no-cache)', async () => {
    for (const route of ['/course/123', '/courses', '/owner-dashboard', '/auth/success?token=x']) {
      const res = await app().request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toContain('text/html');
      expect(res.headers.get('cache-control'), route).toBe(NO_CACHE);
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it('keeps a missing file a 404 instead of answering HTML for it', async () => {
    for (const file of ['/assets/app-old999.js', '/missing.png']) {
      const res = await app().request(file);
      expect(res.status, file).toBe(404);
      expect(await res.text()).not.toContain('<!doctype html>');
    }
  });

  it('keeps unknown /api paths a JSON 404 envelope', async () => {
    const res = await app().request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ success: false, code: 'route_not_found', message: 'Not found' });
  });
});

describe('static serving without a build', () => {
  it('answers non-API paths 503 with a hint to run the build, and leaves the API alone', async () => {
    const app = buildApp(handleWithoutDatabase(), { staticDir: NO_STATIC_DIR });
    const res = await app.request('/courses');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    expect((await app.request('/api/nope')).status).toBe(404);
  });
});

describe('compressed static files', () => {
  let dir: string;
  const app = () => buildApp(handleWithoutDatabase(), { staticDir: dir });
  const get = (file: string, headers: Record<string, string> = {}, method = 'GET') =>
    app().request(file, { method, headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fairway-static-z-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), BIG_HTML);
    await writeFile(path.join(dir, 'sw.js'), BIG_JS);
    await writeFile(path.join(dir, 'assets', 'big-def456.js'), BIG_JS);
    await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'export {};');
    await writeFile(path.join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 7));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('sends brotli when accepted, with its own length, Vary and the immutable cache header', async () => {
    const res = await get('/assets/big-def456.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toContain('javascript');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(BIG_JS.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(BIG_JS);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/big-def456.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(BIG_JS);
  });

  it('compresses the shell for client-side routes and the service worker, still no-cache', async () => {
    for (const route of ['/', '/courses', '/course/123']) {
      const res = await get(route, { 'Accept-Encoding': 'br' });
      expect(res.headers.get('content-encoding'), route).toBe('br');
      expect(res.headers.get('cache-control'), route).toBe(NO_CACHE);
      expect(res.headers.get('content-type'), route).toContain('text/html');
      expect(brotliDecompressSync(await bytes(res)).toString(), route).toBe(BIG_HTML);
    }
    const sw = await get('/sw.js', { 'Accept-Encoding': 'gzip' });
    expect(sw.headers.get('content-encoding')).toBe('gzip');
    expect(sw.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('sends the plain file without Accept-Encoding, but still says it varies by it', async () => {
    const res = await get('/assets/big-def456.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(res.headers.get('content-length'))).toBe(BIG_JS.length);
    expect(await res.text()).toBe(BIG_JS);
  });

  it('honours q-values: q=0 refuses a coding, the higher q wins', async () => {
    const cases: [string, string | null][] = [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.4, gzip;q=0.8', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      ['*', 'br'],
      ['gzip;q=0, *;q=0.1', 'br'],
    ];
    for (const [header, expected] of cases) {
      const res = await get('/assets/big-def456.js', { 'Accept-Encoding': header });
      expect(res.headers.get('content-encoding'), header).toBe(expected);
      const body = await bytes(res);
      const text = expected === 'br' ? brotliDecompressSync(body) : expected ? gunzipSync(body) : body;
      expect(text.toString(), header).toBe(BIG_JS);
    }
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const full = await bytes(await get('/assets/big-def456.js', { 'Accept-Encoding': 'gzip' }));
    const res = await get('/assets/big-def456.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBe(full.length);
    expect((await bytes(res)).length).toBe(0);
  });

  it('leaves images, tiny files and byte ranges uncompressed', async () => {
    const png = await get('/assets/logo-abc.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect((await bytes(png)).length).toBe(4096);
    const tiny = await get('/assets/tiny-abc.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
    const range = await get('/assets/big-def456.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe(BIG_JS.slice(0, 10));
  });

  it('compresses a file again when it changes (a new build over the old one)', async () => {
    const server = app();
    const first = await server.request('/index.html', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(await bytes(first)).toString()).toBe(BIG_HTML);
    const rebuilt = BIG_HTML.replace('ninth tee', 'tenth tee, rebuilt');
    await writeFile(path.join(dir, 'index.html'), rebuilt);
    const second = await server.request('/index.html', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(await bytes(second)).toString()).toBe(rebuilt);
    await writeFile(path.join(dir, 'index.html'), BIG_HTML);
  });
});

describe('negotiateEncoding', () => {
  it('picks the acceptable coding with the highest q-value, br on a tie', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP;Q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.3')).toBe('gzip');
    expect(negotiateEncoding('br;q=2, gzip;q=0.3')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
  });
});

describe('route hints: each screen names its chunks and its first API reads', () => {
  let dir: string;
  const app = () => buildApp(handleWithoutDatabase(), { staticDir: dir });
  const SHELL = `<!doctype html><html><head><title>Fairway Relief</title><script type="module" src="/assets/index-e1.js"></script></head><body>${'<p>Loading...</p>'.repeat(50)}</body></html>`;
  // The shape vite writes (build.manifest): the entry, shared chunks, and lazy screens.
  const MANIFEST = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_framework-f1.js'] },
    '_framework-f1.js': { file: 'assets/framework-f1.js' },
    '_select-s1.js': { file: 'assets/select-s1.js', imports: ['_framework-f1.js'] },
    'src/client/features/courses/index.ts': {
      file: 'assets/courses-c1.js',
      isDynamicEntry: true,
      imports: ['_framework-f1.js', 'index.html', '_select-s1.js'],
    },
    'src/client/features/course-detail/index.ts': {
      file: 'assets/course-detail-d1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_select-s1.js'],
    },
  };
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fairway-static-hints-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), SHELL);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("names the screen's chunks that the entry does not load, at the end of the head", async () => {
    const res = await app().request('/courses');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe(NO_CACHE);
    const html = await res.text();
    expect(preloads(html)).toEqual(['/assets/courses-c1.js', '/assets/select-s1.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(SHELL);
  });

  it('preloads a course and its restrooms with a Link header on the course screen', async () => {
    const id = '0b5a3c1e-7d2f-4e8a-9c61-2f0d4b8e7a13';
    const res = await app().request(`/course/${id}`);
    expect(preloads(await res.text())).toEqual(['/assets/course-detail-d1.js', '/assets/select-s1.js']);
    expect(res.headers.get('link')).toBe(
      `</api/courses/${id}>; rel=preload; as=fetch; crossorigin, ` +
        `</api/restrooms/course/${id}>; rel=preload; as=fetch; crossorigin`,
    );
    expect((await app().request('/courses')).headers.get('link')).toBeNull();
  });

  it('compresses each variant and answers HEAD without a body', async () => {
    const br = await app().request('/courses', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(preloads(brotliDecompressSync(body).toString())).toEqual([
      '/assets/courses-c1.js',
      '/assets/select-s1.js',
    ]);
    const gz = await app().request('/courses', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(preloads(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toHaveLength(2);
    const head = await app().request('/courses', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers the plain file for a route without a screen of its own', async () => {
    for (const route of ['/dashboard', '/owner-dashboard', '/no-such-page']) {
      const res = await app().request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toBe(SHELL);
    }
  });

  it('builds every screen ahead when warmed, so a first request reads nothing', async () => {
    // Same size and mtime, other bytes: only a variant built before this change can still hold the
    // original shell.
    const index = path.join(dir, 'index.html');
    const stamp = new Date('2026-11-01T12:00:00Z');
    await utimes(index, stamp, stamp);
    const shells = createRouteShells(dir);
    await shells.warm();
    await writeFile(index, SHELL.replace('Loading...', 'Changed!!!'));
    await utimes(index, stamp, stamp);
    try {
      const shell = await shells.get('/courses', undefined);
      expect(shell?.body.toString()).toContain('Loading...');
      expect(shell?.body.toString()).not.toContain('Changed!!!');
    } finally {
      await writeFile(index, SHELL);
    }
  });

  it('follows a new build: a changed manifest gives the new chunk names', async () => {
    const running = app();
    expect(preloads(await (await running.request('/courses')).text())).toContain('/assets/courses-c1.js');
    const next = structuredClone(MANIFEST);
    next['src/client/features/courses/index.ts'].file = 'assets/courses-new-build.js';
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(next));
    const html = await (await running.request('/courses')).text();
    expect(preloads(html)).toContain('/assets/courses-new-build.js');
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
});
