/**
 * Nearest lookups over every cached course and restroom, as the app answers them offline: the device
 * store holds all 9,336 courses of the shared OpenStreetMap extract (mapped in Node to the stored
 * course shape, as the API would send them) and a restroom per course (made in the page, see
 * nearest-entry.ts: every other one at its course's point, the others pinned on the course, every
 * fifth reported locked), written through the app's
 * own Dexie database inside the built app's origin; the timed code is the app's, through its spatial
 * index (offline/spatial-index.ts): `readCourseList` with a location query and `nearestSavedCourse`
 * (the course list offline), the nearest restroom however far and the nearby screen's device answer
 * (usable now, 25 miles, 20 at most; offline/nearby-restrooms.ts), unthrottled and at 4× CPU
 * (CDP Emulation.setCPUThrottlingRate), after one warm-up per point; the indexes' build time (from
 * the store) and size; and a cold start of /nearby to its first answer (nearest-cold.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { fixed, table } from '../lib/markdown';
import type { BenchSection } from '../lib/section';
import { median, PHONE } from './browser';
import { describeCpu, type CpuRate } from './cpu-rate';
import { measureColdStart, type ColdStart } from './nearest-cold';
import { COLD_NEAREST_BUDGET_MS, NEAREST_BUDGET_MS } from '../budgets';

const SHARED_GEOJSON = path.resolve('..', 'shared', 'data', 'osm-us-golf-courses.geojson');
const POINTS = [
  { label: 'Pinehurst, NC', latitude: 35.1954, longitude: -79.4695 },
  { label: 'Scottsdale, AZ', latitude: 33.4942, longitude: -111.9261 },
  { label: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  { label: 'Rural Nevada', latitude: 39.5, longitude: -117 },
];
const RADIUS_MILES = 50;
/** Index queries per timed sample (see nearest-entry.ts, timed). */
const BATCH = 10;

interface Feature {
  geometry: { type: string; coordinates: [number, number] };
  properties: Record<string, string | null | undefined>;
}

/** Every feature of the extract as a stored course (what the client keeps of an API answer). */
export function storedCoursesFromExtract(): Record<string, unknown>[] {
  const { features } = JSON.parse(readFileSync(SHARED_GEOJSON, 'utf8')) as { features: Feature[] };
  const now = Date.now();
  return features.map((f) => {
    const [longitude, latitude] = f.geometry.coordinates;
    const p = f.properties;
    return {
      _id: randomUUID(),
      name: p.name ?? 'Golf course',
      address: p['addr:street'] ?? '',
      city: p['addr:city'] ?? '',
      state: p['addr:state'] ?? '',
      zipCode: p['addr:postcode'] ?? '',
      phone: p.phone ?? null,
      website: p.website ?? null,
      latitude,
      longitude,
      location: { type: 'Point', coordinates: [longitude, latitude] },
      averageRating: 0,
      totalReviews: 0,
      totalRestrooms: 0,
      verifiedRestrooms: 0,
      savedAt: now,
    };
  });
}

export async function bundleEntry(): Promise<string> {
  // Vite (a direct dependency) bundles it as one classic script; nothing is written to disk.
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // The device's nearby answer reaches React through lib/hours-engine.ts (its hook lives beside
    // the loader); a library build leaves `process.env.NODE_ENV` to the page, where it is undefined.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(import.meta.dirname, 'nearest-entry.ts'),
        formats: ['iife'],
        name: 'nearestBench',
      },
    },
  });
  const first = (Array.isArray(output) ? output[0] : output) as { output: { code?: string }[] };
  const code = first.output[0]?.code;
  if (!code) throw new Error('bundling the nearest-lookup entry gave no code');
  return code;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};

interface Spread {
  median: number;
  p95: number;
}
const spread = (values: number[]): Spread => ({ median: median(values), p95: percentile(values, 0.95) });

