/**
 * The sign-in transaction (state, nonce, PKCE verifier) between the redirect to Google and the
 * callback lives in a short-lived cookie, encrypted with a key derived from the server secret
 * (JWE, dir + A256GCM). Nothing is kept in process memory, so the callback may land on any of
 * several API processes; and the browser cannot read or alter the verifier.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as v from 'valibot';

export const STATE_COOKIE_NAME = 'fr_oidc';
/** The same path as the routes that use it, so the cookie goes nowhere else. */
export const STATE_COOKIE_PATH = '/api/auth/google';
export const STATE_TTL_SECONDS = 10 * 60;

const stateSchema = v.object({
  state: v.pipe(v.string(), v.nonEmpty()),
  nonce: v.pipe(v.string(), v.nonEmpty()),
  codeVerifier: v.pipe(v.string(), v.nonEmpty()),
});
type OidcTransaction = v.InferOutput<typeof stateSchema>;

export interface StateSealer {
  seal(transaction: OidcTransaction): Promise<string>;
  /** The transaction, or undefined when the cookie is missing, expired, altered or not ours. */
  open(sealed: string | undefined): Promise<OidcTransaction | undefined>;
}

export function createStateSealer(secret: string): StateSealer {
  // A key of its own (HKDF from the secret): the JWT signing key is never used for encryption.
  const key = new Uint8Array(hkdfSync('sha256', secret, 'fairway-relief', 'oidc state cookie v1', 32));
  return {
    seal: (transaction) =>
      new EncryptJWT({ ...transaction })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${STATE_TTL_SECONDS}s`)
        .encrypt(key),
    async open(sealed) {
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const parsed = v.safeParse(stateSchema, payload);
        return parsed.success ? parsed.output : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
