// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { api, apiErrorBody, apiErrorMessage, ApiContractError, parseData } from '../../../src/client/lib/api';

type FetchLike = (request: Request) => Promise<Response>;

/** The real client with its hooks, pointed at a fake server. */
const client = (fetch: FetchLike, timeout?: number) =>
  api.extend({
    prefixUrl: 'http://api.test/api',
    fetch: fetch as typeof globalThis.fetch,
    ...(timeout ? { timeout } : {}),
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => localStorage.clear());

describe('apiErrorMessage (docs/product.md §8 error text rule)', () => {
  it("uses the body's message first", async () => {
    const body = {
      success: false,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
      errors: [{ path: 'email', message: 'x' }],
    };
    const error = await failure(
      client(async () => json(body, 401))
        .get('auth/x')
        .json(),
    );
    expect(apiErrorMessage(error, 'Login failed')).toBe('Invalid email or password');
    expect(apiErrorBody(error)?.errors).toEqual([{ path: 'email', message: 'x' }]);
  });

  it("falls back to 'Request failed with status code N' when the body has no message", async () => {
    const error = await failure(
      client(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }))
        .get('x')
        .json(),
    );
    expect(apiErrorMessage(error, 'Failed to get courses')).toBe('Request failed with status code 502');
  });

  it("reports a time-out as 'timeout of 10000 ms exceeded'", async () => {
    const hang: FetchLike = (request) =>
      new Promise((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    const error = await failure(client(hang, 20).get('slow').json());
    expect(apiErrorMessage(error, 'Failed to get course')).toBe('timeout of 10000 ms exceeded');
  });

  it("reports an unreachable server as 'Network Error'", async () => {
    const error = await failure(
      client(async () => {
        throw new TypeError('Failed to fetch');
      })
        .get('x')
        .json(),
    );
    expect(apiErrorMessage(error, 'Logout failed')).toBe('Network Error');
  });

  it('uses the default for anything else', () => {
    expect(apiErrorMessage(new Error('boom'), 'Failed to load document')).toBe('Failed to load document');
    expect(apiErrorMessage(new ApiContractError('bad shape'), 'Registration failed')).toBe(
      'Registration failed',
    );
    expect(apiErrorMessage(undefined, 'Failed to delete course')).toBe('Failed to delete course');
  });
});

describe('api client', () => {
  it('sends the stored access token as a bearer header, and none without one', async () => {
    const seen: (string | null)[] = [];
    const fetch = vi.fn<FetchLike>(async (request) => {
      seen.push(request.headers.get('Authorization'));
      return json({ success: true, data: {} });
    });
    await client(fetch).get('a').json();
    localStorage.setItem('accessToken', 'abc.def.ghi');
    await client(fetch).get('b').json();
    expect(seen).toEqual([null, 'Bearer abc.def.ghi']);
  });

  it("returns the envelope's data, checked against the schema", async () => {
    const schema = v.object({ stats: v.object({ totalUsers: v.number() }) });
    const ok = client(async () => json({ success: true, data: { stats: { totalUsers: 3 } } }));
    await expect(parseData(ok.get('stats/public'), schema)).resolves.toEqual({ stats: { totalUsers: 3 } });
    const wrong = client(async () => json({ success: true, data: { stats: { totalUsers: 'three' } } }));
    await expect(parseData(wrong.get('stats/public'), schema)).rejects.toBeInstanceOf(ApiContractError);
  });
});
