/**
 * Lighthouse (12.8, the last release for Node 20) on `/`, `/courses` and `/course/:id`: its default
 * config, which emulates a mid-range phone on a slow 4G link (simulated throttling), performance,
 * accessibility and best-practices only. Chromium is the machine's, headless, with nothing but
 * loopback resolving; every request Lighthouse saw is checked to have stayed on the machine.
 * Each route runs several times and its median counts (the caller decides how many; a run takes
 * 10-20 s here): on this shared 2-core machine one run's performance score moves by ±10 with the
 * CPU time other tenants leave it (recorded as the CPU index), and a budget on one run would report
 * the neighbours, not the page.
 *
 * The simulated CPU is the budgets' phone, as in the other client measurements (cpu-rate.ts): each
 * run's slowdown multiplier is the host's benchmark index ÷ 750, read just before it, instead of
 * Lighthouse's fixed 4×, which is that phone only on a host of index 3,000 (where the budgets were
 * set) and a slower one on every slower host.
 *
 * Budgets: accessibility = 100 and performance ≥ 90 on each route (medians), in the full run. The
 * quick run (CI, `npm test`) holds performance to a smoke floor of 50 instead: on the 2-core hosts CI
 * runs on now, the same build scores anywhere from 59 to 88 (the last landed build: 71–88; stop 12's
 * host scored it 93–98), so 90 there judges the host, not the page. The floor still catches what
 * breaks a page (render-blocking code, the map in the first paint); the bytes before the first
 * paint have their own host-independent budget (first-paint.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fixed, table } from '../lib/markdown';
import { ACCESSIBILITY_BUDGET, PERFORMANCE_BUDGET, type BenchBudget } from '../budgets';
import type { BenchSection } from '../lib/section';
import { CHROMIUM_PATH, isLoopbackUrl, LOOPBACK_ONLY, median } from './browser';
import { PHONE_BENCHMARK_INDEX, type CpuRate } from './cpu-rate';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
export const QUICK_PERFORMANCE_FLOOR = 50;

export interface LighthouseRoute {
  label: string;
  path: string;
}

interface RouteScores {
  route: LighthouseRoute;
  runs: Record<Category, number>[];
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; benchmarkIndex: number; slowdown: number }[];
  failedAudits: Set<string>;
  offLoopback: string[];
}

interface NetworkItem {
  url?: string;
}

/**
 * Lighthouse's own trace recording fails now and then here (NO_NAVSTART, NO_FCP with a page that
 * painted): such a run says nothing about the page, so it is repeated, up to twice.
 */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);

async function auditOnce(url: string, port: number, cpu: CpuRate, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Merged into the default mobile throttling: only the CPU's multiplier changes.
      throttling: { cpuSlowdownMultiplier: cpu.rate },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt < 3 && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      log(`  lighthouse ${url}: ${lhr.runtimeError.code}, run again`);
      continue;
    }
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

