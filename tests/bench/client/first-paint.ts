/**
 * JavaScript and CSS a phone downloads before it shows each route, measured in the browser (not
 * from the build's import graph): the built app on the real server, a fresh profile per route,
 * Chromium recording every script and stylesheet the page fetched (Resource Timing). Two cut-offs:
 * requests started before the first contentful paint, and before the route's own content was on
 * screen (the hero heading, the first course card, the course's name), which also counts the lazy
 * route chunk. Sizes are the gzip (level 9) size of each file, plus what actually crossed the wire
 * (brotli from our server). The service worker is blocked here: its precache downloads every chunk
 * in the background, which is not what the page needs to paint.
 *
 * Budgets: the /courses JavaScript before its content ≤ 150 KB gzip; no map code (MapLibre, its
 * worker, the map view) fetched by the list view, not even after it has settled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { fixed, table } from '../lib/markdown';
import { COURSES_JS_BUDGET_KB, type BenchBudget } from '../budgets';
import type { BenchSection } from '../lib/section';
import { isLoopbackUrl, PHONE } from './browser';

/**
 * The map's files in the build: MapLibre (its code, stylesheet and worker mention it by name) and
 * the map views that import it. By content, not by file name alone: the bundler names a shared
 * chunk after one of its modules, and which one changes from build to build.
 */
export function findMapFiles(distDir: string): string[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets).filter(
    (file) =>
      /\.(?:m?js|css)$/.test(file) &&
      (/^course(?:-area)?-map[-.]/.test(file) ||
        /maplibre/i.test(readFileSync(path.join(assets, file), 'utf8'))),
  );
}
const SETTLE_MS = 3_000;

export interface RouteSpec {
  label: string;
  path: string;
  /** CSS selector of the route's own content, and the text it must contain when given. */
  content: string;
  text?: string;
}

interface Loaded {
  url: string;
  startTime: number;
  encodedBodySize: number;
}

export interface RouteMeasure {
  route: RouteSpec;
  fcp: number;
  contentAt: number;
  beforeFcp: Loaded[];
  beforeContent: Loaded[];
  all: Loaded[];
  offLoopback: string[];
}

const gzipSizes = new Map<string, number>();
export function gzipSizeOf(distDir: string, url: string): number {
  const file = path.join(distDir, decodeURIComponent(new URL(url).pathname));
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const isCode = (url: string) => /\.(?:m?js|css)$/.test(new URL(url).pathname);
const kb = (bytes: number) => fixed(bytes / 1024, 1);

export async function measureRoute(
  browser: Browser,
  origin: string,
  route: RouteSpec,
): Promise<RouteMeasure> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const offLoopback: string[] = [];
  context.on('request', (request) => {
    if (!isLoopbackUrl(request.url())) offLoopback.push(request.url());
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ({ selector, text }) => {
        const w = window as unknown as { __fcp?: number; __contentAt?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') w.__fcp = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        // No named helper functions in here: tsx would wrap them in a `__name` the page lacks.
        new MutationObserver(() => {
          if (w.__contentAt !== undefined) return;
          const found = [...document.querySelectorAll(selector)].some(
            (el) => text === undefined || el.textContent?.includes(text),
          );
          if (found) w.__contentAt = performance.now();
        }).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      },
      { selector: route.content, text: route.text },
    );
    await page.goto(`${origin}${route.path}`);
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __fcp?: number; __contentAt?: number };
        return w.__fcp !== undefined && w.__contentAt !== undefined;
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const { fcp, contentAt, entries } = await page.evaluate(() => {
      const w = window as unknown as { __fcp: number; __contentAt: number };
      return {
        fcp: w.__fcp,
        contentAt: w.__contentAt,
        entries: performance.getEntriesByType('resource').map((e) => {
          const r = e as PerformanceResourceTiming;
          return { url: r.name, startTime: r.startTime, encodedBodySize: r.encodedBodySize };
        }),
      };
    });
    const code = entries.filter((e) => isCode(e.url) && isLoopbackUrl(e.url));
    return {
      route,
      fcp,
      contentAt,
      beforeFcp: code.filter((e) => e.startTime < fcp),
      beforeContent: code.filter((e) => e.startTime < contentAt),
      all: code,
      offLoopback,
    };
  } finally {
    await context.close();
  }
}

function totals(distDir: string, loaded: Loaded[]) {
  const js = loaded.filter((e) => /\.m?js$/.test(new URL(e.url).pathname));
  const css = loaded.filter((e) => new URL(e.url).pathname.endsWith('.css'));
  const gz = (list: Loaded[]) => list.reduce((sum, e) => sum + gzipSizeOf(distDir, e.url), 0);
  const wire = (list: Loaded[]) => list.reduce((sum, e) => sum + e.encodedBodySize, 0);
  return { jsGzip: gz(js), cssGzip: gz(css), jsWire: wire(js), cssWire: wire(css), files: loaded.length };
}

