// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { api, apiErrorMessage, isUnanswered } from '../../../src/client/lib/api';
import {
  onSessionExpired,
  REFRESH_LOCK_NAME,
  refreshAccessToken,
  type LockManagerLike,
} from '../../../src/client/session';
import { resetStoredSession } from './support/stored-session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/**
 * An access token as the client sees one: a JWT whose claims it can read (`userId`); `name` tells the
 * tokens of a test apart. The client never verifies the signature (the server does).
 */
const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tok = (name: string) => `${part({ alg: 'none' })}.${part({ userId: 'u1', name })}.sig`;
const unauthorized = () => json({ success: false, message: 'Invalid or expired token' }, 401);

/**
 * A fake API: `valid` is the one access token it accepts; refresh rotates the pair and, like the real
 * server, refuses a refresh token it has already rotated.
 */
function fakeServer() {
  const state = { valid: tok('access-2'), refresh: 'refresh-1', generation: 2 };
  const log: { method: string; path: string; auth: string | null; body: string }[] = [];
  let refreshAnswer: ((request: Request) => Promise<Response> | Response) | undefined;
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const body = request.method === 'GET' ? '' : await request.text();
    log.push({ method: request.method, path, auth: request.headers.get('Authorization'), body });
    if (path === 'auth/refresh') {
      if (refreshAnswer) return refreshAnswer(request);
      const { refreshToken } = JSON.parse(body) as { refreshToken: string };
      if (refreshToken !== state.refresh) return unauthorized();
      state.generation += 1;
      state.valid = tok(`access-${state.generation}`);
      state.refresh = `refresh-${state.generation}`;
      // A little latency, so concurrent callers really overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return json({ success: true, data: { accessToken: state.valid, refreshToken: state.refresh } });
    }
    if (path === 'auth/login') return json({ success: false, message: 'Invalid email or password' }, 401);
    if (request.headers.get('Authorization') !== `Bearer ${state.valid}`) return unauthorized();
    return json({ success: true, data: { path, body } });
  });
  return {
    state,
    log,
    fetch,
    client: api.extend({ prefixUrl: 'http://api.test/api', fetch: fetch as typeof globalThis.fetch }),
    refreshes: () => log.filter((entry) => entry.path === 'auth/refresh'),
    answerRefreshWith: (answer: (request: Request) => Promise<Response> | Response) => {
      refreshAnswer = answer;
    },
  };
}

