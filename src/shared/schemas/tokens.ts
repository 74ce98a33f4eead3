/**
 * What the server reads of a session's tokens (docs/decisions.md §1): the refresh request and the
 * access token's claims. Apart from auth.ts, which the /courses first card reads (every schema
 * made there is in its bytes), since no page reads these.
 */
import * as v from 'valibot';
import { ROLES } from '../constants';

export const refreshRequestSchema = v.object({
  refreshToken: v.optional(
    v.pipe(
      v.string('Refresh token is required'),
      v.nonEmpty('Refresh token is required'),
      v.maxLength(512, 'Refresh token is too long'),
    ),
    '',
  ),
});

/** Claims the access token carries (docs/product.md §3). */
export const accessTokenClaimsSchema = v.object({
  userId: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  exp: v.number(),
  /** When the session's sign-in happened (OpenID's name); absent from tokens signed before it. */
  auth_time: v.optional(v.number()),
  /** The account's token generation at signing: ending a session moves it on (server, auth/). */
  gen: v.optional(v.number()),
});