export interface NearestResult {
  courses: number;
  restrooms: number;
  runs: number;
  indexRuns: number;
  rows: {
    label: string;
    queryMs: number;
    total: number;
    first: string | null;
    nearestMs: number;
    nearest: string | null;
    restroom: string | null;
    nearby: number;
  }[];
  /** Over every point's runs: unthrottled (the host) and on the budgets' phone (cpu-rate.ts). */
  restroomNearest: Partial<Record<Speed, Spread>>;
  restroomNearby: Partial<Record<Speed, Spread>>;
  courseQuery: Partial<Record<Speed, Spread>>;
  /** The quick run builds only unthrottled. */
  builds: Partial<Record<Speed, { courses: Spread; restrooms: Spread }>>;
  cpu: CpuRate;
  bytes: { courses: number; restrooms: number };
  cold: ColdStart | null;
}

interface Build {
  ms: number;
  bytes: number;
  items: number;
}

type Bench = {
  fill(courses: unknown[]): Promise<{ courses: number; restrooms: number }>;
  locationQuery(
    lat: number,
    lon: number,
    radius: number,
  ): Promise<{ ms: number; total: number; first: string | null }>;
  nearest(lat: number, lon: number): Promise<{ ms: number; name: string | null }>;
  nearestRestroom(
    lat: number,
    lon: number,
    batch?: number,
  ): Promise<{ ms: number; name: string | null; complete: boolean }>;
  nearbyRadius(
    lat: number,
    lon: number,
    batch?: number,
  ): Promise<{ ms: number; count: number; complete: boolean }>;
  rebuild(): Promise<{ courses: Build; restrooms: Build }>;
};

/** Unthrottled, or throttled to the budgets' phone. */
type Speed = 'host' | 'phone';

interface PointRuns {
  query: { ms: number; total: number; first: string | null }[];
  near: { ms: number; name: string | null }[];
  restroom: { ms: number; name: string | null; complete: boolean }[];
  nearby: { ms: number; count: number; complete: boolean }[];
}

