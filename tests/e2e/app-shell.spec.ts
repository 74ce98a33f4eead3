import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { firstCourseId } from './support/course-detail';

// The first paint must not wait for JavaScript on a slow phone: index.html itself shows the brand
// header and a loading status, then React takes over without leaving the shell behind.
test('the page paints its shell before any JavaScript runs, and React replaces it', async ({ page }) => {
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.goto('/courses');
  await expect(page.getByRole('banner')).toContainText('Fairway Relief');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeGreaterThanOrEqual(64);

  await page.unroute(/\.m?js(\?.*)?$/);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
});

// Issue 7: the shell's stylesheet is in the HTML (no request holds the first paint), each screen's
// chunks are named in the HTML the server answers for its route, and the course screen's two API
// reads start with the page (Link preload) and are not fetched a second time by the app.
test('the HTML carries the styles, names the screen chunks, and preloads the course reads', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/courses')).text();
  expect(html).toContain('<style>');
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/courses-[\w-]+\.js">/);

  const courseId = await firstCourseId(request);
  const apiReads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
  });
  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole('heading', { name: 'Restrooms' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible();
  expect(apiReads.filter((p) => p === `/api/courses/${courseId}`)).toHaveLength(1);
  expect(apiReads.filter((p) => p === `/api/restrooms/course/${courseId}`)).toHaveLength(1);
});

// Issue 37: the small modules many screens share come as one file (vite.config.ts, shared-leaves),
// which stays a leaf: it imports nothing past the framework, the entry and the list's kit, so a light
// screen that needs one of them never brings Radix, the device store or the map along. The course
// screen's HTML named 52 scripts before it; a round trip each on a slow link.
test('the shared leaves are one light file, and the course screen names few scripts', async ({ request }) => {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
  const leaves = Object.values(manifest).filter((chunk) => /^assets\/shared-leaves-/.test(chunk.file));
  expect(leaves).toHaveLength(1);
  const imported = (leaves[0]?.imports ?? []).map((key) => manifest[key]?.file ?? key);
  const light = /^assets\/(?:framework|rolldown-runtime|list-kit|index)-[\w-]+\.js$/;
  expect(imported.filter((file) => !light.test(file))).toEqual([]);

  const courseId = await firstCourseId(request);
  const html = await (await request.get(`/course/${courseId}`)).text();
  const scripts = [
    ...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]* (?:href|src)="\/assets\/[^"]+\.js"/g),
  ];
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.length).toBeLessThanOrEqual(30);
});

// Issue 7: the device store's code (Dexie, about 30 KB gzip) is not among what a course screen loads
// before it shows; it loads once the screen has drawn, to keep the course's copy (read-timeout.spec.ts
// shows the copy is there a moment later). Every script the HTML names is checked, entry and screen.
test('the course screen is drawn without waiting for the device store', async ({ page, request }) => {
  const assets = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
  const storeChunks = assets.filter((file) =>
    readFileSync(`dist/assets/${file}`, 'utf8').includes('DexieError'),
  );
  expect(storeChunks).toHaveLength(1);

  const courseId = await firstCourseId(request);
  const html = await (await request.get(`/course/${courseId}`)).text();
  const named = [
    ...html.matchAll(/<(?:link rel="modulepreload"|script)[^>]* (?:href|src)="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/^course-detail-/)]));
  expect(named).not.toContain(storeChunks[0]);

  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto(`/course/${courseId}`);
  await expect(page.getByRole('heading', { name: 'Restrooms' })).toBeVisible();
  await expect.poll(() => loaded).toContain(`/assets/${storeChunks[0]}`);
  // The lazy chunks (the store's among them) do not fetch the stylesheet index.html carries inline
  // (vite.config.ts, entryCssNotReloaded): it came again, at the highest priority, before the content.
  expect(loaded.filter((path) => path.endsWith('.css'))).toEqual([]);
});
