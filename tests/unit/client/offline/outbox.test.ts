// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  configureOutbox,
  discardEntry,
  discardIfUnsent,
  drainOutbox,
  queueWrite,
  onWriteSynced,
  replacePendingBody,
  retryEntry,
  setOutboxUser,
} from '../../../../src/client/offline/outbox';
import {
  BACKOFF_CAP_MS,
  NETWORK_RETRY_CAP_MS,
  backoffDelay,
  networkRetryDelay,
} from '../../../../src/client/offline/outbox/policy';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
  token?: string | null;
}

let sent: Sent[];
let answer: (request: Request) => Promise<Response> | Response;
let clock: number;
let refreshAnswer: (request: Request) => Promise<Response> | Response;
let backgroundSyncs: number;

function signInAs(userId: string, n = 0): void {
  localStorage.setItem('accessToken', fakeToken(userId, n));
  localStorage.setItem('refreshToken', `refresh-${userId}-${n}`);
  setOutboxUser(userId);
}

/** An unsigned token with the claims the client reads (the server would verify the signature). */
export function fakeToken(userId: string, n = 0): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ userId, n })}.sig`;
}

let requests: Request[];

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  requests.push(request);
  if (new URL(request.url).pathname === '/api/auth/refresh') return refreshAnswer(request);
  const text = await request.clone().text();
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname,
    key: request.headers.get('Idempotency-Key'),
    body: text ? (JSON.parse(text) as unknown) : undefined,
    token: request.headers.get('Authorization')?.replace('Bearer ', ''),
  });
  return answer(request);
}

/** A review of `restroomId`: what a screen queues, and the fields it is stored with. */
const review = (restroomId: string, rating = 4) => ({
  params: { restroomId },
  body: { rating, comment: '' },
  subject: restroomId,
  kind: 'review.create' as const,
  version: 1,
  resourceKey: `review:${restroomId}`,
});
const enqueueWrite = ({ params, body, subject }: ReturnType<typeof review>) =>
  queueWrite('review.create', { params, body, subject });

beforeEach(async () => {
  sent = [];
  requests = [];
  backgroundSyncs = 0;
  clock = 1_000_000;
  answer = () => json({ success: true, data: { ok: true } }, 201);
  refreshAnswer = () => json({ success: false, message: 'no' }, 401);
  configureOutbox({
    fetch: fakeFetch as typeof fetch,
    apiBase: 'http://api.test/api/',
    now: () => clock,
    random: () => 0.5,
    locks: () => undefined,
    isOnline: () => true,
    requestBackgroundSync: () => {
      backgroundSyncs += 1;
      return Promise.resolve();
    },
  });
  await db.outbox.clear();
  await db.session.clear();
  localStorage.clear();
  signInAs('user-a');
  await drainOutbox();
});

afterEach(() => {
  setOutboxUser(null);
  configureOutbox(null);
});

describe('outbox', () => {
  it('refuses to queue without a signed-in user', async () => {
    setOutboxUser(null);
    await expect(enqueueWrite(review('r1'))).rejects.toThrow();
  });

  it('sends with its Idempotency-Key, deletes on success and tells the listeners', async () => {
    const synced = vi.fn();
    const stop = onWriteSynced(synced);
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/restrooms/r1/reviews',
        key: entry.id,
        body: { rating: 4, comment: '' },
        token: fakeToken('user-a'),
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(synced).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }), { ok: true });
    stop();
  });

  it('keeps the same key across retries and backs off after a 5xx or no answer', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      if (calls === 1) return json({ success: false, message: 'down' }, 503);
      if (calls === 2) throw new TypeError('Failed to fetch');
      return json({ success: true, data: {} }, 201);
    };
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    let stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, error: 'down' });
    expect(stored!.nextAttemptAt - clock).toBe(backoffDelay(1, 0.5));

    await drainOutbox(); // not due yet
    expect(sent).toHaveLength(1);

    clock = stored!.nextAttemptAt;
    await drainOutbox();
    stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 2, error: 'Network Error' });
    // No answer is the network's doing: retried within seconds, not on the server's backoff.
    expect(stored!.nextAttemptAt - clock).toBe(networkRetryDelay(2, 0.5));
    expect(networkRetryDelay(2, 0.5)).toBeLessThan(backoffDelay(2, 0.5));

    clock = stored!.nextAttemptAt;
    await drainOutbox();
    expect(await db.outbox.get(entry.id)).toBeUndefined();
    expect(sent.map((s) => s.key)).toEqual([entry.id, entry.id, entry.id]);
  });

  it('caps the backoff at five minutes, with jitter', () => {
    expect(backoffDelay(30, 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(30, 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('retries an attempt that got no answer within a few seconds, however often it failed', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const entry = await enqueueWrite(review('r1'));
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await drainOutbox();
      const stored = await db.outbox.get(entry.id);
      waits.push(stored!.nextAttemptAt - clock);
      clock = stored!.nextAttemptAt;
    }
    expect(sent).toHaveLength(12);
    // Growing (jitter aside), never past the cap: 12 attempts of a server backoff would be minutes.
    expect(waits[2]).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(NETWORK_RETRY_CAP_MS);
    expect(networkRetryDelay(100, 1)).toBe(NETWORK_RETRY_CAP_MS);
  });

  it("fails on a 4xx with the server's message, keeps it, and retry or discard act on it", async () => {
    answer = () => json({ success: false, message: 'You have already reviewed this restroom' }, 409);
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    expect(await db.outbox.get(entry.id)).toMatchObject({
      status: 'failed',
      error: 'You have already reviewed this restroom',
    });
    await drainOutbox();
    expect(sent).toHaveLength(1); // a failed entry waits for the user

    answer = () => json({ success: true, data: {} }, 201);
    await retryEntry(entry.id);
    expect(await db.outbox.get(entry.id)).toBeUndefined();
    // The server replays a key's first answer for 24 h: a refused entry retries under a new key.
    expect(sent[0]!.key).toBe(entry.id);
    expect(sent[1]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).not.toBe(entry.id);

    answer = () => json({ success: false, message: 'Nope' }, 422);
    const other = await enqueueWrite(review('r2'));
    await drainOutbox();
    await discardEntry(other.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('treats a 409 with Retry-After (an earlier attempt still running) as transient, same key', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          success: false,
          message: 'A request with this Idempotency-Key is still being processed',
        }),
        {
          status: 409,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        },
      );
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', attempts: 1 });
    answer = () => json({ success: true, data: {} }, 201);
    clock += BACKOFF_CAP_MS;
    await drainOutbox();
    expect(await db.outbox.get(entry.id)).toBeUndefined();
    expect(sent.map((s) => s.key)).toEqual([entry.id, entry.id]);
  });

  it('gives an edited entry a new key once an attempt may have reached the server', async () => {
    answer = () => json({ success: false, message: 'Service Unavailable' }, 503);
    const entry = await enqueueWrite(review('r1', 3));
    await drainOutbox();
    expect(await replacePendingBody(entry.id, { rating: 5 })).toBe(true);
    answer = () => json({ success: true, data: {} }, 201);
    clock += BACKOFF_CAP_MS;
    await drainOutbox();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ rating: 5 });
    expect(sent[1]!.key).not.toBe(entry.id);
  });

  it('is FIFO per resource: a later write waits for the earlier one', async () => {
    setOutboxUser(null); // queue without sending
    await db.outbox.bulkAdd([
      {
        ...review('r1', 1),
        id: 'k1',
        userId: 'user-a',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: clock,
        createdAt: 1,
      },
      {
        ...review('r1', 2),
        id: 'k2',
        userId: 'user-a',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: clock,
        createdAt: 2,
      },
      {
        ...review('r2', 3),
        id: 'k3',
        userId: 'user-a',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: clock,
        createdAt: 3,
      },
    ]);
    let first = true;
    answer = () => {
      if (first) {
        first = false;
        return json({ success: false, message: 'busy' }, 500);
      }
      return json({ success: true, data: {} }, 201);
    };
    setOutboxUser('user-a');
    await drainOutbox();
    // k1 failed transiently: k2 (same restroom) must not overtake it; k3 (another) goes.
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k3']);
    clock += BACKOFF_CAP_MS;
    await drainOutbox();
    expect(sent.map((s) => s.key)).toEqual(['k1', 'k3', 'k1', 'k2']);
  });

  it("never sends another user's entries", async () => {
    await db.outbox.add({
      ...review('r1'),
      id: 'theirs',
      userId: 'user-b',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
    });
    await drainOutbox();
    expect(sent).toEqual([]);
    signInAs('user-b');
    await drainOutbox();
    expect(sent.map((s) => s.key)).toEqual(['theirs']);
    expect(sent[0]!.token).toBe(fakeToken('user-b'));
  });

  it("never sends a user's entries with another account's token, even if the page lags behind", async () => {
    configureOutbox({ isOnline: () => false });
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    // Another account signs in in another tab: localStorage holds its token before this tab knows.
    localStorage.setItem('accessToken', fakeToken('user-b'));
    configureOutbox({ isOnline: () => true });
    await drainOutbox();
    expect(sent).toEqual([]);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('attaches the token current at send time, not the one of enqueue time', async () => {
    configureOutbox({ isOnline: () => false });
    const entry = await enqueueWrite(review('r1'));
    localStorage.setItem('accessToken', fakeToken('user-a', 7));
    configureOutbox({ isOnline: () => true });
    await drainOutbox();
    expect(sent).toEqual([expect.objectContaining({ key: entry.id, token: fakeToken('user-a', 7) })]);
  });

  it('refreshes an expired token on a 401, resends once, and mirrors the new pair for the service worker', async () => {
    const fresh = fakeToken('user-a', 1);
    answer = (request) =>
      request.headers.get('Authorization') === `Bearer ${fresh}`
        ? json({ success: true, data: {} }, 201)
        : json({ success: false, message: 'Token expired' }, 401);
    refreshAnswer = () => json({ success: true, data: { accessToken: fresh, refreshToken: 'refresh-a-1' } });
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    expect(sent.map((s) => [s.key, s.token])).toEqual([
      [entry.id, fakeToken('user-a')],
      [entry.id, fresh],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-a-1');
    expect(await db.session.get('current')).toMatchObject({
      accessToken: fresh,
      refreshToken: 'refresh-a-1',
      userId: 'user-a',
      retired: ['refresh-user-a-0'],
    });
  });

  it('asks for a Background Sync when writes are left waiting, not when all went out', async () => {
    await enqueueWrite(review('r1'));
    await drainOutbox();
    expect(backgroundSyncs).toBe(0);
    configureOutbox({ isOnline: () => false });
    await enqueueWrite(review('r2'));
    await drainOutbox();
    expect(backgroundSyncs).toBeGreaterThan(0);
  });

  it('sends nothing while the device is offline', async () => {
    configureOutbox({ isOnline: () => false });
    const entry = await enqueueWrite(review('r1'));
    await drainOutbox();
    expect(sent).toEqual([]);
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('a write undone on the page while a drainer picks it up (issue 21, chaos e2e)', () => {
  // The page discards a review that "never left the device" while the drainer (another tab or the
  // service worker, outside the page's control) has just read it to send: the golfer was told
  // "Review Deleted", and the server got the review anyway. Either the discard wins and nothing is
  // sent, or the send wins and the discard says so (the caller then queues a delete).
  it('is either discarded and never sent, or sent and not discarded, at every interleaving', async () => {
    for (let round = 0; round < 30; round += 1) {
      sent = [];
      await db.outbox.clear();
      const entry = await enqueueWrite(review(`r${round}`));
      const drain = drainOutbox();
      for (let turn = 0; turn < round; turn += 1) await new Promise((go) => setTimeout(go, 0));
      const discarded = await discardIfUnsent(entry.id);
      await drain;
      await drainOutbox();
      const posted = sent.some((request) => request.path === `/api/restrooms/r${round}/reviews`);
      expect({ round, discarded, posted }).toEqual({ round, discarded: !posted, posted });
    }
  }, 30_000);

  it('sends the body the page last gave it, never an older one', async () => {
    for (let round = 0; round < 30; round += 1) {
      sent = [];
      await db.outbox.clear();
      const entry = await enqueueWrite(review(`r${round}`, 1));
      const drain = drainOutbox();
      for (let turn = 0; turn < round; turn += 1) await new Promise((go) => setTimeout(go, 0));
      const replaced = await replacePendingBody(entry.id, { rating: 5, comment: '' });
      await drain;
      await drainOutbox();
      const bodies = sent.map((request) => request.body);
      // Replaced: only the new body went. Not replaced (already on its way): the old one went once.
      expect({ round, bodies }).toEqual({
        round,
        bodies: [{ rating: replaced ? 5 : 1, comment: '' }],
      });
    }
  }, 30_000);
});
