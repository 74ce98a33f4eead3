// @vitest-environment happy-dom
// Queued writes leave within seconds of the signal returning, with or without Background Sync: the
// page's triggers (`online`, visibility, focus) and the short retry after an attempt that got no
// answer (docs/architecture.md, Outbox). Background Sync is not involved here at all: these are the
// triggers Safari and Firefox have.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  configureOutbox,
  drainOutbox,
  queueWrite,
  setOutboxUser,
  startOutbox,
} from '../../../../src/client/offline/outbox';
import { NETWORK_RETRY_CAP_MS } from '../../../../src/client/offline/outbox/policy';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (userId: string) => `${part({ alg: 'none' })}.${part({ userId })}.sig`;

/** What the network does with a request: no signal, the server down (503), or the server's 201. */
let network: 'none' | 'server-down' | 'up';
/** What the browser says (`navigator.onLine`). */
let browserOnline: boolean;
let attempts: number;

async function fakeFetch(): Promise<Response> {
  attempts += 1;
  if (network === 'none') throw new TypeError('Failed to fetch');
  if (network === 'server-down') return json({ success: false, message: 'Service Unavailable' }, 503);
  return json({ success: true, data: {} }, 201);
}

const queueReview = (restroomId: string) =>
  queueWrite('review.create', {
    params: { restroomId },
    body: { rating: 4, comment: '' },
    subject: `Review of ${restroomId}`,
  });

const outboxEmpty = () =>
  vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 1_000, interval: 20 });

let stop: (() => void) | undefined;

beforeEach(async () => {
  network = 'up';
  browserOnline = true;
  attempts = 0;
  configureOutbox({
    fetch: fakeFetch as typeof fetch,
    apiBase: 'http://api.test/api/',
    // The shortest jitter: the timings below are the policy's, not luck's.
    random: () => 0,
    locks: () => undefined,
    isOnline: () => browserOnline,
    requestBackgroundSync: () => Promise.reject(new Error('no SyncManager here')),
  });
  await db.outbox.clear();
  localStorage.clear();
  localStorage.setItem('accessToken', token('golfer'));
  localStorage.setItem('refreshToken', 'refresh-golfer');
  setOutboxUser('golfer');
  stop = startOutbox();
  await drainOutbox();
});

afterEach(() => {
  stop?.();
  setOutboxUser(null);
  configureOutbox(null);
});

/** Queues a write while the browser says it is offline: it waits, unsent. */
async function queuedOffline(): Promise<void> {
  browserOnline = false;
  network = 'none';
  await queueReview('r1');
  await drainOutbox();
  expect(await db.outbox.count()).toBe(1);
  expect(attempts).toBe(0);
  browserOnline = true;
  network = 'up';
}

describe('a write queued offline leaves when the page learns the signal is back', () => {
  it('on `online`, even when a 5xx had put it on a long backoff', async () => {
    network = 'server-down';
    const entry = await queueReview('r1');
    await vi.waitFor(() => expect(attempts).toBe(1));
    // After a few 503s the server's backoff is minutes long; the network returning makes the write
    // due at once.
    await db.outbox.update(entry.id, { attempts: 8, nextAttemptAt: Date.now() + 4 * 60_000 });
    network = 'up';
    window.dispatchEvent(new Event('online'));
    await outboxEmpty();
  });

  it('when the page becomes visible again', async () => {
    await queuedOffline();
    document.dispatchEvent(new Event('visibilitychange'));
    await outboxEmpty();
  });

  it('on focus', async () => {
    await queuedOffline();
    window.dispatchEvent(new Event('focus'));
    await outboxEmpty();
  });
});

describe('an attempt that got no answer while the browser says it is online', () => {
  it('is retried within a few seconds, so a returning signal is noticed without any event', async () => {
    network = 'none';
    await queueReview('r1');
    // Three attempts into the dead signal (a Wi-Fi without internet: the browser never says offline).
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 20 });
    const back = Date.now();
    network = 'up';
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), {
      timeout: NETWORK_RETRY_CAP_MS + 1_000,
      interval: 20,
    });
    expect(Date.now() - back).toBeLessThanOrEqual(NETWORK_RETRY_CAP_MS + 500);
  }, 10_000);
});
