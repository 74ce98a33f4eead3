// @vitest-environment happy-dom
/**
 * The validators the device keeps for signed-in public reads (src/client/lib/kept-validators.ts):
 * through the app's own API client, a revisit asks with the kept ETag and a 304 gives the screen the
 * kept answer, whichever access token the call carries; guests, writes and personal answers are left
 * alone; the kept answers are capped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { api, parseData } from '../../../src/client/lib/api';
import { MAX_KEPT_ANSWERS, withKeptValidators } from '../../../src/client/lib/kept-validators';

/** An in-memory Cache Storage cache: by URL, oldest put first, as the browser keeps them. */
function fakeCache() {
  const entries = new Map<string, { body: ArrayBuffer; status: number; headers: [string, string][] }>();
  const urlOf = (key: RequestInfo | URL) => (key instanceof Request ? key.url : String(key));
  const cache = {
    entries,
    match: vi.fn(async (key: RequestInfo | URL) => {
      const entry = entries.get(urlOf(key));
      return entry && new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
    }),
    put: vi.fn(async (key: RequestInfo | URL, response: Response) => {
      const url = urlOf(key);
      const body = await response.arrayBuffer();
      entries.delete(url);
      entries.set(url, { body, status: response.status, headers: [...response.headers] });
    }),
    keys: vi.fn(async () => [...entries.keys()].map((url) => new Request(url))),
    delete: vi.fn(async (key: RequestInfo | URL) => entries.delete(urlOf(key))),
  };
  return cache;
}

const ENVELOPE = v.object({ name: v.string() });
const body = (name: string) => JSON.stringify({ success: true, data: { name } });

/** A public read's answer as the server sends it to a signed-in call. */
const tagged = (name: string, tag: string) =>
  new Response(body(name), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ETag: tag,
      'Cache-Control': 'private, no-cache',
      Vary: 'Authorization',
    },
  });
const notModified = (tag: string) =>
  new Response(null, { status: 304, headers: { ETag: tag, 'Cache-Control': 'private, no-cache' } });

/** A fake server for one public read whose current answer is `current`. */
function fakeServer(current: { name: string; tag: string }) {
  const seen: { url: string; ifNoneMatch: string | null; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const ifNoneMatch = request.headers.get('If-None-Match');
    seen.push({ url: request.url, ifNoneMatch, authorization: request.headers.get('Authorization') });
    if (request.url.endsWith('/users/profile'))
      return new Response(body('me'), {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
      });
    return ifNoneMatch === current.tag ? notModified(current.tag) : tagged(current.name, current.tag);
  });
  return { fetch, seen };
}

