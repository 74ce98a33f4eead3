/**
 * The client half of the benchmarks (issue 7): builds the app once, serves it with the real server
 * on its own port, and measures first-paint code, Lighthouse scores, the offline reload, the
 * offline nearest lookups (courses and restrooms, and a cold start of /nearby), the API bytes of
 * a revisit and the time from reconnect to an empty outbox. About three minutes; `--quick` runs fewer
 * repetitions.
 *
 *   npx tsx tests/bench/client/index.ts [--quick]
 *   CLIENT_BENCH_ONLY=revisit npx tsx tests/bench/client/index.ts   # only the named measurements
 *
 * `dist/` is shared with the e2e runs of everyone working in this tree: building it and measuring
 * it happen under /tmp/fairway-e2e.lock, so nobody rebuilds it under a measurement (or the reverse).
 */
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { quickFromArgv } from '../lib/env';
import { describeQuiet, waitForQuietHost } from '../lib/quiet-host';
import type { BenchSection } from '../lib/section';
import { DIST_DIR, startAppServer } from './app-server';
import { isBuildFresh } from './fresh-build';
import { launchChromium } from './browser';
import { findMapFiles, firstPaintSection, measureRoute, type RouteSpec } from './first-paint';
import { lighthouseSection, runLighthouse } from './lighthouse';
import { bundleEntry, measureNearest, nearestSection } from './nearest';
import { calibrateCpu, describeCpu } from './cpu-rate';
import { measureOfflineReload, offlineReloadSection } from './offline-reload';
import { measureReconnectSync, reconnectSyncSection } from './reconnect-sync';
import { measureRevisitBytes, revisitBytesSection } from './revisit-bytes';
import { verdictOf } from '../budgets';

export const E2E_LOCK = '/tmp/fairway-e2e.lock';

const MEASUREMENTS = [
  'first-paint',
  'lighthouse',
  'offline-reload',
  'reconnect',
  'nearest',
  'revisit',
] as const;
type Measurement = (typeof MEASUREMENTS)[number];

/** CLIENT_BENCH_ONLY (comma-separated names of MEASUREMENTS) runs only those; unset, all of them. */
function selectedMeasurements(): Set<Measurement> {
  const wanted = process.env.CLIENT_BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted?.length) return new Set(MEASUREMENTS);
  const unknown = wanted.filter((name) => !(MEASUREMENTS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`CLIENT_BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${MEASUREMENTS.join(', ')})`);
  return new Set(wanted as Measurement[]);
}

export interface ClientBenchOptions {
  quick: boolean;
  log: (line: string) => void;
  /**
   * Unmeasured work started by the caller (npm run bench: the PostgreSQL data set), awaited after
   * the build and the server start it overlaps, before the first measurement. Must not reject.
   */
  beforeMeasuring?: Promise<unknown>;
}

/** Holds the lock until release() (flock keeps it while `cat` waits on our pipe). */
async function acquireLock(file: string, log: (line: string) => void): Promise<() => void> {
  const holder = spawn('flock', [file, 'sh', '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = setTimeout(() => log(`  waiting for ${file} (an e2e run holds it)…`), 2_000);
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
    holder.stdout.once('data', () => resolve());
  });
  clearTimeout(waiting);
  return () => {
    holder.removeAllListeners('exit');
    holder.stdin.end();
  };
}

