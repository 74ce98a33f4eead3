/**
 * Nearest-restroom lookup over every cached course, as the app answers it offline: the device store
 * holds all 9,336 courses of the shared OpenStreetMap extract (mapped in Node to the stored course
 * shape, as the API would send them, then written through the app's own Dexie database inside the
 * built app's origin), and the timed code is the app's: `readCourseList` with a location query
 * (every course read, haversine, within the radius, nearest first; local-course-query.ts) and
 * `nearestSavedCourse` (the nearest course, used to pick the state). Median of N runs after one
 * warm-up, from points spread over the country. Runs in Chromium without throttling.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { fixed, table } from '../lib/markdown';
import type { BenchSection } from '../lib/section';
import { median, PHONE } from './browser';

const SHARED_GEOJSON = path.resolve('..', 'shared', 'data', 'osm-us-golf-courses.geojson');
const POINTS = [
  { label: 'Pinehurst, NC', latitude: 35.1954, longitude: -79.4695 },
  { label: 'Scottsdale, AZ', latitude: 33.4942, longitude: -111.9261 },
  { label: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  { label: 'Rural Nevada', latitude: 39.5, longitude: -117 },
];
const RADIUS_MILES = 50;

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

export interface NearestResult {
  courses: number;
  runs: number;
  rows: {
    label: string;
    queryMs: number;
    total: number;
    first: string | null;
    nearestMs: number;
    nearest: string | null;
  }[];
}

type Bench = {
  fill(courses: unknown[]): Promise<number>;
  locationQuery(
    lat: number,
    lon: number,
    radius: number,
  ): Promise<{ ms: number; total: number; first: string | null }>;
  nearest(lat: number, lon: number): Promise<{ ms: number; name: string | null }>;
};

export async function measureNearest(
  browser: Browser,
  origin: string,
  runs: number,
  /** The bundle, when the caller started building it earlier (beside unmeasured work). */
  bundled: Promise<string> = bundleEntry(),
): Promise<NearestResult> {
  const [script, courses] = [await bundled, storedCoursesFromExtract()];
  // The injected bundle is an inline script, which the app's Content-Security-Policy refuses.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', bypassCSP: true });
  try {
    const page = await context.newPage();
    // A page of the app's origin, so the store is the app's own IndexedDB database.
    await page.goto(`${origin}/`);
    await page.addScriptTag({ content: script });
    const stored = await page.evaluate(
      (all) => (window as unknown as { __nearestBench: Bench }).__nearestBench.fill(all),
      courses,
    );
    if (stored !== courses.length) throw new Error(`stored ${stored} of ${courses.length} courses`);
    const rows: NearestResult['rows'] = [];
    for (const point of POINTS) {
      const measured = await page.evaluate(
        async ({ latitude, longitude, radius, runs }) => {
          const bench = (window as unknown as { __nearestBench: Bench }).__nearestBench;
          await bench.locationQuery(latitude, longitude, radius);
          const query: { ms: number; total: number; first: string | null }[] = [];
          const near: { ms: number; name: string | null }[] = [];
          for (let i = 0; i < runs; i++) {
            query.push(await bench.locationQuery(latitude, longitude, radius));
            near.push(await bench.nearest(latitude, longitude));
          }
          return { query, near };
        },
        { ...point, radius: RADIUS_MILES, runs },
      );
      rows.push({
        label: point.label,
        queryMs: median(measured.query.map((q) => q.ms)),
        total: measured.query[0]!.total,
        first: measured.query[0]!.first,
        nearestMs: median(measured.near.map((q) => q.ms)),
        nearest: measured.near[0]!.name,
      });
    }
    return { courses: stored, runs, rows };
  } finally {
    await context.close();
  }
}

export function nearestSection(result: NearestResult, command: string): BenchSection {
  const markdown = [
    `All ${fixed(result.courses)} courses of the shared extract in the device store (Dexie, IndexedDB) of the`,
    "built app's origin in Chromium (no throttling); the app's own offline code, median of",
    `${result.runs} runs per point after one warm-up. "Location query": \`readCourseList\` with a`,
    `${RADIUS_MILES}-mile radius, nearest first, first page of 10 (what the course list shows offline).`,
    '"Nearest course": `nearestSavedCourse` (a scan with haversine).',
    '',
    table(
      ['From', 'Location query (ms)', 'Courses within 50 mi', 'Nearest first', 'Nearest course (ms)'],
      result.rows.map((r) => [r.label, fixed(r.queryMs, 1), r.total, r.first ?? '—', fixed(r.nearestMs, 1)]),
    ),
  ].join('\n');
  return {
    title: 'Client: nearest lookup over all cached courses (offline)',
    command,
    markdown,
    budgets: [],
  };
}