const client = () => api.extend({ prefixUrl: 'http://api.test/api' });
const read = (path: string) => parseData(client().get(path), ENVELOPE);
/** The kept copy is written after the caller has its answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

let cache: ReturnType<typeof fakeCache>;
beforeEach(() => {
  cache = fakeCache();
  vi.stubGlobal('caches', { open: vi.fn(async () => cache) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('kept validators, through the API client', () => {
  it('revisits a signed-in public read with the kept ETag and answers a 304 with the kept answer', async () => {
    const server = fakeServer({ name: 'Pinehurst No. 2', tag: 'W/"a"' });
    vi.stubGlobal('fetch', server.fetch);
    localStorage.setItem('accessToken', 'token-1');

    expect(await read('courses/c1')).toEqual({ name: 'Pinehurst No. 2' });
    await settle();
    // A refresh gives a new token: the browser's HTTP cache (Vary: Authorization) would miss here.
    localStorage.setItem('accessToken', 'token-2');
    expect(await read('courses/c1')).toEqual({ name: 'Pinehurst No. 2' });

    expect(server.seen).toEqual([
      { url: 'http://api.test/api/courses/c1', ifNoneMatch: null, authorization: 'Bearer token-1' },
      { url: 'http://api.test/api/courses/c1', ifNoneMatch: 'W/"a"', authorization: 'Bearer token-2' },
    ]);
  });

  it('keeps the new answer when the data changed (a 200 with another tag)', async () => {
    const current = { name: 'old', tag: 'W/"1"' };
    const server = fakeServer(current);
    vi.stubGlobal('fetch', server.fetch);
    localStorage.setItem('accessToken', 'token-1');
    await read('courses/c1');
    await settle();
    Object.assign(current, { name: 'new', tag: 'W/"2"' });
    expect(await read('courses/c1')).toEqual({ name: 'new' });
    await settle();
    expect(await read('courses/c1')).toEqual({ name: 'new' });
    expect(server.seen.map((s) => s.ifNoneMatch)).toEqual([null, 'W/"1"', 'W/"2"']);
  });

  it("leaves guests to the browser's HTTP cache, and never keeps a personal answer", async () => {
    const server = fakeServer({ name: 'x', tag: 'W/"a"' });
    vi.stubGlobal('fetch', server.fetch);
    await read('courses/c1');
    await read('courses/c1');
    expect(server.seen.map((s) => s.ifNoneMatch)).toEqual([null, null]);
    localStorage.setItem('accessToken', 'token-1');
    await read('users/profile');
    await settle();
    await read('users/profile');
    expect(server.seen.slice(2).map((s) => s.ifNoneMatch)).toEqual([null, null]);
    expect(cache.put).not.toHaveBeenCalled();
  });
});

describe('withKeptValidators', () => {
  it('passes writes through untouched, body included', async () => {
    const fetch = vi.fn(
      async (input: RequestInfo | URL, init?: RequestInit) =>
        new Response(await new Request(input, init).text(), { status: 201 }),
    );
    const kept = withKeptValidators(fetch as typeof globalThis.fetch, async () => cache);
    const request = new Request('http://api.test/api/restrooms', {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(await (await kept(request)).text()).toBe('{"a":1}');
    expect(cache.match).not.toHaveBeenCalled();
  });

  it('works without Cache Storage (no secure context): the plain request', async () => {
    const server = fakeServer({ name: 'x', tag: 'W/"a"' });
    const kept = withKeptValidators(server.fetch as typeof globalThis.fetch, async () => undefined);
    const get = () =>
      kept(new Request('http://api.test/api/courses', { headers: { Authorization: 'Bearer t' } }));
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    expect(server.seen.map((s) => s.ifNoneMatch)).toEqual([null, null]);
  });

  it(`keeps at most ${MAX_KEPT_ANSWERS} answers, the oldest going first`, async () => {
    const server = fakeServer({ name: 'x', tag: 'W/"a"' });
    const kept = withKeptValidators(server.fetch as typeof globalThis.fetch, async () => cache);
    const url = (n: number) => `http://api.test/api/courses?page=${n}`;
    for (let n = 0; n <= MAX_KEPT_ANSWERS; n++) {
      await kept(new Request(url(n), { headers: { Authorization: 'Bearer t' } }));
      await settle();
    }
    expect(cache.entries.size).toBe(MAX_KEPT_ANSWERS);
    expect(cache.entries.has(url(0))).toBe(false);
    expect(cache.entries.has(url(MAX_KEPT_ANSWERS))).toBe(true);
  });
});

describe('the API client without the kept validators', () => {
  it('sends a signed-in read plain when their code cannot load (no signal, no service worker yet)', async () => {
    vi.resetModules();
    vi.doMock('../../../src/client/lib/kept-validators', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('../../../src/client/lib/api');
      const server = fakeServer({ name: 'Pinehurst No. 2', tag: 'W/"a"' });
      vi.stubGlobal('fetch', server.fetch);
      localStorage.setItem('accessToken', 'token-1');
      const get = () =>
        fresh.parseData(fresh.api.extend({ prefixUrl: 'http://api.test/api' }).get('courses/c1'), ENVELOPE);
      expect(await get()).toEqual({ name: 'Pinehurst No. 2' });
      expect(await get()).toEqual({ name: 'Pinehurst No. 2' });
      expect(server.seen.map((s) => s.ifNoneMatch)).toEqual([null, null]);
    } finally {
      vi.doUnmock('../../../src/client/lib/kept-validators');
      vi.resetModules();
    }
  });
});
