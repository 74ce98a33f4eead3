/**
 * Token material. Nothing here touches the database (sessions.ts owns the refresh-token rows).
 *
 * - Access token: a short-lived HS256 JWT (claims userId, email, role, sub, iat, exp; docs/product.md §3;
 *   plus auth_time, when the session's sign-in happened, for actions that need a recent one, and
 *   gen, the account's token generation, which token-revocations.ts compares with the account's
 *   current one), verified without a database round trip. Verification pins the algorithm, so a token with
 *   `alg: none` or another algorithm is refused whatever it claims, and the claims are checked
 *   with the shared contract's schema. jose signs; the check is hs256.ts's, in this thread.
 * - Refresh token: its session's id and 32 random bytes (base64url). Only its SHA-256 is stored; a
 *   plain hash (no salt, no argon2) is right here because the token holds 256 bits of randomness.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { accessTokenClaimsSchema, type Role } from '../../shared/schemas';
import { hs256Key, verifyHs256 } from './hs256';

/** The signed-in user as the guards see it (from a verified access token). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** When the session began with a sign-in (seconds since the epoch; the `auth_time` claim). */
  authTime?: number;
  /**
   * The account's token generation when the token was signed (the `gen` claim; 0 for tokens
   * signed before it existed): below the account's current one, the token was revoked
   * (token-revocations.ts).
   */
  generation?: number;
}

export interface AccessTokens {
  sign(user: AuthUser): Promise<string>;
  /** The user the token speaks for, or undefined when it is not a valid, unexpired token of ours. */
  verify(token: string): Promise<AuthUser | undefined>;
}

const ALGORITHM = 'HS256';

/**
 * The secret as a WebCrypto key for signing, imported once: given bytes, jose imports a key on
 * every call.
 */
const hmacKey = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);

/**
 * Verified tokens kept per process, each until its `exp`: a golfer sends the same access token
 * with every request for its quarter of an hour, and checking its HMAC again (then with
 * WebCrypto, which hands each check to a thread of the pool and back) was 7% of the server
 * thread's time under review posts. Only tokens that passed every check are kept, and the only check that time can change is
 * the expiry, which a kept token still meets at every use; whether its session ended is asked of
 * token-revocations.ts at every use (from memory). Bounded: when full, the expired ones go (looked
 * for at most once a second); if none has expired, a new token is checked each time rather than
 * kept. Letting the oldest go instead made a cycle over a few more tokens than fit miss every time
 * (the API bench's 10,007 posters over 10,000 places: no token was ever found).
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  user: AuthUser;
  /** Seconds since the epoch, as the `exp` claim. */
  expiresAt: number;
}

/**
 * The token with each of its three parts in canonical base64url. Decoders accept a trailing `=`
 * and ignore the unused bits of the last character, so one token has many spellings that all
 * verify; the canonical one is what is kept, so a spelling is never a second entry (nor a way
 * around anything keyed by the token). undefined: not three base64url parts.
 */
function canonical(token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]*={0,2}$/.test(part))) return undefined;
  return parts.map((part) => Buffer.from(part, 'base64url').toString('base64url')).join('.');
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = hmacKey(secret);
  const checkKey = hs256Key(secret);
  const verified = new Map<string, Verified>();
  let sweptAt = 0;
  const keep = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const now = Date.now();
      if (now - sweptAt < 1_000) return;
      sweptAt = now;
      const seconds = Math.floor(now / 1000);
      for (const [kept, { expiresAt }] of verified) if (seconds >= expiresAt) verified.delete(kept);
      if (verified.size >= VERIFIED_TOKENS_KEPT) return;
    }
    verified.set(token, entry);
  };
  /** The user `presented` speaks for, checked in this thread (hs256.ts) or found kept. */
  const check = (presented: string): AuthUser | undefined => {
    const token = canonical(presented);
    if (token === undefined) return undefined;
    const kept = verified.get(token);
    const now = Math.floor(Date.now() / 1000);
    // hs256.ts refuses a token once now >= exp; so does the cache.
    if (kept) {
      if (now < kept.expiresAt) return { ...kept.user };
      verified.delete(token);
    }
    // Expired, tampered, wrong key, wrong algorithm, not a JWT: all the same to the caller.
    const payload = verifyHs256(token, checkKey, now);
    if (!payload) return undefined;
    const claims = v.safeParse(accessTokenClaimsSchema, payload);
    if (!claims.success || payload.sub !== claims.output.userId) return undefined;
    const user: AuthUser = {
      id: claims.output.userId,
      email: claims.output.email,
      role: claims.output.role,
      ...(claims.output.auth_time === undefined ? {} : { authTime: claims.output.auth_time }),
      generation: claims.output.gen ?? 0,
    };
    // hs256.ts refused a token without a numeric exp.
    if (typeof payload.exp === 'number') keep(token, { user, expiresAt: payload.exp });
    return user;
  };
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        userId: user.id,
        email: user.email,
        role: user.role,
        auth_time: user.authTime ?? now,
        gen: user.generation ?? 0,
      };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await key);
    },
    verify: (presented) => Promise.resolve(check(presented)),
  };
}

/** Refresh tokens live 30 days from their last use (each rotation starts a new 30 days). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * However often it is used, a session ends this long after its sign-in, and the person signs in
 * again: a stolen refresh token kept alive by its thief dies with it.
 */
export const MAX_SESSION_AGE_SECONDS = 90 * 24 * 60 * 60;

/**
 * How long after a rotation the used token may still be presented as a retry whose answer was
 * lost (one bar of signal): long enough for a phone to resend, short enough that a copy stolen
 * later is treated as reuse.
 */
export const ROTATION_GRACE_SECONDS = 60;

/** Live sessions per account; a sign-in past it ends the oldest (sessions.ts). */
export const MAX_LIVE_SESSIONS = 10;

/**
 * A refresh token: its session's (family's) id, then 32 random bytes, as base64url. The id lets a
 * token whose row is gone still be recognised as its session's (sessions.ts: reuse of a rotated
 * token, whose row is pruned a minute after its rotation, still ends the session).
 */
export function newRefreshToken(familyId: string): string {
  return Buffer.concat([Buffer.from(familyId.replaceAll('-', ''), 'hex'), randomBytes(32)]).toString(
    'base64url',
  );
}

/** The session a refresh token names, or undefined (a token from before it did, or not ours). */
export function familyOfRefreshToken(token: string): string | undefined {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 48 || bytes.toString('base64url') !== token) return undefined;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
