/**
 * The social-login callback's query (docs/product.md §2): message, else token (+ refreshToken), else nothing.
 * A failure without the server's own message names its spec text by catalogue key (en/auth.ts), so
 * the screen says it in the golfer's language.
 */
import type { SessionTokens } from '../../../session';

export type AuthCallbackOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'failed'; reason: 'auth.socialFailed' | 'auth.noToken' }
  | { kind: 'tokens'; tokens: SessionTokens };

export function readAuthCallback(search: string): AuthCallbackOutcome {
  const params = new URLSearchParams(search);
  if (params.has('message')) {
    const message = params.get('message')?.trim();
    return message ? { kind: 'failed', message } : { kind: 'failed', reason: 'auth.socialFailed' };
  }
  const accessToken = params.get('token')?.trim();
  if (!accessToken) return { kind: 'failed', reason: 'auth.noToken' };
  const refreshToken = params.get('refreshToken')?.trim();
  return { kind: 'tokens', tokens: refreshToken ? { accessToken, refreshToken } : { accessToken } };
}
