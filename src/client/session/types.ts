/**
 * The session as the service worker needs it (it cannot read localStorage): the current tokens and
 * the user they belong to, one row under the key 'current' of the `session` table (offline/db.ts, v4).
 */
export interface StoredSession {
  key: 'current';
  accessToken: string;
  refreshToken: string | null;
  /** From the access token's `userId` claim: whose queued writes these tokens may send. */
  userId: string | null;
  /**
   * The refresh tokens this session rotated away from, newest first (a few). A page whose
   * localStorage still holds one of them knows the pair here replaced its own and adopts it, instead
   * of presenting a used token (which would revoke the whole family on the server).
   */
  retired: string[];
  updatedAt: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken?: string | null;
}

/** What the service worker tells open pages (BroadcastChannel SESSION_CHANNEL). */
export type SessionMessage = { type: 'tokens'; session: StoredSession };

/** The subset of the Web Locks API the refresh uses (absent in old browsers: one side refreshes alone). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Exchanges a refresh token for a new pair. Resolves null when the server refused it (the session is
 * over); throws when no verdict arrived (network, time-out, 5xx, 429).
 */
export type RefreshCall = (refreshToken: string) => Promise<FreshPair | null>;

/** A pair the server just issued: both tokens, always. */
export interface FreshPair {
  accessToken: string;
  refreshToken: string;
}
