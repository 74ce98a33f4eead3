/**
 * The session as the service worker needs it (it cannot read localStorage): the current tokens and
 * the user they belong to, one row under the key 'current' of the `session` table (db.ts, version 4).
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
