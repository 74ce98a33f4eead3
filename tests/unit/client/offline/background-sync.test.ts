// The service worker's drain (offline/outbox/background-sync.ts) with the session the page mirrored
// into IndexedDB: no localStorage, no window; its own refresh under the shared lock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { drainForBackgroundSync } from '../../../../src/client/offline/outbox/background-sync';
import type { OutboxEntry } from '../../../../src/client/offline/outbox/types';
import { saveSession } from '../../../../src/client/session/device-session';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (userId: string, n: number, exp = 4_000_000_000) =>
  `${part({})}.${part({ userId, n, exp })}.sig`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let sent: { path: string; token: string | undefined }[];
let refreshes: string[];
let online: boolean;

const entry = (id: string, userId: string, createdAt: number): OutboxEntry => ({
  id,
  userId,
  kind: 'review.create',
  version: 1,
  params: { restroomId: id },
  body: { rating: 5, comment: '' },
  label: `Review ${id}`,
  resourceKey: `review:${id}`,
  status: 'pending',
  attempts: 1,
  nextAttemptAt: Date.now() + 60_000, // backing off: a sync means the network is back
  createdAt,
});

function server(valid: string) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!online) throw new TypeError('Failed to fetch');
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/refresh') {
      refreshes.push(((await request.json()) as { refreshToken: string }).refreshToken);
      return json({ success: true, data: { accessToken: valid, refreshToken: 'refresh-2' } });
    }
    const bearer = request.headers.get('Authorization')?.replace('Bearer ', '');
    sent.push({ path, token: bearer });
    return bearer === valid ? json({ success: true, data: {} }, 201) : json({ success: false }, 401);
  };
}

const run = (fetch: typeof globalThis.fetch) =>
  drainForBackgroundSync({ origin: 'http://app.test', fetch, locks: undefined, isOnline: () => online });

beforeEach(async () => {
  sent = [];
  refreshes = [];
  online = true;
  await db.outbox.clear();
  await db.session.clear();
});
afterEach(async () => {
  await db.session.clear();
});

describe('Background Sync drain (service worker)', () => {
  it("sends the stored user's writes with a refreshed token, stores the new pair, leaves others'", async () => {
    await saveSession({ accessToken: token('user-a', 0), refreshToken: 'refresh-1' });
    await db.outbox.bulkAdd([entry('r1', 'user-a', 1), entry('r2', 'user-b', 2)]);
    const fresh = token('user-a', 1);
    await run(server(fresh));
    expect(sent).toEqual([
      { path: '/api/restrooms/r1/reviews', token: token('user-a', 0) },
      { path: '/api/restrooms/r1/reviews', token: fresh },
    ]);
    expect(refreshes).toEqual(['refresh-1']);
    expect(await db.session.get('current')).toMatchObject({
      accessToken: fresh,
      refreshToken: 'refresh-2',
      retired: ['refresh-1'],
    });
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['r2']);
  });

  it("puts what is still waiting on the app icon's badge once it has drained (issue 17)", async () => {
    await saveSession({ accessToken: token('user-a', 0), refreshToken: 'refresh-1' });
    await db.outbox.bulkAdd([entry('r1', 'user-a', 1), entry('r2', 'user-b', 2)]);
    const badge: (number | 'cleared')[] = [];
    const nav = {
      setAppBadge: async (count?: number) => void badge.push(count ?? 0),
      clearAppBadge: async () => void badge.push('cleared'),
    };
    const fresh = token('user-a', 1);
    await drainForBackgroundSync({
      origin: 'http://app.test',
      fetch: server(fresh),
      locks: undefined,
      isOnline: () => true,
      badge: nav,
    });
    // user-a's write went; user-b's waits for its own account on this device.
    expect(badge).toEqual([1]);
  });

  it('sends with the pair stored at send time and refreshes nothing while it is valid', async () => {
    const current = token('user-a', 5);
    await saveSession({ accessToken: current, refreshToken: 'refresh-5' });
    await db.outbox.add(entry('r1', 'user-a', 1));
    await run(server(current));
    expect(refreshes).toEqual([]);
    expect(sent).toEqual([{ path: '/api/restrooms/r1/reviews', token: current }]);
  });

  it('rejects while writes are left waiting, so the browser fires the sync again later', async () => {
    await saveSession({ accessToken: token('user-a', 0), refreshToken: 'refresh-1' });
    await db.outbox.add(entry('r1', 'user-a', 1));
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      drainForBackgroundSync({
        origin: 'http://app.test',
        fetch: unreachable,
        locks: undefined,
        isOnline: () => true,
      }),
    ).rejects.toThrow(/waiting/);
    expect(await db.outbox.get('r1')).toMatchObject({
      status: 'pending',
      attempts: 2,
      error: 'Network Error',
    });
  });

  it('sends nothing without a stored session (signed out), and does not ask to be fired again', async () => {
    await db.outbox.add(entry('r1', 'user-a', 1));
    await run(server(token('user-a', 0)));
    expect(sent).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });
});
