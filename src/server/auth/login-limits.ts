/**
 * Sign-in throttling (issue 3: per account and per address). Both count failed attempts in a
 * 15-minute fixed window; a successful sign-in gives its unit back.
 */
import { defineRateLimit } from './rate-limit';

export const LOGIN_RATE_LIMITED_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Per account (normalised email): someone mistyping their password never gets near 10, while a
 * password guesser is held to 10 guesses per 15 minutes (under 1,000 a day) per account.
 */
export const LOGIN_ACCOUNT_LIMIT = defineRateLimit({
  name: 'login:account',
  limit: 10,
  windowSeconds: 15 * 60,
});

/**
 * Per client address: higher, because many golfers can share one address (clubhouse Wi-Fi, a mobile
 * carrier's NAT); it stops one machine spraying guesses across many accounts.
 */
export const LOGIN_ADDRESS_LIMIT = defineRateLimit({
  name: 'login:address',
  limit: 50,
  windowSeconds: 15 * 60,
});
