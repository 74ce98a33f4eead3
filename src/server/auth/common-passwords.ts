/**
 * What a chosen password must be (registration, a password reset, an admin made by support or by
 * create-admin), past the shared schema's length and not-only-spaces (docs/product.md §5):
 * - Not on the list of the most common ones (data/common-passwords.txt, shipped with the app):
 *   the 6+ character passwords attackers try first ("password", "123456789", "qwerty123"), which
 *   no lockout makes safe. Compared case-insensitively: "Password1" is as guessable as "password1".
 * - Not made only of the product's own words with digits and signs around them ("fairway",
 *   "golf123", "Golf Course!"), nor the demo's published password: the first guesses against
 *   this site in particular.
 * - At least MIN_STAFF_PASSWORD_LENGTH characters for a course owner or an admin (OWASP ASVS
 *   level 2's 12): their accounts change what every golfer sees.
 */
import { readFileSync } from 'node:fs';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../shared/constants';
import { ApiError } from '../http/envelope';
import { DEMO_PASSWORD } from '../seed/demo-data';

const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common and easily guessed. Please choose another one.';

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

const PRODUCT_WORDS = [
  'fairway',
  'fairways',
  'relief',
  'golf',
  'golfer',
  'golfers',
  'golfing',
  'course',
  'restroom',
  'restrooms',
  'toilet',
  'toilets',
  'clubhouse',
  'halfway',
  'house',
  'demo',
];

/** Whether the letters of `password` are one or more product words end to end ("golfcourse"). */
function isProductWords(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  if (letters === '') return false;
  // ends[i]: the first i letters split into product words.
  const ends = [true];
  for (let i = 1; i <= letters.length; i += 1) {
    ends[i] = PRODUCT_WORDS.some((word) => ends[i - word.length] === true && letters.endsWith(word, i));
  }
  return ends[letters.length] === true;
}

export const STAFF_PASSWORD_MESSAGE = `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters for course owner and admin accounts`;
const GUESSABLE_PASSWORD_MESSAGE =
  'This password is made of Fairway Relief’s own words or is the demo’s password, the first guesses against this site. Please choose another one.';

/** A 400 naming the password field, as the shared schema's own messages do. */
export function refuseWeakPassword(password: string, role: string, field = 'password'): void {
  const refuse = (code: 'invalid_input' | 'common_password' | 'guessable_password', message: string) =>
    new ApiError(400, code, message, [{ path: field, message }]);
  if (role !== 'regular' && password.length < MIN_STAFF_PASSWORD_LENGTH)
    throw refuse('invalid_input', STAFF_PASSWORD_MESSAGE);
  if (isCommonPassword(password)) throw refuse('common_password', COMMON_PASSWORD_MESSAGE);
  if (password.toLowerCase() === DEMO_PASSWORD || isProductWords(password))
    throw refuse('guessable_password', GUESSABLE_PASSWORD_MESSAGE);
}
