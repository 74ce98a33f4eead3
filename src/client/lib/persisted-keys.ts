/**
 * Where the dashboards' kept answers live (persisted-queries.ts) and how a sign-out forgets them.
 * Apart from the persister itself, so the session can forget them without loading it.
 */
import { removeStorage } from './storage';

const PREFIX = 'fairway:queries:';
/** Where builds before the persister kept the same answers, one entry each: forgotten the same way. */
const LEGACY_PREFIX = 'fairway:answer:';

export const persistKey = (userId: string) => `${PREFIX}${userId}`;

const onForget = new Set<() => void>();

/** Called before kept answers are forgotten (the persister stops writing); returns the unsubscribe. */
export function beforeForgettingQueries(listener: () => void): () => void {
  onForget.add(listener);
  return () => onForget.delete(listener);
}

/** Forgets the kept answers of one user, or of everyone (sign-out). */
export function clearPersistedQueries(userId?: string): void {
  for (const listener of onForget) listener();
  try {
    const prefixes = userId ? [persistKey(userId), `${LEGACY_PREFIX}${userId}:`] : [PREFIX, LEGACY_PREFIX];
    const keys = Object.keys(globalThis.localStorage).filter((key) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    );
    for (const key of keys) removeStorage(key);
  } catch {
    // No storage: nothing was kept.
  }
}
