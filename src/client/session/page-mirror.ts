/**
 * Keeps the page's tokens (localStorage, the spec's keys) and the device database's copy
 * (device-session.ts, which the service worker reads: it has no localStorage) in step.
 *
 * - The page mirrors every pair it stores, and every sign-out, into the database.
 * - The service worker refreshes tokens on its own during a Background Sync; it stores the new pair
 *   with the refresh token it replaced and tells open pages (BroadcastChannel). A page whose
 *   localStorage still holds a replaced token adopts the new pair, by message or, if it was closed,
 *   the next time it is about to refresh (under the shared lock) or starts.
 *
 * The database code loads on demand, so a guest's first page does not pay for Dexie.
 */
import { STORAGE_KEYS } from '../../shared/constants';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { SESSION_CHANNEL } from './names';
import type { SessionMessage, StoredSession, TokenPair } from './types';

const loadStore = () => import('./device-session');

/** Writes the pair to the database; `rotatedFrom` when it replaced that refresh token (a refresh). */
export async function mirrorSession(tokens: TokenPair | null, rotatedFrom?: string | null): Promise<void> {
  try {
    const store = await loadStore();
    if (tokens) await store.saveSession(tokens, rotatedFrom);
    else await store.clearSession();
  } catch {
    // No IndexedDB (private mode): the page still works; only the background drain cannot.
  }
}

function adopt(session: StoredSession): boolean {
  const local = readStorage(STORAGE_KEYS.refreshToken);
  if (!local || !session.retired.includes(local)) return false;
  writeStorage(STORAGE_KEYS.accessToken, session.accessToken);
  if (session.refreshToken) writeStorage(STORAGE_KEYS.refreshToken, session.refreshToken);
  else removeStorage(STORAGE_KEYS.refreshToken);
  return true;
}

/**
 * Brings localStorage up to the database's pair when the service worker rotated ours; otherwise
 * the database receives ours. Returns true when localStorage changed.
 */
export async function adoptRotatedTokens(): Promise<boolean> {
  try {
    const store = await loadStore();
    const stored = await store.readSession();
    if (stored && adopt(stored)) return true;
    // Otherwise the page's pair is the newer one (a sign-in whose copy was cut short by a reload, or
    // the first start after an update): the database takes it.
    const accessToken = readStorage(STORAGE_KEYS.accessToken);
    const refreshToken = readStorage(STORAGE_KEYS.refreshToken);
    if (accessToken && (stored?.accessToken !== accessToken || stored.refreshToken !== refreshToken)) {
      await store.saveSession({ accessToken, refreshToken });
    }
    return false;
  } catch {
    return false;
  }
}

/** Adopts pairs the service worker announces while this page is open; returns the stop function. */
export function followServiceWorkerTokens(): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
    if (event.data.type === 'tokens') adopt(event.data.session);
  });
  return () => channel.close();
}
