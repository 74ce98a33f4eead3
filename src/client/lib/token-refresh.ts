/**
 * Token refresh (decisions.md §1): a 401 from an authenticated call is answered with one
 * POST /api/auth/refresh and one retry of the original request with the new access token. Only when the
 * server refuses the refresh token is the session over: both tokens go and listeners (the session
 * provider) are told. When the refresh gets no verdict (offline on the course, time-out, 5xx) the
 * tokens stay, so a golfer without signal is not signed out; the caller shows its error as usual.
 *
 * Refresh tokens rotate and the server revokes the whole family when a rotated one is presented again,
 * so two refreshes must never race with the same token:
 * - in one tab, concurrent 401s share one refresh (single flight);
 * - across tabs and the service worker, the refresh runs under the Web Lock `fairway-token-refresh`
 *   (offline/session/channel.ts), and whoever gets the lock first re-reads the authoritative pair:
 *   the device database, where the service worker stores what it refreshed during a Background Sync
 *   (stored-session.ts adopts it into localStorage), then localStorage: if the refresh token changed
 *   while it waited, someone else refreshed already and the stored access token is simply used.
 *   A new pair reaches the database before the lock is released.
 */
import ky, { type AfterResponseHook, type NormalizedOptions, type Options } from 'ky';
import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { tokenPairSchema } from '../../shared/schemas/auth';
import { successSchema } from '../../shared/schemas/envelope';
import { REFRESH_LOCK_NAME } from '../offline/session/channel';
import { isExpired } from '../offline/session/claims';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  storeRefreshedTokens,
  type SessionTokens,
} from './session-tokens';
import { adoptRotatedTokens } from './stored-session';

export { REFRESH_LOCK_NAME };

/** Paths (under the API prefix) whose 401 means "wrong credentials", never "token expired". */
const NO_REFRESH_PATHS = new Set(['auth/login', 'auth/register', 'auth/refresh', 'auth/logout']);

/**
 * Exchanges a refresh token for a new pair. Resolves null when the server refused it (the session is
 * over); throws when no verdict arrived (network, time-out, 5xx, 429).
 */
export type RefreshCall = (refreshToken: string) => Promise<Required<SessionTokens> | null>;

/** The subset of the Web Locks API used here (absent in old browsers, where a tab refreshes alone). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

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
export class RefreshUnanswered extends TypeError {
  constructor() {
    super('Failed to fetch: the token refresh got no answer');
  }
}

// ---- Single-flight refresh ------------------------------------------------------------------------

let inFlight: Promise<string | null> | null = null;

function defaultLocks(): LockManagerLike | undefined {
  return (globalThis.navigator as Navigator | undefined)?.locks;
}

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
  const stored = getAccessToken();
  if (stored && stored !== sentToken) return Promise.resolve(stored);

  inFlight ??= (async () => {
    const refreshTokenBefore = getRefreshToken();
    const refresh = async (): Promise<string | null> => {
      await adoptRotatedTokens();
      const refreshToken = getRefreshToken();
      const accessToken = getAccessToken();
      if (refreshToken !== refreshTokenBefore || (accessToken && accessToken !== sentToken)) {
        // Another tab or the service worker refreshed (or signed out) while this one waited for the
        // lock. Its access token may have expired since (a pair refreshed long ago in the background):
        // then the refresh token that came with it, not yet used, is the one to refresh with.
        if (!accessToken) {
          expireSession();
          return null;
        }
        if (!isExpired(accessToken)) return accessToken;
      }
      if (!refreshToken) {
        expireSession();
        return null;
      }
      let tokens: Required<SessionTokens> | null;
      try {
        tokens = await call(refreshToken);
      } catch {
        // No verdict: keep the session. The request counts as unanswered (offline), not as refused:
        // a 401 passed on here would read as "signed out" to the session and sign the golfer out.
        throw new RefreshUnanswered();
      }
      if (!tokens) {
        expireSession();
        return null;
      }
      await storeRefreshedTokens(tokens, refreshToken);
      return tokens.accessToken;
    };
    return locks ? locks.request(REFRESH_LOCK_NAME, refresh) : refresh();
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// ---- The ky hook ----------------------------------------------------------------------------------

// ky hands hooks its full options; its type lists only the RequestInit part. The refresh and the retry
// reuse the caller's fetch (a test's fake server, say) and time-out.
type HookOptions = NormalizedOptions & Pick<Options, 'fetch' | 'timeout'>;

function bearerToken(request: Request): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
}

/** POST auth/refresh with the caller's fetch and time-out, outside the hooks (no recursion). */
function refreshCall(apiBase: string, options: Pick<Options, 'fetch' | 'timeout'>): RefreshCall {
  return async (refreshToken) => {
    const response = await ky.post(new URL('auth/refresh', apiBase), {
      json: { refreshToken },
      fetch: options.fetch,
      timeout: options.timeout,
      retry: 0,
      throwHttpErrors: false,
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new Error(`Token refresh answered ${response.status}`);
    const parsed = v.safeParse(successSchema(tokenPairSchema), await response.json());
    if (!parsed.success) throw new Error('Token refresh answered an unexpected body');
    return parsed.output.data;
  };
}

/** The refresh call for callers outside ky (the outbox's drain): `apiBase` ends in '/api/'. */
export function refreshWithFetch(apiBase: string, fetchImpl: typeof fetch): RefreshCall {
  return refreshCall(apiBase, { fetch: fetchImpl, timeout: REQUEST_TIMEOUT_MS });
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

  const token = await refreshAccessToken(sentToken, refreshCall(apiBase, options));
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
