// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../../src/client/features/auth';

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

describe('session start-up (spec §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is signed out without a stored token, and asks nothing', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await renderSession();
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the profile with the stored token', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const fetch = answer(200, { success: true, data: { user: USER } });
    vi.stubGlobal('fetch', fetch);
    await renderSession();
    expect(screen.getByText('user:Ada')).toBeTruthy();
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/users/profile');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('removes both tokens when the server rejects them', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'r');
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid or expired token' }));
    await renderSession();
    expect(screen.getByText('signed out')).toBeTruthy();
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
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('still-good');
  });

  it('logs out: tells the server, ignores its failure, forgets both tokens', async () => {
    localStorage.setItem('accessToken', 'token-1');
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
    expect(screen.getByText('user:Ada')).toBeTruthy();
    await act(async () => {
      await session!.logout();
    });
    expect(calls).toEqual(['GET /api/users/profile', 'POST /api/auth/logout']);
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
