/**
 * The service worker's side of the refresh protocol (refresh-protocol.ts): its pair lives in the
 * device store only (it has no localStorage). A refreshed pair is stored with the token it replaced
 * and announced to open pages (SESSION_CHANNEL), whose localStorage then adopts it
 * (page-mirror.ts). No verdict keeps the session: the write waits for the next try.
 */
import { clearSession, readSession, saveSession } from './device-session';
import { SESSION_CHANNEL } from './names';
import { refreshCall, refreshUnderLock } from './refresh-protocol';
import type { LockManagerLike, SessionMessage } from './types';

export interface WorkerRefreshEnvironment {
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  fetch: typeof fetch;
  timeoutMs: number;
  locks: LockManagerLike | undefined;
}

function announce(message: SessionMessage): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** A token to retry with, or null (signed out, refused, or no verdict: the caller retries later). */
export async function refreshStoredSession(
  sentToken: string,
  env: WorkerRefreshEnvironment,
): Promise<string | null> {
  try {
    return await refreshUnderLock(
      sentToken,
      {
        read: readSession,
        saveRefreshed: async (tokens, rotatedFrom) => {
          announce({ type: 'tokens', session: await saveSession(tokens, rotatedFrom) });
        },
        // The page finds out on its own next request and signs out.
        expire: clearSession,
      },
      refreshCall(env.apiBase, env.fetch, env.timeoutMs),
      env.locks,
    );
  } catch {
    return null;
  }
}
