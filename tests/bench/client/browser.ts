/**
 * The machine's Chromium for the client benchmarks, set up like the e2e runs (playwright.config.ts):
 * a phone's viewport, and nothing but loopback resolves, so no figure includes the internet.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Every host but loopback fails to resolve (the map styles are not on these routes' first paint). */
export const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  LOOPBACK_ONLY,
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** The demo seed's golfer (the server seeds it for the bench: app-server.ts). */
const DEMO_GOLFER = { email: 'golfer@demo.fairwayrelief.test', password: 'fairway-demo' };

/** Signs the demo golfer in through the form on `page`, as a golfer would. */
export async function signInDemoGolfer(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(DEMO_GOLFER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_GOLFER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const isLoopbackUrl = (href: string) => {
  const url = new URL(href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
