/**
 * API bytes of a revisit (issue 19: "a revisit on one bar of signal moves a few hundred bytes").
 * In Chromium (phone viewport, the app's service worker installed as on a golfer's phone), one
 * browser profile per visitor opens `/courses` and `/course/:id` online once, so the device store
 * and the browser's HTTP cache are warm, then opens each again, every time a new tab (a new
 * navigation): at once ("within max-age"), and again once the anonymous answers' max-age (15 s
 * on the bench server, 30 s by default) has passed ("after max-age"). The full run adds the
 * golfer's revisit once their access token has expired (the bench server's tokens live 90 s, app-server.ts; a golfer back on the course after a
 * quarter of an hour is in that state): the start-up profile check is refused, refreshed, repeated.
 * Every /api/ request the page makes is counted from the DevTools protocol:
 * `Network.loadingFinished.encodedDataLength`, the bytes on the wire with the headers; whether it
 * went out with If-None-Match, was answered 304 or 200, or never left the browser's cache.
 *
 * Two visitors: signed out (the full run only), and the demo golfer signed in through the form. Golfers sign in to
 * report, review and confirm on the course, and a signed-in page sends its token with every call
 * (docs/product.md §7), so the budget is the golfer's: every revisit of either screen with a live
 * access token ≤ 2 KB of API bytes, everything under /api counted (the start-up profile check
 * too). The revisit with an expired token and the two screens' sums are reported, not budgeted.
 */
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import { fixed, table } from '../lib/markdown';
import { REVISIT_BUDGET_BYTES, type BenchBudget } from '../budgets';
import type { BenchSection } from '../lib/section';
import { SETTLE_DELAY_MS } from '../../../src/client/lib/when-idle';
import { BENCH_ACCESS_TOKEN_TTL_SECONDS, BENCH_PUBLIC_MAX_AGE_SECONDS } from './app-server';
import { PHONE, signInDemoGolfer } from './browser';

/** The anonymous answers' max-age on the bench server (app-server.ts), plus a margin. */
const STALE_AFTER_MS = (BENCH_PUBLIC_MAX_AGE_SECONDS + 1) * 1000;
/** The bench server's access-token lifetime (app-server.ts), plus a margin. */
const TOKEN_EXPIRED_AFTER_MS = (BENCH_ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
/** A visit is over once no /api request has been in flight for this long. */
const QUIET_MS = 1_500;
/**
 * Every tab stays at least this long after its content: the device's keepers (a course's reviews,
 * a list's restrooms) start once the page has settled (SETTLE_DELAY_MS after load, then an idle
 * moment). A first visit closed before them left the device store cold, and the revisit paid their
 * first fetches (3,310 B on `/course/:id` in one run, 1,343 B in the next); a revisit kept open
 * this long counts whatever they send then.
 */
const DWELL_MS = SETTLE_DELAY_MS + 1_500;
const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

export interface ApiRequestRecord {
  path: string;
  /** The status the network answered (304 for a revalidation), or the cached answer's. */
  status: number;
  /** Answered by the browser's cache (memory, disk or preload) without a request on the wire. */
  fromCache: boolean;
  ifNoneMatch: boolean;
  authorization: boolean;
  /** Headers and body as they crossed the wire (0 when nothing did). */
  bytes: number;
  /** The answer's header block alone. */
  headerBytes: number;
}

export interface VisitRecord {
  visitor: string;
  phase: string;
  screen: string;
  requests: ApiRequestRecord[];
}

interface Screen {
  label: string;
  path: string;
  content: string;
}

interface Seen {
  path?: string;
  status?: number;
  networkStatus?: number;
  fromCache?: boolean;
  requestHeaders?: string[];
  headerBytes?: number;
  finishedBytes?: number;
  failed?: boolean;
}

/**
 * Records every /api/ request of one page from the DevTools protocol. The "extra info" events may
 * come before or after the main ones, so each request's events are gathered by id and read at the end.
 */
function recordApi(cdp: CDPSession) {
  const seen = new Map<string, Seen>();
  let lastEvent = performance.now();
  const of = (id: string) => {
    lastEvent = performance.now();
    let entry = seen.get(id);
    if (!entry) seen.set(id, (entry = {}));
    return entry;
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    const entry = of(e.requestId);
    entry.path = url.pathname + url.search;
    entry.requestHeaders = [...(entry.requestHeaders ?? []), ...Object.keys(e.request.headers)];
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const entry = of(e.requestId);
    entry.requestHeaders = [...(entry.requestHeaders ?? []), ...Object.keys(e.headers)];
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = of(e.requestId);
    entry.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) entry.fromCache = true;
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const entry = of(e.requestId);
    entry.networkStatus = e.statusCode;
    entry.headerBytes = e.headersText?.length ?? 0;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    of(e.requestId).fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    of(e.requestId).finishedBytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    of(e.requestId).failed = true;
  });
  const api = () => [...seen.values()].filter((r) => r.path?.startsWith('/api/'));
  // A stale-while-revalidate refresh runs behind the page and may never report loadingFinished:
  // its answer (a 304, headers only) is what it cost.
  const done = (r: Seen) =>
    r.failed || r.finishedBytes !== undefined || (r.networkStatus === 304 && r.headerBytes !== undefined);
  return {
    settled: () => api().every(done) && performance.now() - lastEvent > QUIET_MS,
    records: (): ApiRequestRecord[] =>
      api().map((r) => {
        const names = (r.requestHeaders ?? []).map((name) => name.toLowerCase());
        const fromCache = r.fromCache === true && r.networkStatus === undefined;
        return {
          path: r.path ?? '',
          status: r.networkStatus ?? r.status ?? 0,
          fromCache,
          ifNoneMatch: names.includes('if-none-match'),
          authorization: names.includes('authorization'),
          bytes: fromCache ? 0 : Math.max(r.finishedBytes ?? 0, r.headerBytes ?? 0),
          headerBytes: fromCache ? 0 : (r.headerBytes ?? 0),
        };
      }),
  };
}

