/**
 * Reload to the course list with the app offline, on the budgets' phone (CPU throttled to a
 * benchmark index of 750, cpu-rate.ts): visit
 * /courses online once (the service worker installs and precaches the app, the list is saved in the
 * device store), wait until the service worker controls the page, cut the network, then reload and
 * time from the navigation's start until the first course card is in the document (the page's own
 * clock, so Playwright's round trips are not counted). Median of 5 (3 with --quick).
 */
import type { Browser } from '@playwright/test';
import { fixed, table } from '../lib/markdown';
import type { BenchSection } from '../lib/section';
import { OFFLINE_RELOAD_BUDGET_MS } from '../budgets';
import { median, PHONE } from './browser';
import { describeCpu, type CpuRate } from './cpu-rate';

const FIRST_CARD = 'ul[aria-label="Courses"] article';

export interface OfflineReloadResult {
  times: number[];
  cpu: CpuRate;
}

export async function measureOfflineReload(
  browser: Browser,
  origin: string,
  runs: number,
  cpu: CpuRate,
): Promise<OfflineReloadResult> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      const w = window as unknown as { __firstCardAt?: number };
      // No named helper functions in here: tsx would wrap them in a `__name` the page lacks.
      new MutationObserver(() => {
        if (w.__firstCardAt === undefined && document.querySelector(selector))
          w.__firstCardAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, FIRST_CARD);
    await page.goto(`${origin}/courses`);
    await page.locator(FIRST_CARD).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // The precache must be complete before going offline (controller alone means "activated").
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.rate });
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(
        () => (window as unknown as { __firstCardAt?: number }).__firstCardAt !== undefined,
        undefined,
        { timeout: 60_000 },
      );
      // The reload really was offline: the server cannot be reached from the page.
      const reached = await page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => true,
          () => false,
        ),
      );
      if (reached) throw new Error('the page reached the server: it was not offline');
      times.push(await page.evaluate(() => (window as unknown as { __firstCardAt: number }).__firstCardAt));
    }
    return { times, cpu };
  } finally {
    await context.close();
  }
}

export function offlineReloadSection(
  result: OfflineReloadResult,
  command: string,
  quick: boolean,
): BenchSection {
  const limit = quick ? OFFLINE_RELOAD_BUDGET_MS.quick : OFFLINE_RELOAD_BUDGET_MS.full;
  const middle = median(result.times);
  const markdown = [
    `Chromium (phone viewport), throttled to ${describeCpu(result.cpu)} (CDP`,
    '`Emulation.setCPUThrottlingRate`), network offline; served by the service worker and the device',
    "store (Dexie). Time from the navigation start (the page's `performance.now()`) to the first",
    'course card in the document.',
    '',
    table(
      ['Runs', 'Median (ms)', 'Min (ms)', 'Max (ms)'],
      [
        [
          result.times.length,
          fixed(median(result.times)),
          fixed(Math.min(...result.times)),
          fixed(Math.max(...result.times)),
        ],
      ],
    ),
  ].join('\n');
  return {
    title: "Client: offline reload to the course list (the budgets' phone)",
    command,
    markdown,
    budgets: [
      {
        name: `offline reload to the first course card ≤ ${limit} ms median on the budgets' phone${quick ? " (quick run's floor; ≤ 400 ms in the full run)" : ''}`,
        ok: middle <= limit,
        detail: `${fixed(middle)} ms median of ${result.times.length} runs at ${describeCpu(result.cpu)}`,
      },
    ],
  };
}