export async function runLighthouse(
  origin: string,
  routes: LighthouseRoute[],
  runsPerRoute: number,
  log: (line: string) => void,
  /** The budgets' phone on this host now (cpu-rate.ts), asked before each run. */
  calibrate: () => Promise<CpuRate>,
): Promise<RouteScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', LOOPBACK_ONLY, '--disable-quic'],
  });
  const results: RouteScores[] = [];
  try {
    for (const route of routes) {
      const scores: RouteScores = { route, runs: [], metrics: [], failedAudits: new Set(), offLoopback: [] };
      for (let run = 0; run < runsPerRoute; run++) {
        const cpu = await calibrate();
        const lhr = await auditOnce(`${origin}${route.path}`, chrome.port, cpu, log);
        const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        scores.runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
        });
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        scores.metrics.push({
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          slowdown: cpu.rate,
        });
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              scores.failedAudits.add(
                `${category}: ${audit.id} (${audit.displayValue ?? fixed((audit.score ?? 0) * 100)})`,
              );
          }
        }
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
          ?.items ?? []) as NetworkItem[];
        for (const item of items) if (item.url && !isLoopbackUrl(item.url)) scores.offLoopback.push(item.url);
        log(
          `  lighthouse ${route.path} run ${run + 1} at ${cpu.rate}× CPU: ` +
            CATEGORIES.map((c) => `${c} ${scores.runs.at(-1)![c]}`).join(', '),
        );
      }
      results.push(scores);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function lighthouseSection(
  results: RouteScores[],
  runsPerRoute: number,
  command: string,
  quick: boolean,
): BenchSection {
  const performanceBudget = quick ? QUICK_PERFORMANCE_FLOOR : PERFORMANCE_BUDGET;
  const med = (r: RouteScores, c: Category) => median(r.runs.map((run) => run[c]));
  const medMetric = (r: RouteScores, m: keyof RouteScores['metrics'][number]) =>
    median(r.metrics.map((x) => x[m]));
  const rows = results.map((r) => [
    `\`${r.route.label}\``,
    fixed(med(r, 'performance')),
    r.runs.map((run) => run.performance).join(' / '),
    fixed(med(r, 'accessibility')),
    fixed(med(r, 'best-practices')),
    fixed(medMetric(r, 'fcp')),
    fixed(medMetric(r, 'lcp')),
    fixed(medMetric(r, 'tbt')),
    fixed(medMetric(r, 'cls'), 3),
    fixed(medMetric(r, 'benchmarkIndex')),
    `${medMetric(r, 'slowdown')}×`,
  ]);
  const budgets: BenchBudget[] = results.flatMap((r) => [
    {
      name: `Lighthouse accessibility = 100 on ${r.route.label}`,
      ok: med(r, 'accessibility') >= ACCESSIBILITY_BUDGET,
      detail: `${fixed(med(r, 'accessibility'))}`,
    },
    {
      name: quick
        ? `Lighthouse performance ≥ ${QUICK_PERFORMANCE_FLOOR} on ${r.route.label} (quick run's floor; ≥ ${PERFORMANCE_BUDGET} in the full run)`
        : `Lighthouse performance ≥ ${PERFORMANCE_BUDGET} on ${r.route.label}`,
      ok: med(r, 'performance') >= performanceBudget,
      detail: `${fixed(med(r, 'performance'))}`,
    },
  ]);
  // Refused by Chromium's resolver, so no score includes the internet; reported, not budgeted.
  const leaks = [
    ...new Set(results.flatMap((r) => r.offLoopback.map((url) => `\`${r.route.label}\` ${url}`))),
  ];
  const notes = results.flatMap((r) => [...r.failedAudits].map((a) => `- \`${r.route.label}\` ${a}`));
  const markdown = [
    `Lighthouse 12.8 default (mobile) config, simulated throttling with the budgets' phone's CPU (the slowdown is the host's benchmark index ÷ ${PHONE_BENCHMARK_INDEX}, read before each run, not a fixed 4×), ${runsPerRoute === 1 ? 'one run' : `median of ${runsPerRoute} runs`} per route, headless Chromium.`,
    "Scores out of 100 (medians, each run's performance beside it); metrics in ms (CLS unitless), medians.",
    'Simulated throttling still scales the CPU time',
    'it observed, so on a busy machine TBT and the score drop: "CPU index" is Lighthouse\'s',
    'benchmarkIndex of the run (higher is faster; an idle desktop is about 1,000–2,000).',
    '',
    table(
      [
        'Route',
        'Performance',
        'Each run',
        'Accessibility',
        'Best practices',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'CPU index',
        'CPU slowdown',
      ],
      rows,
    ),
    '',
    notes.length
      ? 'Audits not passed (weighted):\n\n' + [...new Set(notes)].join('\n')
      : 'Every weighted audit passed.',
    '',
    leaks.length
      ? `Requests for other hosts (refused by the resolver): ${leaks.join(', ')}.`
      : 'Every request Lighthouse recorded went to 127.0.0.1.',
  ].join('\n');
  return { title: 'Client: Lighthouse', command, markdown, budgets };
}