/**
 * Opens `screen` in a new tab, waits for its content, DWELL_MS and for the API to go quiet, closes
 * the tab.
 */
async function visit(context: BrowserContext, origin: string, screen: Screen): Promise<ApiRequestRecord[]> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const recorder = recordApi(cdp);
    await cdp.send('Network.enable');
    await page.goto(`${origin}${screen.path}`);
    await page.locator(screen.content).first().waitFor({ timeout: 30_000 });
    const dwellUntil = performance.now() + DWELL_MS;
    const deadline = performance.now() + 20_000;
    while ((!recorder.settled() || performance.now() < dwellUntil) && performance.now() < deadline)
      await page.waitForTimeout(250);
    // A first visit installs the service worker; later visits are its navigations, as on a phone.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    return recorder.records();
  } finally {
    await page.close();
  }
}

async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    await signInDemoGolfer(page, origin);
    await page.waitForTimeout(QUIET_MS);
  } finally {
    await page.close();
  }
}

export const SIGNED_OUT = 'signed out';
export const SIGNED_IN = 'demo golfer (signed in)';

export const FIRST = 'first visit';
export const WITHIN = 'revisit within max-age';
export const AFTER = 'revisit after max-age';
export const EXPIRED = 'revisit, access token expired';

export async function measureRevisitBytes(
  browser: Browser,
  origin: string,
  courseId: string,
  options: RevisitOptions,
): Promise<VisitRecord[]> {
  const screens: Screen[] = [
    { label: '/courses', path: '/courses', content: 'ul[aria-label="Courses"] article' },
    { label: '/course/:id', path: `/course/${courseId}`, content: 'main h1' },
  ];
  // A host slowed by other work may stretch the live-token phases past the token's lifetime: then
  // the visits start again with a fresh sign-in, a few times, before the bench gives up.
  for (let attempt = 1; ; attempt++) {
    const visits = await visitOnce(browser, origin, screens, options);
    if (visits) return visits;
    if (attempt === LIVE_TOKEN_ATTEMPTS)
      throw new Error(
        `the access token expired during the live-token phases ${LIVE_TOKEN_ATTEMPTS} times in a row (the machine was too slow for ${BENCH_ACCESS_TOKEN_TTL_SECONDS} s)`,
      );
  }
}

export interface RevisitOptions {
  /** The golfer's revisit once the access token has expired (reported, not budgeted). */
  withExpiredToken: boolean;
  /**
   * The signed-out visitor's phases (reported, not budgeted: the budget is the golfer's). The quick
   * run leaves them out: they and their wait past the max-age were 40 of the CI run's 77 s here.
   */
  withGuest: boolean;
}

/** How many times the visits may start again because the token expired during its live phases. */
const LIVE_TOKEN_ATTEMPTS = 3;

