/**
 * The token refresh of decisions.md §1 for code without localStorage (the service worker's drain).
 * It runs under the Web Lock the page's refresh also takes (REFRESH_LOCK_NAME) and, inside it, first
 * re-reads the stored session: when the access token there is no longer the one that got the 401,
 * someone else refreshed (or signed in) meanwhile and that token is used, so a rotated refresh token is
 * never presented twice. A new pair is stored (with the token it replaced) and announced to open pages.
 */
import * as v from 'valibot';
import { tokenPairSchema } from '../../../shared/schemas/auth';
import { successSchema } from '../../../shared/schemas/envelope';
import { REFRESH_LOCK_NAME, SESSION_CHANNEL } from './channel';
import { isExpired } from './claims';
import { clearSession, readSession, saveSession } from './session-store';
import type { SessionMessage } from './types';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshEnvironment {
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  fetch: typeof fetch;
  timeoutMs: number;
  locks: LockManagerLike | undefined;
}

/** A token to retry with, or null (signed out, refused, or no verdict: the caller retries later). */
export async function refreshStoredSession(
  sentToken: string,
  env: RefreshEnvironment,
): Promise<string | null> {
  const run = async (): Promise<string | null> => {
    const session = await readSession();
    if (!session) return null;
    // Someone refreshed while we waited: use theirs, unless it has expired since (then its refresh
    // token, never used, is the one to present).
    if (session.accessToken !== sentToken && !isExpired(session.accessToken)) return session.accessToken;
    if (!session.refreshToken) return null;
    let response: Response;
    try {
      response = await env.fetch(new URL('auth/refresh', env.apiBase), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
        signal: AbortSignal.timeout(env.timeoutMs),
      });
    } catch {
      return null; // No answer: keep the session; the write waits for the next try.
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      // Refused: these tokens are dead. The page finds out on its own next request and signs out.
      await clearSession();
      return null;
    }
    if (!response.ok) return null;
    const parsed = v.safeParse(successSchema(tokenPairSchema), await response.json().catch(() => null));
    if (!parsed.success) return null;
    const saved = await saveSession(parsed.output.data, session.refreshToken);
    announce({ type: 'tokens', session: saved });
    return saved.accessToken;
  };
  return env.locks ? env.locks.request(REFRESH_LOCK_NAME, run) : run();
}

function announce(message: SessionMessage): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