function buildApp(log: (line: string) => void): number {
  if (isBuildFresh(DIST_DIR)) {
    log('  vite build: dist/ is newer than every source, kept');
    return 0;
  }
  const started = performance.now();
  const result = spawnSync('npx', ['vite', 'build'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`vite build failed (${result.status}):\n${(result.stdout + result.stderr).slice(-4000)}`);
  const seconds = (performance.now() - started) / 1000;
  log(`  vite build: ${seconds.toFixed(1)} s`);
  return seconds;
}

const chromiumVersion = () =>
  spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim().split(' built')[0] ??
  'unknown';

export interface ClientBenchResult {
  sections: BenchSection[];
  chromium: string;
  buildSeconds: number;
}

export async function runClientBench({
  quick,
  log: print,
  beforeMeasuring,
}: ClientBenchOptions): Promise<ClientBenchResult> {
  // Every line says how long the client part has run: it has about two minutes of the full run.
  const started = performance.now();
  const log = (line: string) => print(`${line} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const command = `npx tsx tests/bench/client/index.ts${quick ? ' --quick' : ''}`;
  const only = selectedMeasurements();
  const release = await acquireLock(E2E_LOCK, log);
  try {
    const buildSeconds = buildApp(log);
    const mapFiles = findMapFiles(DIST_DIR);
    // The nearest lookup's bundle builds while the server starts (neither is measured).
    const nearestBundle = only.has('nearest') ? bundleEntry() : undefined;
    nearestBundle?.catch(() => {}); // awaited (and its failure reported) by measureNearest
    const server = await startAppServer();
    log(`  server on ${server.origin}, course ${server.courseId}`);
    if (beforeMeasuring) {
      await beforeMeasuring;
      log('  ready to measure (the work started before it is done)');
    }
    log(`  ${describeQuiet(await waitForQuietHost())}`);
    // In the report's order, whichever ran first.
    const sections = new Map<Measurement, BenchSection>();
    try {
      const routes: RouteSpec[] = [
        { label: '/', path: '/', content: '#hero-title' },
        { label: '/courses', path: '/courses', content: 'ul[aria-label="Courses"] article' },
        { label: '/course/:id', path: `/course/${server.courseId}`, content: 'main h1' },
      ];
      const browser = await launchChromium();
      // Read just before each throttled measurement: a shared host's speed moves within a run.
      const calibrated = async (what: string) => {
        const cpu = await calibrateCpu(browser);
        log(`  ${what}: ${describeCpu(cpu)}`);
        return cpu;
      };
      try {
        if (only.has('first-paint')) {
          const measures = [];
          for (const route of routes) {
            measures.push(await measureRoute(browser, server.origin, route));
            log(`  first paint ${route.label}: measured`);
          }
          sections.set('first-paint', firstPaintSection(measures, DIST_DIR, mapFiles, command));
        }
        if (only.has('offline-reload')) {
          const reload = await measureOfflineReload(
            browser,
            server.origin,
            quick ? 3 : 5,
            await calibrated('offline reload'),
          );
          log(`  offline reload: ${reload.times.map((t) => t.toFixed(0)).join(', ')} ms`);
          sections.set('offline-reload', offlineReloadSection(reload, command, quick));
        }
        if (only.has('reconnect')) {
          // A few seconds: each run is one queued write and its trip to the server.
          const reconnect = await measureReconnectSync(
            browser,
            server.origin,
            server.courseId,
            quick ? 3 : 5,
            await calibrated('reconnect'),
          );
          log(`  reconnect to empty outbox: ${reconnect.times.map((t) => t.toFixed(0)).join(', ')} ms`);
          sections.set('reconnect', reconnectSyncSection(reconnect, command));
        }
        if (nearestBundle) {
          const nearest = await measureNearest(
            browser,
            server.origin,
            quick ? 5 : 7,
            await calibrated('nearest'),
            nearestBundle,
            // Cold starts of /nearby: the budget judges their median, and one sample is no median
            // (the quick run's single one measured 622, 684 and then 1,137 ms on the same build).
            quick ? 3 : 5,
            log,
          );
          log(
            `  nearest lookup: ${nearest.rows.map((r) => r.queryMs.toFixed(1)).join(', ')} ms; nearest restroom ${nearest.restroomNearest.host?.median.toFixed(2)} ms; cold /nearby ${nearest.cold?.afterPosition.median.toFixed(0)} ms after the position`,
          );
          sections.set('nearest', nearestSection(nearest, command));
        }
        if (only.has('revisit')) {
          // Byte counts, not timings: one run, most of it waiting for max-age to pass. The quick run
          // measures the golfer alone (the budgeted visitor); the full run adds the guest and waits
          // for the access token's expiry too.
          const visits = await measureRevisitBytes(browser, server.origin, server.courseId, {
            withExpiredToken: !quick,
            withGuest: !quick,
          });
          log(`  revisit bytes: ${visits.length} visits measured`);
          sections.set('revisit', revisitBytesSection(visits, command));
        }
      } finally {
        await browser.close();
      }
      if (only.has('lighthouse')) {
        // The median of three runs per route in the full run (about 2 minutes in all): one run's
        // score swings with the machine's other load. The quick run checks the performance floor
        // (lighthouse.ts), which one run per route clears by a margin (lowest seen: 59 over 50).
        const runs = quick ? 1 : 3;
        // Lighthouse drives a Chrome of its own; this one only reads the host's index (idle otherwise).
        const calibrator = await launchChromium();
        try {
          const scores = await runLighthouse(
            server.origin,
            routes.map(({ label, path }) => ({ label, path })),
            runs,
            log,
            () => calibrateCpu(calibrator),
          );
          sections.set('lighthouse', lighthouseSection(scores, runs, command, quick));
        } finally {
          await calibrator.close();
        }
      }
    } finally {
      await server.stop();
    }
    return {
      sections: MEASUREMENTS.flatMap((name) => sections.get(name) ?? []),
      chromium: chromiumVersion(),
      buildSeconds,
    };
  } finally {
    release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { sections } = await runClientBench({ quick: quickFromArgv(), log: console.log });
  for (const section of sections) {
    console.log(`\n## ${section.title}\n\n${section.markdown}\n`);
    for (const b of section.budgets) console.log(`${verdictOf(b)}: ${b.name}: ${b.detail}`);
  }
  if (sections.some((s) => s.budgets.some((b) => !b.ok))) process.exitCode = 1;
}
