// @vitest-environment happy-dom
// Issue 21: writes the UI accepted must never sit on the device unsent and unexplained. Each test
// replays, deterministically, one way the seeded chaos run stranded queued writes on the landed code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  configureOutbox,
  drainOutbox,
  queueWrite,
  getDrainStatus,
  setOutboxUser,
  startOutbox,
} from '../../../../src/client/offline/outbox';
import type { OutboxEntry } from '../../../../src/client/offline/outbox/types';
import { storeTokens } from '../../../../src/client/session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (userId: string, n = 0) => `${part({ alg: 'none' })}.${part({ userId, n })}.sig`;

let sent: { path: string; token: string | undefined; key: string | null }[];
let online: boolean;
let refreshAnswer: () => Response;

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!online) throw new TypeError('Failed to fetch');
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  if (path === '/api/auth/refresh') return refreshAnswer();
  const bearer = request.headers.get('Authorization')?.replace('Bearer ', '');
  sent.push({ path, token: bearer, key: request.headers.get('Idempotency-Key') });
  // The server accepts user-a's tokens only (the signature is the server's business).
  return bearer === token('user-a') || bearer === token('user-a', 1)
    ? json({ success: true, data: {} }, 201)
    : json({ success: false, message: 'Invalid or expired token' }, 401);
}

/** A review of `restroomId`: what a screen queues, and the fields it is stored with. */
const review = (restroomId: string) => ({
  params: { restroomId },
  body: { rating: 4, comment: '' },
  subject: restroomId,
  kind: 'review.create' as const,
  version: 1,
  resourceKey: `review:${restroomId}`,
});
const enqueueWrite = ({ params, body, subject }: ReturnType<typeof review>) =>
  queueWrite('review.create', { params, body, subject });

function signInAs(userId: string): void {
  localStorage.setItem('accessToken', token(userId));
  localStorage.setItem('refreshToken', `refresh-${userId}`);
  setOutboxUser(userId);
}

let stop: (() => void) | undefined;

beforeEach(async () => {
  sent = [];
  online = true;
  refreshAnswer = () => json({ success: false, message: 'Invalid refresh token' }, 401);
  configureOutbox({
    fetch: fakeFetch as typeof fetch,
    apiBase: 'http://api.test/api/',
    random: () => 0.5,
    locks: () => undefined,
    isOnline: () => online,
    requestBackgroundSync: () => Promise.resolve(),
  });
  await db.outbox.clear();
  await db.session.clear();
  localStorage.clear();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  setOutboxUser(null);
  configureOutbox(null);
});

describe('stranded writes (issue 21)', () => {
  it('sends queued writes when the stored access token is garbage: it refreshes instead of giving up', async () => {
    signInAs('user-a');
    online = false;
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    // The token in storage is overwritten with something unreadable (a broken save, a bad extension).
    localStorage.setItem('accessToken', 'garbage');
    refreshAnswer = () =>
      json({ success: true, data: { accessToken: token('user-a', 1), refreshToken: 'r-2' } });
    online = true;
    await drainOutbox();
    expect(sent.map((s) => s.key)).toContain(entry.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('says why nothing is sent when the stored token belongs to another account', async () => {
    signInAs('user-a');
    online = false;
    await enqueueWrite(review('r1'));
    localStorage.setItem('accessToken', token('user-b'));
    online = true;
    await drainOutbox();
    expect(sent).toEqual([]);
    expect(getDrainStatus()).toMatchObject({ blocked: 'other-account' });
  });

  it('starts sending by itself as soon as usable tokens are stored again', async () => {
    signInAs('user-a');
    stop = startOutbox();
    localStorage.setItem('accessToken', token('user-b'));
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    await new Promise((resolve) => setTimeout(resolve, 200)); // any wake the pass scheduled has run
    expect(sent).toEqual([]);
    // Another request of the page refreshed the session: no click, focus or `online` event follows.
    storeTokens({ accessToken: token('user-a'), refreshToken: 'refresh-user-a' });
    await vi.waitFor(async () => expect(await db.outbox.get(entry.id)).toBeUndefined(), { timeout: 3_000 });
    expect(sent.map((s) => s.key)).toEqual([entry.id]);
  });

  it('sends a write another tab queued and left (closed before it could drain)', async () => {
    signInAs('user-a');
    stop = startOutbox();
    await drainOutbox();
    const now = Date.now();
    const orphan: OutboxEntry = {
      ...review('r2'),
      id: 'from-a-closed-tab',
      userId: 'user-a',
      status: 'sending', // the closed tab had claimed it
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    };
    await db.outbox.add(orphan);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000 });
    expect(sent.map((s) => s.key)).toEqual(['from-a-closed-tab']);
  });
});

describe('waiting for the network (issue 21)', () => {
  it('does not spin while offline with a due write: it waits for a trigger', async () => {
    signInAs('user-a');
    let checks = 0;
    configureOutbox({
      isOnline: () => {
        checks += 1;
        return false;
      },
    });
    await enqueueWrite(review('r1'));
    await drainOutbox();
    const before = checks;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(checks - before).toBeLessThanOrEqual(1);
  });
});

describe("the server's Retry-After", () => {
  it('is honoured: a rate-limited write is not sent again before the server said to', async () => {
    signInAs('user-a');
    let now = 1_000_000;
    configureOutbox({
      now: () => now,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        sent.push({ path: new URL(request.url).pathname, token: undefined, key: null });
        return new Response(
          JSON.stringify({ success: false, message: 'You are posting reviews too quickly.' }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
          },
        );
      }) as typeof fetch,
    });
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    const stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored!.nextAttemptAt - now).toBeGreaterThanOrEqual(120_000);
    now += 60_000;
    await drainOutbox();
    expect(sent).toHaveLength(1);
  });
});