export function firstPaintSection(
  measures: RouteMeasure[],
  distDir: string,
  mapFiles: string[],
  command: string,
): BenchSection {
  const rows = measures.map((m) => {
    const fcp = totals(distDir, m.beforeFcp);
    const content = totals(distDir, m.beforeContent);
    return [
      `\`${m.route.label}\``,
      fixed(m.fcp),
      `${kb(fcp.jsGzip)} / ${kb(fcp.cssGzip)} (${fcp.files} files)`,
      fixed(m.contentAt),
      `${kb(content.jsGzip)} / ${kb(content.cssGzip)} (${content.files} files)`,
      `${kb(content.jsWire)} / ${kb(content.cssWire)}`,
    ];
  });
  const mapRows = mapFiles.map((file) => {
    const url = `http://x/assets/${file}`;
    return [
      `\`${file}\``,
      kb(readFileSync(path.join(distDir, 'assets', file)).length),
      kb(gzipSizeOf(distDir, url)),
    ];
  });
  const mapGzip = mapFiles.reduce((sum, f) => sum + gzipSizeOf(distDir, `http://x/assets/${f}`), 0);

  const courses = measures.find((m) => m.route.path === '/courses');
  const budgets: BenchBudget[] = [];
  if (courses) {
    const js = totals(distDir, courses.beforeContent).jsGzip;
    budgets.push({
      name: 'Initial JS for /courses ≤ 150 KB gzip',
      ok: js <= COURSES_JS_BUDGET_KB * 1024,
      detail: `${kb(js)} KB gzip before the first course card (${kb(totals(distDir, courses.beforeFcp).jsGzip)} KB before FCP)`,
    });
    const mapPaths = new Set(mapFiles.map((file) => `/assets/${file}`));
    const mapLoaded = courses.all.filter((e) => mapPaths.has(new URL(e.url).pathname));
    budgets.push({
      name: 'Map code not loaded by the list view',
      ok: mapFiles.length > 0 && mapLoaded.length === 0,
      detail:
        mapFiles.length === 0
          ? 'no map chunk found in dist/assets (the check would prove nothing)'
          : mapLoaded.length === 0
            ? `none of ${mapFiles.length} map files fetched by /courses within ${SETTLE_MS / 1000} s after its content`
            : `fetched: ${mapLoaded.map((e) => new URL(e.url).pathname).join(', ')}`,
    });
  }
  // Off-machine requests are refused by Chromium's resolver, so they cannot skew a figure; they are
  // reported (a route that reaches for the internet on load is worth knowing) but budget nothing.
  const leaks = measures.flatMap((m) => m.offLoopback.map((url) => `\`${m.route.label}\` ${url}`));
  const biggest = courses
    ? [...courses.beforeContent]
        .sort((a, b) => gzipSizeOf(distDir, b.url) - gzipSizeOf(distDir, a.url))
        .slice(0, 8)
        .map((e) => `\`${new URL(e.url).pathname.slice(8)}\` ${kb(gzipSizeOf(distDir, e.url))}`)
    : [];

  const markdown = [
    'Measured in Chromium (phone viewport, fresh profile, service worker blocked) from the Resource',
    'Timing entries of the page, against `dist/` on the real server. "Before FCP": scripts and',
    'stylesheets whose request started before the first contentful paint; "before content": before',
    "the route's own content was on screen (landing heading, first course card, course name).",
    'Sizes are gzip level 9 of each file (JS / CSS, KB); "on the wire" is what was transferred (brotli).',
    `The stylesheet is inlined in index.html (${kb(gzipSync(readFileSync(path.join(distDir, 'index.html')), { level: 9 }).length)} KB gzip with the shell), so no CSS file is fetched first.`,
    '',
    table(
      [
        'Route',
        'FCP (ms)',
        'Before FCP: JS / CSS gzip KB',
        'Content (ms)',
        'Before content: JS / CSS gzip KB',
        'On the wire (br) KB',
      ],
      rows,
    ),
    '',
    `Map files (MapLibre and the map views; the list view must not load them), ${kb(mapGzip)} KB gzip in all:`,
    '',
    table(['File', 'Raw KB', 'Gzip KB'], mapRows),
    '',
    biggest.length
      ? `Largest files before the first course card on \`/courses\` (gzip KB): ${biggest.join(', ')}.`
      : '',
    '',
    leaks.length
      ? `Requests for other hosts (refused by the resolver, not counted): ${leaks.join(', ')}.`
      : 'No request left 127.0.0.1.',
  ].join('\n');
  return { title: 'Client: JavaScript and CSS before first paint', command, markdown, budgets };
}
