/**
 * The session's tokens in localStorage under the keys of docs/product.md §3, §9. The API client reads
 * the access token for every request; the session feature writes and clears both.
 *
 * Beside them sits the last profile the server confirmed for these tokens, so an app opened with no
 * signal on the course still knows who is signed in (and can queue that golfer's writes). It is
 * forgotten with the tokens, and so are the dashboards' saved answers: a phone handed to someone
 * else after signing out keeps nothing personal on screen.
 *
 * Every pair stored (and every sign-out) is mirrored into the device database for the service
 * worker, which cannot read localStorage (page-mirror.ts).
 */
import { STORAGE_KEYS } from '../../shared/constants';
import { userSchema, type User } from '../../shared/schemas/auth';
import { clearPersistedQueries } from '../lib/persisted-keys';
import { readStorage, readStoredJson, removeStorage, writeStorage } from '../lib/storage';
import { mirrorSession } from './page-mirror';

const KNOWN_USER_KEY = 'fairway:session-user';

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

function writeTokens({ accessToken, refreshToken }: SessionTokens): void {
  if (refreshToken) writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
  else removeStorage(STORAGE_KEYS.refreshToken);
  writeStorage(STORAGE_KEYS.accessToken, accessToken);
}

/** Stores a new session's tokens; a session without a refresh token must not keep an older one. */
export function storeTokens(tokens: SessionTokens): void {
  writeTokens(tokens);
  void mirrorSession(tokens);
}

/**
 * Stores the pair a refresh returned in place of `rotatedFrom`, the database copy included: the
 * caller holds the refresh lock, and the next holder (a tab, the service worker) reads it there.
 */
export async function storeRefreshedTokens(tokens: SessionTokens, rotatedFrom: string): Promise<void> {
  // The database first: if the page dies in between (a reload), localStorage still holds the token
  // the stored pair lists as replaced, and the page adopts the pair at its next start; the other way
  // round the worker would present the replaced token, and the page then one it retired.
  await mirrorSession(tokens, rotatedFrom);
  writeTokens(tokens);
}

export function clearTokens(): void {
  removeStorage(STORAGE_KEYS.accessToken);
  removeStorage(STORAGE_KEYS.refreshToken);
  removeStorage(KNOWN_USER_KEY);
  clearPersistedQueries();
  void mirrorSession(null);
}

export function rememberUser(user: User): void {
  writeStorage(KNOWN_USER_KEY, JSON.stringify(user));
}

/** The last confirmed user of the stored tokens, or null (none, or not of the expected shape). */
export function knownUser(): User | null {
  return readStoredJson(KNOWN_USER_KEY, userSchema);
}
