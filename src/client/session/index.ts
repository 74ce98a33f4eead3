/**
 * The session (docs/decisions.md §1): the page's tokens (page-tokens.ts, the spec's localStorage keys),
 * their copy in the device store for the service worker (device-session.ts, page-mirror.ts), and
 * the one refresh protocol both sides run (refresh-protocol.ts; page-refresh.ts and
 * worker-refresh.ts adapt it). This index is the page's entry; the service worker imports the
 * worker-safe modules (names, claims, types, device-session, refresh-protocol, worker-refresh)
 * directly, never the page's, which need localStorage and ky.
 */
export { REFRESH_LOCK_NAME } from './names';
export { adoptRotatedTokens, followServiceWorkerTokens } from './page-mirror';
export {
  onSessionExpired,
  refreshAccessToken,
  refreshOnUnauthorized,
  refreshWithFetch,
} from './page-refresh';
export {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  knownUser,
  rememberUser,
  storeTokens,
  type SessionTokens,
} from './page-tokens';
export type { LockManagerLike } from './types';
