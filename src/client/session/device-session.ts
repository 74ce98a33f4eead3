/**
 * The session's row in the device database (types.ts), written by the page whenever it stores or
 * clears its tokens and by whoever refreshes them (page or service worker, under one Web Lock).
 * Environment-neutral: no window, no localStorage, so the service worker uses it as it is.
 */
import { db } from '../offline/db';
import { userIdOf } from './claims';
import type { StoredSession, TokenPair } from './types';

const KEY = 'current';
const RETIRED_KEPT = 8;

export async function readSession(): Promise<StoredSession | null> {
  return (await db.session.get(KEY)) ?? null;
}

/**
 * Stores a pair. `rotatedFrom` is the refresh token it replaced (a refresh), so pages still holding
 * that token can tell the new pair is theirs; a sign-in starts a new family with nothing retired.
 */
export async function saveSession(tokens: TokenPair, rotatedFrom?: string | null): Promise<StoredSession> {
  return db.transaction('rw', db.session, async () => {
    const previous = await db.session.get(KEY);
    const retired =
      rotatedFrom && previous
        ? [rotatedFrom, ...previous.retired.filter((token) => token !== rotatedFrom)].slice(0, RETIRED_KEPT)
        : [];
    const session: StoredSession = {
      key: KEY,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? null,
      userId: userIdOf(tokens.accessToken),
      retired,
      updatedAt: Date.now(),
    };
    await db.session.put(session);
    return session;
  });
}

export async function clearSession(): Promise<void> {
  await db.session.delete(KEY);
}
