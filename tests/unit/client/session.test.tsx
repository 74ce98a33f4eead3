// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../../src/client/features/auth';
import { api } from '../../../src/client/lib/api';
import { resetStoredSession } from './support/stored-session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USER = { _id: 'u1', email: 'ada@example.com', role: 'regular', firstName: 'Ada', lastName: 'Lovelace' };

function Probe() {
  const { user, isLoading } = useSession();
  return <p>{isLoading ? 'loading' : user ? `user:${user.firstName}` : 'signed out'}</p>;
}

function answer(status: number, body: unknown) {
  return vi.fn(async (_input: Request | string) => new Response(JSON.stringify(body), { status }));
}

async function renderSession() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('session start-up (docs/product.md §4)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await resetStoredSession();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is signed out without a stored token, and asks nothing', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the profile with the stored token', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const fetch = answer(200, { success: true, data: { user: USER } });
    vi.stubGlobal('fetch', fetch);
    await renderSession();
    expect(await screen.findByText('user:Ada')).toBeTruthy();
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/users/profile');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('shows the last confirmed user of the stored tokens at once, before the profile answers', async () => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('fairway:session-user', JSON.stringify(USER));
    let answerProfile: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answerProfile = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    // The first frame already knows who is signed in: their votes show as theirs on a slow link.
    expect(screen.getByText('user:Ada')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    // The check behind it still decides: here the server renames the golfer.
    await act(async () => {
      answerProfile(
        new Response(JSON.stringify({ success: true, data: { user: { ...USER, firstName: 'Augusta' } } }), {
          status: 200,
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('user:Augusta')).toBeTruthy();
  });

  it('signs out a remembered user whose tokens the server rejects', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('fairway:session-user', JSON.stringify(USER));
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid or expired token' }));
    await renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('fairway:session-user')).toBeNull();
  });

  it('removes both tokens when the server rejects them', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'r');
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid or expired token' }));
    await renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('keeps the tokens when no answer arrives (offline on the course)', async () => {
    localStorage.setItem('accessToken', 'still-good');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('still-good');
  });

  it('stays signed in as the last confirmed user when the app starts without signal', async () => {
    localStorage.setItem('accessToken', 'token-1');
    vi.stubGlobal('fetch', answer(200, { success: true, data: { user: USER } }));
    await renderSession();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderSession();
    expect(await screen.findByText('user:Ada')).toBeTruthy();
  });

  it('forgets the remembered user with the tokens when the server rejects them', async () => {
    localStorage.setItem('accessToken', 'token-1');
    vi.stubGlobal('fetch', answer(200, { success: true, data: { user: USER } }));
    await renderSession();
    cleanup();
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid or expired token' }));
    await renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    localStorage.setItem('accessToken', 'token-2');
    cleanup();
    await renderSession();
    expect(await screen.findByText('signed out')).toBeTruthy();
  });

  it('stays signed in when the refresh succeeds but the retried request is still turned away', async () => {
    localStorage.setItem('accessToken', 'token-1');
    vi.stubGlobal('fetch', answer(200, { success: true, data: { user: USER } }));
    await renderSession();
    cleanup();
    // The retry's fresh token expired on its way (a slow link): the refresh itself was accepted.
    const fresh = { accessToken: 'token-2', refreshToken: 'refresh-2' };
    localStorage.setItem('refreshToken', 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/auth/refresh'
          ? new Response(JSON.stringify({ success: true, data: fresh }), { status: 200 })
          : new Response(JSON.stringify({ success: false, message: 'Invalid or expired token' }), {
              status: 401,
            }),
      ),
    );
    await renderSession();
    // The remembered user shows at once; the refresh and the refused retry happen behind it.
    await vi.waitFor(() => expect(localStorage.getItem('refreshToken')).toBe('refresh-2'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('user:Ada')).toBeTruthy();
  });

  it('logs out: tells the server, ignores its failure, forgets both tokens and saved answers', async () => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('fairway:queries:u1', '{"buster":"1","timestamp":1,"clientState":{"queries":[]}}');
    localStorage.setItem('refreshToken', 'refresh-1');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        if (request.method === 'POST') return new Response('oops', { status: 500 });
        return new Response(JSON.stringify({ success: true, data: { user: USER } }));
      }),
    );
    let session: ReturnType<typeof useSession> | undefined;
    function Grab() {
      session = useSession();
      return null;
    }
    render(
      <SessionProvider>
        <Probe />
        <Grab />
      </SessionProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('user:Ada')).toBeTruthy();
    await act(async () => {
      await session!.logout();
    });
    expect(calls).toEqual(['GET /api/users/profile', 'POST /api/auth/logout']);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('fairway:queries:u1')).toBeNull();
  });

  it('refreshes an expired access token at start-up and stays signed in (docs/decisions.md §1)', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'refresh-1');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        calls.push(`${path} ${request.headers.get('Authorization') ?? '-'}`);
        if (path === '/api/auth/refresh') {
          return new Response(
            JSON.stringify({ success: true, data: { accessToken: 'fresh', refreshToken: 'refresh-2' } }),
          );
        }
        return request.headers.get('Authorization') === 'Bearer fresh'
          ? new Response(JSON.stringify({ success: true, data: { user: USER } }))
          : new Response(JSON.stringify({ success: false, message: 'Token expired' }), { status: 401 });
      }),
    );
    await renderSession();
    expect(await screen.findByText('user:Ada')).toBeTruthy();
    expect(calls).toEqual([
      '/api/users/profile Bearer expired',
      '/api/auth/refresh -',
      '/api/users/profile Bearer fresh',
    ]);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('signs out when a later call finds the refresh token refused', async () => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('refreshToken', 'revoked');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/users/profile' &&
        request.headers.get('Authorization') === 'Bearer token-1' &&
        !localStorage.getItem('expire-now')
          ? new Response(JSON.stringify({ success: true, data: { user: USER } }))
          : new Response(JSON.stringify({ success: false, message: 'Session expired' }), { status: 401 }),
      ),
    );
    await renderSession();
    expect(await screen.findByText('user:Ada')).toBeTruthy();
    localStorage.setItem('expire-now', '1');
    await act(async () => {
      await api
        .get('users/stats')
        .json()
        .catch(() => undefined);
    });
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('follows a sign-out in another tab', async () => {
    localStorage.setItem('accessToken', 'token-1');
    vi.stubGlobal('fetch', answer(200, { success: true, data: { user: USER } }));
    await renderSession();
    expect(await screen.findByText('user:Ada')).toBeTruthy();
    localStorage.removeItem('accessToken');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'accessToken', oldValue: 'token-1', newValue: null }),
      );
    });
    expect(await screen.findByText('signed out')).toBeTruthy();
  });
});