export async function measureNearest(
  browser: Browser,
  origin: string,
  runs: number,
  /** The budgets' phone (cpu-rate.ts): the throttled column and the cold start. */
  cpu: CpuRate,
  /** The bundle, when the caller started building it earlier (beside unmeasured work). */
  bundled: Promise<string> = bundleEntry(),
  coldRuns = 3,
  log: (line: string) => void = () => {},
): Promise<NearestResult> {
  const [script, courses] = [await bundled, storedCoursesFromExtract()];
  // The injected bundle is an inline script, which the app's Content-Security-Policy refuses.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', bypassCSP: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // A page of the app's origin, so the store is the app's own IndexedDB database.
    await page.goto(`${origin}/`);
    await page.addScriptTag({ content: script });
    const stored = await page.evaluate(
      (all) => (window as unknown as { __nearestBench: Bench }).__nearestBench.fill(all),
      courses,
    );
    if (stored.courses !== courses.length)
      throw new Error(`stored ${stored.courses} of ${courses.length} courses`);
    // An index query takes well under a millisecond: four times the runs (of batches) for the p95.
    const indexRuns = runs * 4;
    // Each build reads the whole store: three per speed in the full run; the quick run times one, unthrottled.
    const buildRuns = (speed: Speed) => (runs > 5 ? 3 : speed === 'host' ? 1 : 0);
    log(`  nearest: store filled`);
    const measure = (point: (typeof POINTS)[number]) =>
      page.evaluate(
        async ({ latitude, longitude, radius, runs, indexRuns, BATCH }) => {
          const bench = (window as unknown as { __nearestBench: Bench }).__nearestBench;
          await bench.locationQuery(latitude, longitude, radius);
          await bench.nearestRestroom(latitude, longitude);
          const out: PointRuns = { query: [], near: [], restroom: [], nearby: [] };
          for (let i = 0; i < runs; i++) {
            out.query.push(await bench.locationQuery(latitude, longitude, radius));
            out.near.push(await bench.nearest(latitude, longitude));
          }
          for (let i = 0; i < indexRuns; i++) {
            out.restroom.push(await bench.nearestRestroom(latitude, longitude, BATCH));
            out.nearby.push(await bench.nearbyRadius(latitude, longitude, BATCH));
          }
          // Every timed restroom answer came from the index of the whole catalogue.
          if (![...out.restroom, ...out.nearby].every((answer) => answer.complete))
            throw new Error(
              `a restroom answer did not come from the whole index: ${JSON.stringify([...out.restroom, ...out.nearby].map((a) => a.complete))}`,
            );
          return out;
        },
        { ...point, radius: RADIUS_MILES, runs, indexRuns, BATCH },
      );
    const rebuild = () =>
      page.evaluate(() => (window as unknown as { __nearestBench: Bench }).__nearestBench.rebuild());

    const rows: NearestResult['rows'] = [];
    const result = {
      restroomNearest: {},
      restroomNearby: {},
      courseQuery: {},
      builds: {},
    } as Pick<NearestResult, 'restroomNearest' | 'restroomNearby' | 'courseQuery' | 'builds'>;
    let bytes = { courses: 0, restrooms: 0 };
    const speeds = [
      ['host', 1],
      ['phone', cpu.rate],
    ] as const;
    for (const [speed, rate] of speeds) {
      await throttle(rate);
      const all: PointRuns = { query: [], near: [], restroom: [], nearby: [] };
      for (const point of POINTS) {
        const measured = await measure(point);
        for (const key of ['query', 'near', 'restroom', 'nearby'] as const)
          (all[key] as { ms: number }[]).push(...measured[key]);
        if (speed === 'host')
          rows.push({
            label: point.label,
            queryMs: median(measured.query.map((q) => q.ms)),
            total: measured.query[0]!.total,
            first: measured.query[0]!.first,
            nearestMs: median(measured.near.map((q) => q.ms)),
            nearest: measured.near[0]!.name,
            restroom: measured.restroom[0]!.name,
            nearby: measured.nearby[0]!.count,
          });
      }
      result.courseQuery[speed] = spread(all.query.map((q) => q.ms));
      result.restroomNearest[speed] = spread(all.restroom.map((q) => q.ms));
      result.restroomNearby[speed] = spread(all.nearby.map((q) => q.ms));
      const builds = [];
      for (let i = 0; i < buildRuns(speed); i++) builds.push(await rebuild());
      log(`  nearest: ${rate}× CPU measured`);
      if (builds[0]) bytes = { courses: builds[0].courses.bytes, restrooms: builds[0].restrooms.bytes };
      if (builds.length)
        result.builds[speed] = {
          courses: spread(builds.map((b) => b.courses.ms)),
          restrooms: spread(builds.map((b) => b.restrooms.ms)),
        };
    }
    await throttle(1);
    await page.close();
    const cold =
      coldRuns > 0 ? await measureColdStart(context, origin, POINTS[0]!, coldRuns, cpu.rate) : null;
    return {
      courses: stored.courses,
      restrooms: stored.restrooms,
      runs,
      indexRuns,
      rows,
      ...result,
      bytes,
      cold,
      cpu,
    };
  } finally {
    await context.close();
  }
}

const ms = (s: Spread | undefined) => (s ? `${fixed(s.median, 2)} / ${fixed(s.p95, 2)}` : '—');
const kb = (bytes: number) => `${fixed(bytes / 1024, 0)} KB`;

