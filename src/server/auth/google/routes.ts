/**
 * GET /api/auth/google/status → whether Google sign-in is configured here, so the client offers
 * 'Continue with Google' only when it can work (a round trip to "not configured" helps nobody).
 * GET /api/auth/google → the issuer's sign-in page; GET /api/auth/google/callback → back here,
 * then on to the client's callback screen (docs/product.md §2): /auth/success?token=…&refreshToken=… or
 * /auth/error?code=…&message=…. Every failure ends on /auth/error with a message a person can act on
 * and its stable `code` (shared/error-codes.ts), which the client says in the golfer's language
 * (docs/decisions.md §2, §9); the technical reason goes to the log.
 *
 * The redirect URI is built from PUBLIC_URL, never from the request's Host: behind a proxy the
 * request says "localhost:3000", and the issuer only accepts the registered public address.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ok } from '../../http/envelope';
import type { AppEnv } from '../../http/types';
import type { AuthDeps } from '../context';
import {
  AuthorizationResponseError,
  finishAuthorization,
  lazyOidcConfiguration,
  startAuthorization,
} from './oidc-client';
import type { ErrorCode } from '../../../shared/error-codes';
import type { AuthServiceDeps } from '../service';
import { GoogleSignInError, signInWithGoogle } from './service';
import { createStateSealer, STATE_COOKIE_NAME, STATE_COOKIE_PATH, STATE_TTL_SECONDS } from './state-cookie';

/** The English message of each failure decided here (the client's `errors` catalogue has the same). */
const MESSAGES = {
  google_not_configured: 'Google sign-in is not configured on this server.',
  google_unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  google_state_mismatch:
    'Your Google sign-in expired or was started in another browser tab. Please try again.',
  google_cancelled: 'Google sign-in was cancelled.',
  google_failed: 'Google sign-in failed. Please try again.',
} as const satisfies Partial<Record<ErrorCode, string>>;

interface Failure {
  code: ErrorCode;
  message: string;
}
const failure = (code: keyof typeof MESSAGES): Failure => ({ code, message: MESSAGES[code] });

export function googleRoutes({ revocations, config }: AuthDeps, sessions: AuthServiceDeps) {
  const publicUrl = config.publicUrl;
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  const secure = publicUrl.startsWith('https:');
  const loadConfiguration = config.google ? lazyOidcConfiguration(config.google) : undefined;
  const sealer = createStateSealer(config.jwtSecret);

  const toClient = (c: Context, path: string, params: Record<string, string>) =>
    c.redirect(`${publicUrl}${path}?${new URLSearchParams(params).toString()}`, 302);
  const toError = (c: Context, { code, message }: Failure) => toClient(c, '/auth/error', { code, message });

  return new Hono<AppEnv>()
    .get('/status', (c) => ok(c, { configured: loadConfiguration !== undefined }))
    .get('/', async (c) => {
      if (!loadConfiguration) return toError(c, failure('google_not_configured'));
      try {
        const start = await startAuthorization(await loadConfiguration(), redirectUri);
        const sealed = await sealer.seal({
          state: start.state,
          nonce: start.nonce,
          codeVerifier: start.codeVerifier,
        });
        setCookie(c, STATE_COOKIE_NAME, sealed, {
          path: STATE_COOKIE_PATH,
          httpOnly: true,
          // Lax: the cookie must come along on the issuer's top-level redirect back to us.
          sameSite: 'Lax',
          secure,
          maxAge: STATE_TTL_SECONDS,
        });
        return c.redirect(start.url.href, 302);
      } catch (error) {
        c.var.logger.error({ err: error }, 'could not start Google sign-in (discovery failed?)');
        return toError(c, failure('google_unavailable'));
      }
    })
    .get('/callback', async (c) => {
      if (!loadConfiguration) return toError(c, failure('google_not_configured'));
      const transaction = await sealer.open(getCookie(c, STATE_COOKIE_NAME));
      // One attempt per cookie: whatever happens next, it is spent.
      deleteCookie(c, STATE_COOKIE_NAME, { path: STATE_COOKIE_PATH, secure });
      // openid-client checks state too; checking it here first gives the person the right message.
      if (!transaction || c.req.query('state') !== transaction.state) {
        c.var.logger.warn({ cookie: Boolean(transaction) }, 'Google sign-in state missing or mismatched');
        return toError(c, failure('google_state_mismatch'));
      }
      try {
        const callbackUrl = new URL(redirectUri);
        callbackUrl.search = new URL(c.req.url).search;
        const claims = await finishAuthorization(await loadConfiguration(), callbackUrl, transaction);
        const result = await signInWithGoogle(sessions, claims);
        // A take-over ended the account's earlier tokens: refused here from now on.
        await revocations.sync();
        return toClient(c, '/auth/success', {
          token: result.accessToken,
          refreshToken: result.refreshToken,
        });
      } catch (error) {
        return toError(c, failureOf(c, error));
      }
    });
}

function failureOf(c: Context<AppEnv>, error: unknown): Failure {
  if (error instanceof GoogleSignInError) {
    c.var.logger.info({ reason: error.message }, 'Google sign-in refused');
    return { code: error.code, message: error.message };
  }
  if (error instanceof AuthorizationResponseError) {
    // The issuer sent the browser back with an error (the person cancelled, or a policy refused).
    c.var.logger.info({ error: error.error, description: error.error_description }, 'Google sign-in error');
    return failure(error.error === 'access_denied' ? 'google_cancelled' : 'google_failed');
  }
  c.var.logger.error({ err: error }, 'Google sign-in failed');
  return failure('google_failed');
}