async function failure(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

function signedInWithExpiredToken() {
  localStorage.setItem('accessToken', tok('access-1')); // the server now only accepts access-2
  localStorage.setItem('refreshToken', 'refresh-1');
}

beforeEach(async () => {
  localStorage.clear();
  await resetStoredSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('token refresh on 401 (docs/decisions.md §1)', () => {
  it('refreshes once, stores the rotated pair and retries the request with the new token', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    const answer = await server.client.get('users/profile').json();
    expect(answer).toEqual({ success: true, data: { path: 'users/profile', body: '' } });
    expect(server.log.map((entry) => `${entry.method} ${entry.path} ${entry.auth ?? '-'}`)).toEqual([
      `GET users/profile Bearer ${tok('access-1')}`,
      'POST auth/refresh -',
      `GET users/profile Bearer ${tok('access-3')}`,
    ]);
    expect(server.refreshes()[0]!.body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
    expect(localStorage.getItem('accessToken')).toBe(tok('access-3'));
    expect(localStorage.getItem('refreshToken')).toBe('refresh-3');
  });

  it('retries a write with its body intact', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    const answer = await server.client.post('restrooms', { json: { name: 'Turn House' } }).json();
    expect(answer).toEqual({
      success: true,
      data: { path: 'restrooms', body: JSON.stringify({ name: 'Turn House' }) },
    });
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    const answers = await Promise.all(
      ['users/profile', 'users/stats', 'users/reviews'].map((path) => server.client.get(path).json()),
    );
    expect(answers).toHaveLength(3);
    expect(server.refreshes()).toHaveLength(1);
    const retries = server.log.filter(
      (entry) => entry.method === 'GET' && entry.auth === `Bearer ${tok('access-3')}`,
    );
    expect(retries).toHaveLength(3);
  });

  it('uses the token another call of this tab already refreshed, without asking again', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    await server.client.get('users/profile').json();
    // A request that left with the old token and came back late.
    const late = await refreshAccessToken(tok('access-1'), () =>
      Promise.reject(new Error('must not be called')),
    );
    expect(late).toBe(tok('access-3'));
    expect(server.refreshes()).toHaveLength(1);
  });

  it('refreshes instead of retrying with an unusable token stored meanwhile (issue 21)', async () => {
    signedInWithExpiredToken();
    // The request left with access-1; before its 401 came back, something unreadable was stored.
    // Retrying with it would earn a second 401, which reads as a refused session: a sign-out.
    localStorage.setItem('accessToken', 'garbage');
    const call = vi.fn(() => Promise.resolve({ accessToken: tok('access-5'), refreshToken: 'refresh-5' }));
    expect(await refreshAccessToken(tok('access-1'), call)).toBe(tok('access-5'));
    expect(call).toHaveBeenCalledWith('refresh-1');
  });

  it('retries only once: a second 401 goes to the caller', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    server.fetch.mockImplementation(async (request: Request) => {
      const path = new URL(request.url).pathname;
      server.log.push({ method: request.method, path, auth: request.headers.get('Authorization'), body: '' });
      if (path === '/api/auth/refresh') {
        return json({ success: true, data: { accessToken: tok('access-9'), refreshToken: 'refresh-9' } });
      }
      return unauthorized();
    });
    const error = await failure(server.client.get('users/profile').json());
    expect(error).toBeInstanceOf(HTTPError);
    expect(apiErrorMessage(error, 'x')).toBe('Invalid or expired token');
    expect(server.log.map((entry) => entry.path)).toEqual([
      '/api/users/profile',
      '/api/auth/refresh',
      '/api/users/profile',
    ]);
  });

  it('signs out when the server refuses the refresh token, and the caller gets its error', async () => {
    const server = fakeServer();
    localStorage.setItem('accessToken', tok('access-1'));
    localStorage.setItem('refreshToken', 'revoked');
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const error = await failure(server.client.get('users/stats').json());
    stop();
    expect(apiErrorMessage(error, 'Failed')).toBe('Invalid or expired token');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(server.log.map((entry) => entry.path)).toEqual(['users/stats', 'auth/refresh']);
  });

  it('signs out when there is no refresh token to refresh with', async () => {
    const server = fakeServer();
    localStorage.setItem('accessToken', tok('access-1'));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await failure(server.client.get('users/stats').json());
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(server.refreshes()).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the session when the refresh gets no verdict (offline, 5xx)', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('Bad gateway', { status: 502 }),
    ]) {
      localStorage.clear();
      const server = fakeServer();
      signedInWithExpiredToken();
      server.answerRefreshWith(answer);
      const expired = vi.fn();
      const stop = onSessionExpired(expired);
      const error = await failure(server.client.get('users/stats').json());
      stop();
      // Unanswered, not refused: callers keep the session as they do offline.
      expect(apiErrorMessage(error, 'x')).toBe('Network Error');
      expect(isUnanswered(error)).toBe(true);
      expect(expired).not.toHaveBeenCalled();
      expect(localStorage.getItem('accessToken')).toBe(tok('access-1'));
      expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    }
  });

  it('never refreshes for sign-in, registration, refresh or logout, nor for a guest', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    const login = await failure(server.client.post('auth/login', { json: { email: 'a@b.c' } }).json());
    expect(apiErrorMessage(login, 'Login failed')).toBe('Invalid email or password');
    localStorage.clear();
    await failure(server.client.get('users/profile').json());
    expect(server.refreshes()).toHaveLength(0);
  });
});

describe('across tabs (Web Locks)', () => {
  /** A lock manager that lets the test act as "another tab" while this one waits for the lock. */
  function lockWithOtherTab(otherTab?: () => void): LockManagerLike & { names: string[] } {
    const names: string[] = [];
    return {
      names,
      async request<T>(name: string, callback: () => Promise<T>) {
        names.push(name);
        otherTab?.();
        return callback();
      },
    };
  }

  it('refreshes under the fairway-token-refresh lock', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    const locks = lockWithOtherTab();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    await server.client.get('users/profile').json();
    expect(locks.names).toEqual([REFRESH_LOCK_NAME]);
    expect(server.refreshes()).toHaveLength(1);
  });

  it('does not refresh again when another tab refreshed while this one waited', async () => {
    const server = fakeServer();
    signedInWithExpiredToken();
    const locks = lockWithOtherTab(() => {
      // The other tab rotated the pair: presenting refresh-1 now would revoke the whole family.
      server.state.valid = tok('access-from-other-tab');
      server.state.refresh = 'refresh-from-other-tab';
      localStorage.setItem('refreshToken', 'refresh-from-other-tab');
      localStorage.setItem('accessToken', tok('access-from-other-tab'));
    });
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const answer = await server.client.get('users/profile').json();
    expect(answer).toMatchObject({ success: true });
    expect(server.refreshes()).toHaveLength(0);
    expect(server.log.at(-1)!.auth).toBe(`Bearer ${tok('access-from-other-tab')}`);
  });

  it('follows a sign-out in another tab instead of refreshing', async () => {
    signedInWithExpiredToken();
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const call = vi.fn();
    const token = await refreshAccessToken(
      tok('access-1'),
      call,
      lockWithOtherTab(() => localStorage.clear()),
    );
    stop();
    expect(token).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
