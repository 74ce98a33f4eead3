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
 */
import { defineRateLimit } from './rate-limit';

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
