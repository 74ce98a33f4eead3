/**
 * The social-login callback's query (docs/product.md §2): message, else token (+ refreshToken), else nothing.
 */
import type { SessionTokens } from '../../../session';

export const SOCIAL_LOGIN_FAILED = 'Social login failed. Please try again.';
const NO_TOKEN_RECEIVED = 'No authentication token received. Please try again.';

export type AuthCallbackOutcome =
  { kind: 'failed'; message: string } | { kind: 'tokens'; tokens: SessionTokens };

export function readAuthCallback(search: string): AuthCallbackOutcome {
  const params = new URLSearchParams(search);
  if (params.has('message')) {
    return { kind: 'failed', message: params.get('message')?.trim() || SOCIAL_LOGIN_FAILED };
  }
  const accessToken = params.get('token')?.trim();
  if (!accessToken) return { kind: 'failed', message: NO_TOKEN_RECEIVED };
  const refreshToken = params.get('refreshToken')?.trim();
  return { kind: 'tokens', tokens: refreshToken ? { accessToken, refreshToken } : { accessToken } };
}