export function nearestSection(result: NearestResult, command: string): BenchSection {
  const nearest = result.restroomNearest.host!;
  const phone = describeCpu(result.cpu);
  const cold = result.cold;
  const markdown = [
    `All ${fixed(result.courses)} courses of the shared extract and ${fixed(result.restrooms)} restrooms (one per`,
    "course, half at the course's point, half pinned) in the device store (Dexie, IndexedDB) of the built",
    "app's origin in Chromium; the app's own offline code through its spatial index (kdbush + geokdbush,",
    `rebuilt after a write). Per point, median of ${result.runs} runs after one warm-up, unthrottled.`,
    '"Location query": `readCourseList` with a',
    `${RADIUS_MILES}-mile radius, nearest first, first page of 10 (what the course list shows offline).`,
    '"Nearest course": `nearestSavedCourse`. "Nearest restroom": the nearby screen\'s device answer with',
    'limit 1 and no radius; "Nearby": its answer as the screen asks (usable now, 25 miles, 20 at most).',
    '',
    table(
      [
        'From',
        'Location query (ms)',
        'Courses within 50 mi',
        'Nearest first',
        'Nearest course (ms)',
        'Nearest restroom',
        'Nearby (usable, 25 mi)',
      ],
      result.rows.map((r) => [
        r.label,
        fixed(r.queryMs, 1),
        r.total,
        r.first ?? '—',
        fixed(r.nearestMs, 1),
        r.restroom ?? '—',
        r.nearby,
      ]),
    ),
    '',
    `Over all points, median / p95 in ms (restroom queries: ${result.indexRuns} samples per point, each the mean of`,
    `${BATCH} queries in a row, as Chromium's clock on this page only counts tenths of a millisecond):`,
    '',
    table(
      ['Query', 'Unthrottled', `${result.cpu.rate}× CPU (the budgets' phone)`],
      [
        ['Nearest restroom (whole catalogue)', ms(nearest), ms(result.restroomNearest.phone)],
        [
          'Nearby restrooms (usable, 25 mi, 20)',
          ms(result.restroomNearby.host),
          ms(result.restroomNearby.phone),
        ],
        ['Location query (courses, 50 mi)', ms(result.courseQuery.host), ms(result.courseQuery.phone)],
        [
          'Build: course index (read + tree)',
          ms(result.builds.host?.courses),
          ms(result.builds.phone?.courses),
        ],
        [
          'Build: restroom index (read + tree)',
          ms(result.builds.host?.restrooms),
          ms(result.builds.phone?.restrooms),
        ],
      ],
    ),
    '',
    `Index size (the trees' coordinate and id arrays): courses ${kb(result.bytes.courses)}, restrooms ${kb(result.bytes.restrooms)}`,
    "(the rows they point to are the store's own objects, kept in memory beside them).",
    ...(cold
      ? [
          '',
          `Cold start, ${phone}: a new page opens /nearby (no service worker, the API unreachable, the position`,
          `granted, no last known position kept), ${cold.runs} run(s) after an unmeasured one: the first restroom is on`,
          `screen ${fixed(cold.afterPosition.median, 0)} ms (worst ${fixed(cold.afterPosition.max, 0)} ms) after the position is known, which is`,
          `${fixed(cold.positionMedian, 0)} ms after navigation (the app's start); ${fixed(cold.median, 0)} ms from navigation in all.`,
        ]
      : []),
  ].join('\n');
  return {
    title: 'Client: nearest lookup over all cached courses and restrooms (offline)',
    command,
    markdown,
    budgets: [
      {
        name: `nearest restroom ≤ ${NEAREST_BUDGET_MS} ms median (unthrottled)`,
        ok: nearest.median <= NEAREST_BUDGET_MS,
        detail: `nearest restroom over ${fixed(result.restrooms)} restrooms: median ${fixed(nearest.median, 2)} ms, p95 ${fixed(nearest.p95, 2)} ms (≤ ${NEAREST_BUDGET_MS} ms)`,
      },
      ...(cold
        ? [
            {
              name: `cold start: first nearest answer ≤ ${COLD_NEAREST_BUDGET_MS} ms after the position, on the budgets' phone`,
              ok: cold.afterPosition.median <= COLD_NEAREST_BUDGET_MS,
              detail: `/nearby cold, ${phone}: ${fixed(cold.afterPosition.median, 0)} ms after the position (worst ${fixed(cold.afterPosition.max, 0)} ms), ${fixed(cold.median, 0)} ms from navigation (≤ ${COLD_NEAREST_BUDGET_MS} ms after the position)`,
            },
          ]
        : []),
    ],
  };
}
