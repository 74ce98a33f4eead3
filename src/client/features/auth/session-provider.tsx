/**
 * The session state machine of docs/product.md §4. At start: no stored access token → signed out; otherwise
 * the last confirmed user of these tokens (if any) is the session at once while the profile is
 * fetched, and the profile's user then becomes the session. An expired access token is refreshed on
 * the way (src/client/session, docs/decisions.md §1). When the server rejects the tokens (a 4xx answer) both
 * are removed, as the spec says. When no answer arrives (offline on the course, time-out, 5xx) the
 * tokens are kept and the last user the server confirmed for them stays signed in, so a golfer who
 * opens the app without signal can still read and queue writes; the profile is fetched again when
 * the browser comes back online.
 *
 * Other tabs share localStorage: signing out in one signs out all; signing in in one signs in all.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { User } from '../../../shared/schemas/auth';
import { apiErrorStatus } from '../../lib/api';
import {
  clearTokens,
  getAccessToken,
  knownUser,
  rememberUser,
  storeTokens,
  type SessionTokens,
} from '../../session';
import { onSessionExpired } from '../../session';
import { getProfile } from './api/get-profile';
import { logoutRequest } from './api/logout';
import { SessionContext, type ProfileLoad, type SessionValue } from './session-context';

interface SessionState {
  user: User | null;
  isLoading: boolean;
}

const SIGNED_OUT: SessionState = { user: null, isLoading: false };

/**
 * Whether the server refused these tokens. A 401 is a refusal only once the refresh was refused too
 * (which clears the tokens itself): a 401 while tokens remain means the refresh succeeded and only
 * the retry was turned away (its fresh token expired on a slow link, say), so the session stands.
 */
function isRejected(error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status === 401) return getAccessToken() === null;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * The session as the device last knew it: with tokens stored and their user confirmed before, that
 * user at once (the profile check below runs behind it and signs out if the server refuses). A
 * golfer reopening the app on the course sees their own votes and review marked from the first
 * frame, not after a round trip on one bar of signal; with no confirmed user, the session is read
 * first, as before.
 */
function startingState(): SessionState {
  if (getAccessToken() === null) return SIGNED_OUT;
  const known = knownUser();
  return known ? { user: known, isLoading: false } : { user: null, isLoading: true };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(startingState);

  // One profile request per access token at a time: the social-login callback signs in during the
  // same render that runs the start-up check, and both must not ask twice.
  const pending = useRef<{ token: string; load: Promise<ProfileLoad> } | null>(null);

  /** Loads the user of the stored tokens and makes the outcome the session. */
  const loadProfile = useCallback((): Promise<ProfileLoad> => {
    const token = getAccessToken();
    if (!token) {
      setState(SIGNED_OUT);
      return Promise.resolve({ status: 'signed-out' });
    }
    if (pending.current?.token === token) return pending.current.load;
    const entry = {
      token,
      load: (async (): Promise<ProfileLoad> => {
        try {
          const user = await getProfile();
          rememberUser(user);
          setState({ user, isLoading: false });
          return { status: 'signed-in', user };
        } catch (error) {
          const rejected = isRejected(error);
          if (rejected) clearTokens();
          const offlineUser = rejected ? null : knownUser();
          setState(offlineUser ? { user: offlineUser, isLoading: false } : SIGNED_OUT);
          return { status: rejected ? 'rejected' : 'unreachable', error };
        }
      })(),
    };
    pending.current = entry;
    void entry.load.finally(() => {
      if (pending.current === entry) pending.current = null;
    });
    return entry.load;
  }, []);

  useEffect(() => {
    void loadProfile();
    const retryWhenOnline = () => {
      if (getAccessToken()) void loadProfile();
    };
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
      if (!event.newValue) setState(SIGNED_OUT);
      else if (!event.oldValue) void loadProfile();
    };
    const stopWatchingExpiry = onSessionExpired(() => setState(SIGNED_OUT));
    window.addEventListener('online', retryWhenOnline);
    window.addEventListener('storage', followOtherTabs);
    return () => {
      stopWatchingExpiry();
      window.removeEventListener('online', retryWhenOnline);
      window.removeEventListener('storage', followOtherTabs);
    };
  }, [loadProfile]);

  const signIn = useCallback((tokens: SessionTokens, user: User) => {
    storeTokens(tokens);
    rememberUser(user);
    setState({ user, isLoading: false });
  }, []);

  const signInWithTokens = useCallback(
    async (tokens: SessionTokens) => {
      storeTokens(tokens);
      return loadProfile();
    },
    [loadProfile],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // docs/product.md §4: a failed logout call changes nothing; the device forgets the session regardless.
    }
    clearTokens();
    setState(SIGNED_OUT);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ ...state, signIn, signInWithTokens, logout }),
    [state, signIn, signInWithTokens, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
