/** Serving the built PWA: cache headers, SPA fallback, and the API staying JSON. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE } from '../../src/server/http/static';
import { buildApp, handleWithoutDatabase, NO_STATIC_DIR } from './helpers/app';

const INDEX_HTML = '<!doctype html><title>Fairway Relief</title><div id="root"></div>';

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
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
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
