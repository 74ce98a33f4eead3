/**
 * The phone the client budgets speak of, on whatever host runs them. CDP's CPU throttling slows this
 * host's renderer by a factor, so a fixed "4×" is a different phone on every host: on the 2-core
 * host where the budgets were set, Lighthouse's benchmark index read about 3,000 (BENCHMARKS.md of
 * e2c3e15), so 4× made a phone of about 750; the same host read 2,200 on another day, and CI's hosts
 * read less again, so the same code measured two to six times slower and CI judged the host.
 *
 * So every throttled measurement first reads the host's index in the browser that measures, with
 * Lighthouse's own benchmark (`computeBenchmarkIndex`, the loop Chrome DevTools' CPU calibration
 * uses too), and throttles by index ÷ 750, never below 1: the phone stays the one the budgets were
 * set on (a little slower than DevTools' mid-tier phone, 1,000, a Pixel 5).
 */
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The emulated phone's benchmark index: 4× on the host of index 3,000 the budgets were set on. */
export const PHONE_BENCHMARK_INDEX = 750;

export interface CpuRate {
  /** The CDP throttling rate to pass to `Emulation.setCPUThrottlingRate`. */
  rate: number;
  /** This host's benchmark index, unthrottled (the median of three readings). */
  hostIndex: number;
}

// A string, not a function reference: tsx would wrap a named function in a helper the page lacks.
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** Reads the host's index (about 3 s) and the rate that makes it the budgets' phone. */
export async function calibrateCpu(browser: Browser): Promise<CpuRate> {
  const page = await browser.newPage();
  try {
    const readings: number[] = [];
    for (let i = 0; i < 3; i++) readings.push(Number(await page.evaluate(BENCHMARK)));
    const hostIndex = readings.sort((a, b) => a - b)[1]!;
    return { hostIndex, rate: rateFor(hostIndex) };
  } finally {
    await page.close();
  }
}

/** Index ÷ the phone's, to one decimal, never below 1 (a host slower than the phone is not sped up). */
export function rateFor(hostIndex: number): number {
  return Math.max(1, Math.round((hostIndex / PHONE_BENCHMARK_INDEX) * 10) / 10);
}

/** "2.9× CPU (host index 2,180; the budgets' phone: 750)", for the report's sentences. */
export function describeCpu({ rate, hostIndex }: CpuRate): string {
  return `${rate}× CPU (host benchmark index ${Math.round(hostIndex).toLocaleString('en-US')}; the budgets' phone: ${PHONE_BENCHMARK_INDEX})`;
}