/** One series of visits; undefined when the golfer's token expired before its expired phase. */
async function visitOnce(
  browser: Browser,
  origin: string,
  screens: Screen[],
  { withExpiredToken, withGuest }: RevisitOptions,
): Promise<VisitRecord[] | undefined> {
  const golfer = { name: SIGNED_IN, context: await browser.newContext(PHONE) };
  const guest = { name: SIGNED_OUT, context: await browser.newContext(PHONE) };
  const visits: VisitRecord[] = [];
  const round = async (visitor: typeof golfer, phase: string) => {
    for (const screen of screens)
      visits.push({
        visitor: visitor.name,
        phase,
        screen: screen.label,
        requests: await visit(visitor.context, origin, screen),
      });
  };
  try {
    await signIn(golfer.context, origin);
    // Later than the token's issue: its expiry is no later than TTL from here.
    const signedInAt = performance.now();
    // The golfer's live-token phases first and alone, so they end as early after the sign-in as
    // the max-age allows; the guest's phases then fill part of the wait for the token's expiry.
    await round(golfer, FIRST);
    await round(golfer, WITHIN);
    await sleepUntil(signedInAt + STALE_AFTER_MS);
    await round(golfer, AFTER);
    if (withGuest) {
      const guestFirstAt = performance.now();
      await round(guest, FIRST);
      await round(guest, WITHIN);
      await sleepUntil(guestFirstAt + STALE_AFTER_MS);
      await round(guest, AFTER);
    }
    // The live-token phases must not have met the expiry: their figures would be the next phase's.
    if (visits.some((v) => v.requests.some((r) => r.path.startsWith('/api/auth/refresh')))) return undefined;
    if (withExpiredToken) {
      await sleepUntil(signedInAt + TOKEN_EXPIRED_AFTER_MS);
      await round(golfer, EXPIRED);
    }
  } finally {
    await golfer.context.close();
    await guest.context.close();
  }
  return visits;
}

const total = (visits: VisitRecord[]) =>
  visits.reduce((sum, v) => sum + v.requests.reduce((s, r) => s + r.bytes, 0), 0);

const describe = (r: ApiRequestRecord) =>
  r.fromCache ? 'cache' : `${r.status}${r.ifNoneMatch ? ' (If-None-Match)' : ''}`;

export function revisitBytesSection(visits: VisitRecord[], command: string): BenchSection {
  const rows = visits.flatMap((v) =>
    v.requests.length === 0
      ? [[v.visitor, v.phase, `\`${v.screen}\``, '(no API request)', '', '', '', '']]
      : v.requests.map((r) => [
          v.visitor,
          v.phase,
          `\`${v.screen}\``,
          `\`${r.path}\``,
          describe(r),
          r.authorization ? 'yes' : 'no',
          fixed(r.headerBytes),
          fixed(r.bytes),
        ]),
  );
  const phases = [...new Set(visits.map((v) => `${v.visitor}|${v.phase}`))];
  const totals = phases.map((key) => {
    const [visitor, phase] = key.split('|') as [string, string];
    const these = visits.filter((v) => v.visitor === visitor && v.phase === phase);
    const of = (screen: string) => fixed(total(these.filter((v) => v.screen === screen)));
    return [visitor, phase, of('/courses'), of('/course/:id'), fixed(total(these))];
  });
  const budgeted = visits.filter((v) => v.visitor === SIGNED_IN && (v.phase === WITHIN || v.phase === AFTER));
  const worst = budgeted.reduce<VisitRecord | undefined>(
    (most, v) => (most && total([most]) >= total([v]) ? most : v),
    undefined,
  );
  const budgets: BenchBudget[] = [
    {
      name: 'revisit of /courses and /course/:id ≤ 2 KB of API bytes',
      ok: worst !== undefined && total([worst]) <= REVISIT_BUDGET_BYTES,
      detail: worst
        ? `${fixed(total([worst]))} B at most: the signed-in golfer's \`${worst.screen}\`, ${worst.phase} (each revisit ≤ ${fixed(REVISIT_BUDGET_BYTES)} B)`
        : 'no revisit measured',
    },
  ];
  const markdown = [
    "Chromium (phone viewport, the app's service worker installed), one profile per visitor: `/courses`",
    'and `/course/:id` once online (device store and HTTP cache warm), then each again, each time in a',
    `new tab: at once, after ${STALE_AFTER_MS / 1000} s (past the anonymous answers' max-age) and, in the full run, once`,
    `the golfer's access token (${BENCH_ACCESS_TOKEN_TTL_SECONDS} s here) has expired. Every /api/ request of the page, from the`,
    'DevTools protocol: bytes = headers and body on the wire (`Network.loadingFinished.encodedDataLength`;',
    "0 when the browser cache answered), header bytes = the answer's header block alone, answer = the",
    'status on the wire (304: revalidated) or "cache"; a guest\'s stale-while-revalidate refresh runs',
    'behind the page and is listed only when the page saw it. HTTP/1.1 on loopback: behind an HTTP/2',
    'proxy the repeated header lines would be compressed. Budget: each revisit of either screen by the',
    'signed-in golfer with a live token (golfers sign in to write; the page then sends its token with',
    'every call).',
    '',
    table(['Visitor', 'Phase', 'Screen', 'Request', 'Answer', 'Token', 'Header B', 'Bytes'], rows),
    '',
    table(['Visitor', 'Phase', '`/courses` B', '`/course/:id` B', 'Both screens B'], totals),
  ].join('\n');
  return { title: 'Client: API bytes of a revisit', command, markdown, budgets };
}
