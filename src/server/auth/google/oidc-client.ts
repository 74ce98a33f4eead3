/**
 * The OpenID Connect client for Google sign-in (openid-client v6). Discovery happens on first use
 * and is cached for the life of the process; a failed discovery is not cached, so the next sign-in
 * tries again instead of failing until a restart.
 *
 * Plain-http issuers are refused by openid-client; `allowInsecureRequests` is switched on only for
 * a loopback issuer (the test provider). config.ts already refuses http anywhere else.
 */
import * as client from 'openid-client';
import type { GoogleSignInConfig } from '../../config';
import { isLoopbackHost } from '../../config-fields';

/** Discovery and token calls give up after this long; a hung issuer must not hang the sign-in. */
const ISSUER_TIMEOUT_SECONDS = 10;

export type OidcConfiguration = client.Configuration;
export type LoadOidcConfiguration = () => Promise<OidcConfiguration>;

export function lazyOidcConfiguration(config: GoogleSignInConfig): LoadOidcConfiguration {
  let pending: Promise<OidcConfiguration> | undefined;
  return () => {
    pending ??= discover(config).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function discover(config: GoogleSignInConfig): Promise<OidcConfiguration> {
  const issuer = new URL(config.issuer);
  const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  return client.discovery(issuer, config.clientId, config.clientSecret, undefined, {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: ISSUER_TIMEOUT_SECONDS,
  });
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The redirect to the issuer: authorization code flow with PKCE (S256), state and nonce. */
export async function startAuthorization(
  configuration: OidcConfiguration,
  redirectUri: string,
): Promise<AuthorizationStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

/**
 * Checks the authorization response (state, issuer), redeems the code (PKCE) and validates the ID
 * token (signature, audience, expiry, nonce). `callbackUrl` must be the registered redirect URI
 * plus the query the issuer sent: openid-client sends its origin and path as redirect_uri.
 */
export async function finishAuthorization(
  configuration: OidcConfiguration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<client.IDToken> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the issuer returned no ID token');
  return claims;
}

export { AuthorizationResponseError } from 'openid-client';
