/**
 * The token refresh (docs/decisions.md §1), written once for the page and the service worker. Refresh
 * tokens rotate and the server revokes the whole family when a rotated one is presented again, so
 * two refreshes must never present the same token:
 * - page and worker refresh under one Web Lock (REFRESH_LOCK_NAME);
 * - whoever holds it first re-reads the authoritative pair (`SessionSide.read`): when its access
 *   token is no longer the one that got the 401 and is still usable, someone else refreshed (or
 *   signed in) meanwhile, and that token is used; an expired one means its refresh token, never
 *   used, is the one to present;
 * - a refused refresh (400, 401, 403) ends the session on that side (`expire`); no verdict (no
 *   answer, a time-out, 5xx, 429) keeps it, and the call throws so callers treat the request as
 *   unanswered, never as "signed out".
 * Each side adapts where the pair lives: page-refresh.ts (localStorage, mirrored to the device
 * store) and worker-refresh.ts (the device store only).
 */
import * as v from 'valibot';
import { tokenPairSchema } from '../../shared/schemas/auth';
import { successSchema } from '../../shared/schemas/envelope';
import { isUsable } from './claims';
import { REFRESH_LOCK_NAME } from './names';
import type { FreshPair, LockManagerLike, RefreshCall, TokenPair } from './types';

/** Where one side keeps its pair. */
export interface SessionSide {
  /** The current pair as this side knows it (adopting another side's rotation first), or null. */
  read(): Promise<TokenPair | null>;
  /** Keeps a refreshed pair, with the refresh token it replaced. */
  saveRefreshed(tokens: FreshPair, rotatedFrom: string): Promise<void>;
  /** The session is over on this side (refused, or no tokens left to refresh with). */
  expire(): Promise<void> | void;
}

/** Returns a token to retry with, or null (signed out); throws when the refresh got no verdict. */
export function refreshUnderLock(
  sentToken: string,
  side: SessionSide,
  call: RefreshCall,
  locks: LockManagerLike | undefined,
): Promise<string | null> {
  const run = async (): Promise<string | null> => {
    const pair = await side.read();
    if (!pair?.accessToken) {
      await side.expire();
      return null;
    }
    if (pair.accessToken !== sentToken && isUsable(pair.accessToken)) return pair.accessToken;
    if (!pair.refreshToken) {
      await side.expire();
      return null;
    }
    const tokens = await call(pair.refreshToken);
    if (!tokens) {
      await side.expire();
      return null;
    }
    await side.saveRefreshed(tokens, pair.refreshToken);
    return tokens.accessToken;
  };
  return locks ? locks.request(REFRESH_LOCK_NAME, run) : run();
}

/** POST auth/refresh with `fetchImpl`; `apiBase` ends in '/api/'. Null: refused. Throws: no verdict. */
export function refreshCall(apiBase: string, fetchImpl: typeof fetch, timeoutMs: number): RefreshCall {
  return async (refreshToken) => {
    // One Request object: what fetch, ky's fetch option and the tests' fake servers all take.
    const request = new Request(new URL('auth/refresh', apiBase), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const response = await fetchImpl(request);
    if (response.status === 400 || response.status === 401 || response.status === 403) return null;
    if (!response.ok) throw new Error(`Token refresh answered ${response.status}`);
    const parsed = v.safeParse(successSchema(tokenPairSchema), await response.json().catch(() => null));
    if (!parsed.success) throw new Error('Token refresh answered an unexpected body');
    return parsed.output.data;
  };
}
