/**
 * The session state machine of spec §4. At start: no stored access token → signed out; otherwise the
 * profile is fetched, and its user becomes the session. When the server rejects the token (a 4xx
 * answer) both tokens are removed, as the spec says. When no answer arrives (offline on the course,
 * time-out, 5xx) the tokens are kept, so a golfer without signal is not signed out; the profile is
 * fetched again when the browser comes back online.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { apiErrorStatus } from '../../lib/api';
import { clearTokens, getAccessToken, storeTokens, type SessionTokens } from '../../lib/session-tokens';
import { getProfile } from './api/get-profile';
import { logoutRequest } from './api/logout';
import { SessionContext, type SessionValue } from './session-context';

interface SessionState {
  user: User | null;
  isLoading: boolean;
}

function isRejected(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => ({
    user: null,
    isLoading: getAccessToken() !== null,
  }));

  useEffect(() => {
    let active = true;
    async function restore() {
      if (!getAccessToken()) return;
      try {
        const user = await getProfile();
        if (active) setState({ user, isLoading: false });
      } catch (error) {
        if (!active) return;
        if (isRejected(error)) clearTokens();
        setState({ user: null, isLoading: false });
      }
    }
    void restore();
    const retryWhenOnline = () => {
      if (getAccessToken()) void restore();
    };
    window.addEventListener('online', retryWhenOnline);
    return () => {
      active = false;
      window.removeEventListener('online', retryWhenOnline);
    };
  }, []);

  const signIn = useCallback((tokens: SessionTokens, user: User) => {
    storeTokens(tokens);
    setState({ user, isLoading: false });
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // Spec §4: a failed logout call changes nothing; the device forgets the session regardless.
    }
    clearTokens();
    setState({ user: null, isLoading: false });
  }, []);

  const value = useMemo<SessionValue>(() => ({ ...state, signIn, logout }), [state, signIn, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
