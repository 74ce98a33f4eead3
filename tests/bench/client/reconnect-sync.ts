/**
 * From the signal's return to an empty outbox ("the one-second answer, offline"): the demo golfer,
 * signed in, on a course screen controlled by the service worker, on the budgets' phone (CPU throttled
 * to a benchmark index of 750, cpu-rate.ts). Each run cuts the network, taps a restroom's Helpful button (the write is queued: the
 * outbox holds one entry), then gives the network back and times, with the page's own clock, from
 * its `online` event to the moment the device's outbox is empty again (the server accepted the
 * write and the drain deleted the entry). The taps alternate between marking and unmarking, so
 * every run is a real write. Median of 5 (3 with --quick); budget ≤ 2 s in both.
 */
import type { Browser } from '@playwright/test';
import { fixed, table } from '../lib/markdown';
import type { BenchSection } from '../lib/section';
import { RECONNECT_BUDGET_MS } from '../budgets';
import { median, PHONE, signInDemoGolfer } from './browser';
import { describeCpu, type CpuRate } from './cpu-rate';

/**
 * In the page, from its start: at every `online` event, the time it fired and the time the outbox
 * (IndexedDB 'fairway-relief', table 'outbox') was first seen empty after it, polled every 10 ms
 * on one connection. A string, not a function: tsx would wrap named functions in a helper the page
 * lacks.
 */
const RECORDER = `(() => {
  let database = null;
  window.__reconnect = null;
  window.__outboxCount = (done) => {
    const read = (db) => {
      const count = db.transaction('outbox').objectStore('outbox').count();
      count.onsuccess = () => done(count.result);
      count.onerror = () => done(-1);
    };
    if (database) return read(database);
    const open = indexedDB.open('fairway-relief');
    open.onerror = () => done(-1);
    open.onsuccess = () => {
      database = open.result;
      database.onversionchange = () => { database.close(); database = null; };
      read(database);
    };
  };
  window.addEventListener('online', () => {
    const record = { startedAt: performance.now(), emptyAt: null };
    window.__reconnect = record;
    const check = () => window.__outboxCount((count) => {
      if (count === 0) record.emptyAt = performance.now();
      else setTimeout(check, 10);
    });
    check();
  }, true);
})();`;

interface PageProbe {
  __reconnect: { startedAt: number; emptyAt: number | null } | null;
  __outboxCount: (done: (count: number) => void) => void;
}

export interface ReconnectResult {
  times: number[];
  cpu: CpuRate;
}

export async function measureReconnectSync(
  browser: Browser,
  origin: string,
  courseId: string,
  runs: number,
  cpu: CpuRate,
): Promise<ReconnectResult> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORDER });
    await signInDemoGolfer(page, origin);
    await page.goto(`${origin}/course/${courseId}`);
    const helpful = page.getByRole('button', { name: /^Helpful/ }).first();
    await helpful.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const outboxCount = () =>
      page.evaluate(
        () => new Promise<number>((done) => (window as unknown as PageProbe).__outboxCount(done)),
      );

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.rate });
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await context.setOffline(true);
      await helpful.click();
      await waitFor(async () => (await outboxCount()) === 1, 'the tap to be queued');
      // The drain's offline pass (and its Background Sync registration) is over before the signal
      // returns: what is timed is the return alone.
      await page.waitForTimeout(300);
      await context.setOffline(false);
      await page.waitForFunction(
        () => (window as unknown as PageProbe).__reconnect?.emptyAt != null,
        undefined,
        {
          timeout: 30_000,
        },
      );
      const record = await page.evaluate(() => (window as unknown as PageProbe).__reconnect);
      if (!record || record.emptyAt === null) throw new Error('no reconnect was recorded');
      times.push(record.emptyAt - record.startedAt);
      // The screen folds the answer in and refetches before the next run cuts the network.
      await page.waitForTimeout(500);
    }
    return { times, cpu };
  } finally {
    await context.close();
  }
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const until = performance.now() + 15_000;
  while (!(await condition())) {
    if (performance.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function reconnectSyncSection(result: ReconnectResult, command: string): BenchSection {
  const middle = median(result.times);
  const markdown = [
    `Chromium (phone viewport), throttled to ${describeCpu(result.cpu)},`,
    'the demo golfer signed in on a course screen with',
    'the service worker installed. A Helpful tap queued with the network off, then the network back',
    "(Playwright's offline switch): time from the page's `online` event to the device's outbox",
    'empty again (the write accepted by the server and its entry deleted).',
    '',
    table(
      ['Runs', 'Median (ms)', 'Min (ms)', 'Max (ms)'],
      [
        [
          result.times.length,
          fixed(middle),
          fixed(Math.min(...result.times)),
          fixed(Math.max(...result.times)),
        ],
      ],
    ),
  ].join('\n');
  return {
    title: "Client: reconnect to an empty outbox (the budgets' phone)",
    command,
    markdown,
    budgets: [
      {
        name: 'reconnect to an empty outbox',
        ok: middle <= RECONNECT_BUDGET_MS,
        detail: `median ${fixed(middle)} ms of ${result.times.length} runs at ${describeCpu(result.cpu)} (≤ ${fixed(RECONNECT_BUDGET_MS)} ms)`,
      },
    ],
  };
}
