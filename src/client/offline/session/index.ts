/** The session as stored for the service worker (types.ts, session-store.ts, refresh.ts). */
export type { SessionMessage, StoredSession, TokenPair } from './types';
export { userIdOf } from './claims';
export { REFRESH_LOCK_NAME, SESSION_CHANNEL } from './channel';
export { clearSession, readSession, saveSession } from './session-store';
export { refreshStoredSession, type RefreshEnvironment } from './refresh';
