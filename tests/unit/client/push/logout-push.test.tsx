// @vitest-environment happy-dom
/**
 * Logging out withdraws push on this device (docs/product.md §12): a phone or a clubhouse tablet
 * handed to someone else after a logout must not go on showing the owner's pushes. The device
 * unsubscribes and the server is told before the session ends (its token still speaks for the owner).
 */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import { useLogout } from '../../../../src/client/features/auth/use-logout';
import { allowOnDevice, readDeviceState } from '../../../../src/client/features/push';
import { pushAllowedBy } from '../../../../src/client/lib/push-device';
import { browser, KEY, OWNER, sent, server, useStandIns } from './stand-ins';

useStandIns();

function loggingOut() {
  const ended: number[] = [];
  const session: SessionValue = {
    user: {
      _id: OWNER,
      email: 'owner@example.com',
      role: 'course_owner',
      firstName: 'Olive',
      lastName: 'O.',
    },
    isLoading: false,
    signIn: () => undefined,
    signInWithTokens: async () => ({}) as never,
    // The session ends here: how many withdrawals the server had been sent by then.
    logout: async () => {
      ended.push(sent('DELETE').length);
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { ended, ...renderHook(() => useLogout(), { wrapper }) };
}

describe('logging out', () => {
  it('unsubscribes this device and withdraws it from the server before the session ends', async () => {
    await allowOnDevice(OWNER, KEY);
    const { endpoint } = browser.subscription!;
    server.calls = [];
    const { result, ended } = loggingOut();
    await act(() => result.current.requestLogout());
    expect(browser.subscription).toBeNull();
    expect(sent('DELETE').map((call) => call.body)).toEqual([{ endpoint }]);
    expect(ended).toEqual([1]);
    expect(pushAllowedBy()).toBeNull();
    expect(await readDeviceState(OWNER)).toBe('off');
  });

  it('still logs out when the server cannot be told (the device has stopped all the same)', async () => {
    await allowOnDevice(OWNER, KEY);
    const { result, ended } = loggingOut();
    server.calls = [];
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => result.current.requestLogout());
    expect(browser.subscription).toBeNull();
    expect(ended).toEqual([0]);
    expect(pushAllowedBy()).toBeNull();
  });

  it('asks nothing of push where no account allowed it on this device', async () => {
    const { result, ended } = loggingOut();
    await act(() => result.current.requestLogout());
    expect(server.calls).toEqual([]);
    expect(ended).toEqual([0]);
  });
});
