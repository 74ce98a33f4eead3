/**
 * The social-login callback's query (docs/product.md §2): message, else token (+ refreshToken), else nothing.
 * The server's failure comes with its `code` (auth/google/routes.ts), which the screen says in the
 * golfer's language, its English message the fallback (docs/decisions.md §9); a failure without the
 * server's own message names its spec text by catalogue key (en/auth.ts).
 */
import type { SessionTokens } from '../../../session';

export type AuthCallbackOutcome =
  | { kind: 'failed'; message: string; code?: string }
  | { kind: 'failed'; reason: 'auth.socialFailed' | 'auth.noToken' }
  | { kind: 'tokens'; tokens: SessionTokens };

export function readAuthCallback(search: string): AuthCallbackOutcome {
  const params = new URLSearchParams(search);
  if (params.has('message')) {
    const message = params.get('message')?.trim();
    if (!message) return { kind: 'failed', reason: 'auth.socialFailed' };
    const code = params.get('code')?.trim();
    return code ? { kind: 'failed', message, code } : { kind: 'failed', message };
  }
  const accessToken = params.get('token')?.trim();
  if (!accessToken) return { kind: 'failed', reason: 'auth.noToken' };
  const refreshToken = params.get('refreshToken')?.trim();
  return { kind: 'tokens', tokens: refreshToken ? { accessToken, refreshToken } : { accessToken } };
}
