/**
 * The session's tokens in localStorage under the spec's keys (§3, §9). The API client reads the access
 * token for every request; the session feature writes and clears both.
 */
import { STORAGE_KEYS } from '../../shared/constants';
import { readStorage, removeStorage, writeStorage } from './storage';

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

/** Stores a new session's tokens; a session without a refresh token must not keep an older one. */
export function storeTokens({ accessToken, refreshToken }: SessionTokens): void {
  if (refreshToken) writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
  else removeStorage(STORAGE_KEYS.refreshToken);
  writeStorage(STORAGE_KEYS.accessToken, accessToken);
}

export function clearTokens(): void {
  removeStorage(STORAGE_KEYS.accessToken);
  removeStorage(STORAGE_KEYS.refreshToken);
}
