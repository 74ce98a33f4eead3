/**
 * The check of an access token's signature and claims (tokens.ts), in the server's thread
 * (docs/performance.md, "Access tokens checked in the server's thread"). jose checks an HS256
 * signature with WebCrypto, which hands each HMAC to a thread of the pool and back: with the
 * parsing around it, 9-10 % of the server thread under review posts, each of whose tokens was new
 * to the process. Node's own HMAC of the same key answers in the same thread.
 *
 * The rules are jose's `jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp',
 * 'sub'] })`, which signed tokens are still made by: the signature over the first two parts as
 * sent, compared in constant time; a protected header that is a JSON object naming HS256 and no
 * `crit` (jose would accept a `crit` of b64 only, which no token of ours carries); a payload that
 * is a JSON object of valid UTF-8; `exp` and `sub` present; `iat`, `nbf` and `exp` numbers where
 * present; refused once now >= exp, or while now < nbf. Anything else is no token of ours.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

const strict = new TextDecoder('utf-8', { fatal: true });

/** The secret as Node keys it: its UTF-8 bytes, as jose's WebCrypto key of it (tokens.ts). */
export const hs256Key = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));

type JsonObject = Record<string, unknown>;

/** A base64url part's JSON, when it is an object (not an array, not null). */
function objectOf(part: string): JsonObject | undefined {
  try {
    const parsed: unknown = JSON.parse(strict.decode(Buffer.from(part, 'base64url')));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as JsonObject)
      : undefined;
  } catch {
    return undefined;
  }
}

const numberOrAbsent = (claims: JsonObject, name: string) =>
  claims[name] === undefined || typeof claims[name] === 'number';

/**
 * The claims of `token` (three base64url parts, tokens.ts `canonical`) when it is an unexpired
 * HS256 JWT signed with `key`, else undefined. `nowSeconds`: seconds since the epoch, whole.
 */
export function verifyHs256(token: string, key: KeyObject, nowSeconds: number): JsonObject | undefined {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0)
    return undefined;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const presented = Buffer.from(signature, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined;
  const protectedHeader = objectOf(header);
  if (protectedHeader?.alg !== 'HS256' || protectedHeader.crit !== undefined) return undefined;
  const claims = objectOf(payload);
  if (!claims || !Object.hasOwn(claims, 'exp') || !Object.hasOwn(claims, 'sub')) return undefined;
  if (!numberOrAbsent(claims, 'iat') || !numberOrAbsent(claims, 'nbf') || !numberOrAbsent(claims, 'exp'))
    return undefined;
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
  return claims;
}
