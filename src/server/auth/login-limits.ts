/**
 * Sign-in throttling. Failed attempts are counted in 15-minute fixed windows; a successful sign-in
 * gives its units back.
 *
 * Why per (account, address) first: a lock on the account alone let anyone lock anyone out (ten
 * wrong passwords from anywhere, and the owner's right one was refused for 15 minutes). Now the
 * guesser's address is what gets stopped; the owner, from another address, still signs in. The
 * per-address limit stops one machine spraying guesses across accounts.
 *
 * The ceiling on the account from all addresses together never refuses by itself: reached, it
 * only tightens the pair limit to UNDER_ATTACK_PAIR_LIMIT, so a guesser rotating addresses gets a
 * few tries from each, and the owner (a first or second try from their own address) still gets in
 * with the right password. Refusing at the ceiling let five addresses lock the owner out.
 *
 * Successful sign-ins are limited too: argon2 is the costliest thing the server does,
 * and a client with the right password signed in 150 times in a row, each a new session. Every
 * attempt counts against its address's sign-in budget before any password is checked (the
 * address limiter's `signIns`), and each success against the account's.
 */
import { defineRateLimit, type RateLimitRule } from './rate-limit';

export const LOGIN_RATE_LIMITED_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

const WINDOW_SECONDS = 15 * 60;

/** One account from one address: someone mistyping never gets near 10; a guesser is held there. */
export const LOGIN_ACCOUNT_ADDRESS_LIMIT = defineRateLimit({
  name: 'login:account-address',
  limit: 10,
  windowSeconds: WINDOW_SECONDS,
});

/** One account from all addresses together: past it the account is under attack (see above). */
export const LOGIN_ACCOUNT_LIMIT = defineRateLimit({
  name: 'login:account',
  limit: 50,
  windowSeconds: WINDOW_SECONDS,
});

/**
 * One address across accounts: higher than the pair's, because many golfers can share an address
 * (clubhouse Wi-Fi, a mobile carrier's NAT); it stops one machine spraying guesses across accounts.
 */
export const LOGIN_ADDRESS_LIMIT = defineRateLimit({
  name: 'login:address',
  limit: 50,
  windowSeconds: WINDOW_SECONDS,
});

/** The pair limit while the account's ceiling is reached. */
export const UNDER_ATTACK_PAIR_LIMIT = 3;

/** Successful sign-ins of one account (ACCOUNT_RATE_LIMIT_SIGN_INS; a person signs in now and then). */
export const SIGN_INS_PER_ACCOUNT = { limit: 20, windowSeconds: WINDOW_SECONDS } as const;

/** Refreshes of one account's sessions (ACCOUNT_RATE_LIMIT_REFRESHES; each device about 1 a quarter). */
export const REFRESHES_PER_ACCOUNT = { limit: 30, windowSeconds: WINDOW_SECONDS } as const;

export const SESSIONS_RATE_LIMITED_MESSAGE =
  'Too many sign-ins on this account. Please wait a few minutes and try again.';

export type AccountLimits = Record<'signIns' | 'refreshes', number>;
export type AccountRules = Partial<Record<keyof AccountLimits, RateLimitRule>>;

/** The per-account ceilings on sessions as configured (0 switches one off). */
export function accountRules(limits: Partial<AccountLimits> = {}): AccountRules {
  const signIns = limits.signIns ?? SIGN_INS_PER_ACCOUNT.limit;
  const refreshes = limits.refreshes ?? REFRESHES_PER_ACCOUNT.limit;
  return {
    ...(signIns > 0
      ? { signIns: defineRateLimit({ ...SIGN_INS_PER_ACCOUNT, name: 'sign-ins:account', limit: signIns }) }
      : {}),
    ...(refreshes > 0
      ? {
          refreshes: defineRateLimit({
            ...REFRESHES_PER_ACCOUNT,
            name: 'refreshes:account',
            limit: refreshes,
          }),
        }
      : {}),
  };
}
