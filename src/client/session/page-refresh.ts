/**
 * The page's side of the token refresh (refresh-protocol.ts, docs/decisions.md §1): a 401 from an
 * authenticated call is answered with one POST /api/auth/refresh and one retry of the original
 * request with the new access token. Only when the server refuses the refresh token is the session
 * over: both tokens go and listeners (the session provider) are told. When the refresh gets no
 * verdict (offline on the course, time-out, 5xx) the tokens stay, so a golfer without signal is not
 * signed out; the caller shows its error as usual.
 *
 * The page's pair lives in localStorage (the spec's keys) and is mirrored to the device store for
 * the service worker (page-mirror.ts); before reading it under the lock, the page adopts a pair the
 * worker rotated. In one tab, concurrent 401s share one refresh (single flight).
 */
import ky, { type AfterResponseHook, type NormalizedOptions, type Options } from 'ky';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { isUsable } from './claims';
import { adoptRotatedTokens } from './page-mirror';
import { clearTokens, getAccessToken, getRefreshToken, storeRefreshedTokens } from './page-tokens';
import { refreshCall, refreshUnderLock } from './refresh-protocol';
import type { LockManagerLike, RefreshCall } from './types';

export type { LockManagerLike, RefreshCall };

/** Paths (under the API prefix) whose 401 means "wrong credentials", never "token expired". */
const NO_REFRESH_PATHS = new Set(['auth/login', 'auth/register', 'auth/refresh', 'auth/logout']);

// ---- Session expiry -------------------------------------------------------------------------------

const expiryListeners = new Set<() => void>();

/** Called when a refresh was refused and the tokens were cleared; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function expireSession(): void {
  clearTokens();
  for (const listener of expiryListeners) listener();
}

/**
 * The refresh got no answer (offline, time-out, 5xx). A TypeError worded like fetch's own, so every
 * caller treats the request as unanswered (lib/api `isUnanswered`) and keeps the session.
 */
class RefreshUnanswered extends TypeError {
  constructor() {
    super('Failed to fetch: the token refresh got no answer');
  }
}

// ---- Single-flight refresh ------------------------------------------------------------------------

let inFlight: Promise<string | null> | null = null;

function defaultLocks(): LockManagerLike | undefined {
  return (globalThis.navigator as Navigator | undefined)?.locks;
}

/** The page's pair: localStorage, after adopting a pair the service worker rotated. */
const pageSide = {
  read: async () => {
    await adoptRotatedTokens();
    return { accessToken: getAccessToken() ?? '', refreshToken: getRefreshToken() };
  },
  saveRefreshed: storeRefreshedTokens,
  expire: expireSession,
};

/**
 * Returns an access token to retry with, or null when the request must not be retried (signed out);
 * rejects with RefreshUnanswered when the refresh got no verdict. `sentToken` is the access token the
 * failed request carried.
 */
export function refreshAccessToken(
  sentToken: string,
  call: RefreshCall,
  locks: LockManagerLike | undefined = defaultLocks(),
): Promise<string | null> {
  // This tab refreshed (or signed in again) after the request went out: no need to ask the server.
  // Only a usable token counts: retrying with an unreadable or expired one would get a second 401,
  // which the caller takes for a refused session and signs the golfer out (issue 21).
  const stored = getAccessToken();
  if (stored && stored !== sentToken && isUsable(stored)) return Promise.resolve(stored);

  inFlight ??= refreshUnderLock(
    sentToken,
    pageSide,
    async (refreshToken) => {
      try {
        return await call(refreshToken);
      } catch {
        // No verdict: keep the session. The request counts as unanswered (offline), not as refused:
        // a 401 passed on here would read as "signed out" to the session and sign the golfer out.
        throw new RefreshUnanswered();
      }
    },
    locks,
  ).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The refresh call for callers outside ky (the outbox's drain): `apiBase` ends in '/api/'. */
export function refreshWithFetch(apiBase: string, fetchImpl: typeof fetch): RefreshCall {
  return refreshCall(apiBase, fetchImpl, REQUEST_TIMEOUT_MS);
}

// ---- The ky hook ----------------------------------------------------------------------------------

// ky hands hooks its full options; its type lists only the RequestInit part. The refresh and the retry
// reuse the caller's fetch (a test's fake server, say) and time-out.
type HookOptions = NormalizedOptions & Pick<Options, 'fetch' | 'timeout'>;

function bearerToken(request: Request): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
}

/** ky `afterResponse` hook: on a 401, refresh once and retry the request once with the new token. */
export const refreshOnUnauthorized: AfterResponseHook = async (request, normalized, response, state) => {
  const options = normalized as HookOptions;
  if (response.status !== 401 || state.retryCount > 0) return;
  const apiBase = new URL(options.prefixUrl || '/', request.url).href;
  const path = request.url.startsWith(apiBase) ? request.url.slice(apiBase.length).split(/[?#]/)[0] : '';
  if (NO_REFRESH_PATHS.has(path ?? '')) return;
  const sentToken = bearerToken(request);
  if (!sentToken) return; // A guest's 401 means "sign in", not "token expired".

  const timeout = typeof options.timeout === 'number' ? options.timeout : REQUEST_TIMEOUT_MS;
  const call = refreshCall(apiBase, options.fetch ?? globalThis.fetch.bind(globalThis), timeout);
  const token = await refreshAccessToken(sentToken, call);
  if (!token) return;

  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return ky(new Request(request, { headers }), {
    fetch: options.fetch,
    timeout: options.timeout,
    retry: 0,
    throwHttpErrors: false,
  });
};
