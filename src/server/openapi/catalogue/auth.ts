/** /api/auth: sessions (auth/routes.ts), account mail (accounts/routes.ts), Google (auth/google/routes.ts). */
import type { RouteEntry } from './types';

const MAIL_BUDGET = 'Too many account requests from this network (Retry-After says when).';

export const authRoutes: RouteEntry[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account and sign in',
    description:
      'A regular or course-owner account; the answer carries both tokens. A verification mail follows.',
    tag: 'Auth',
    access: 'public',
    body: { schema: 'RegisterRequest' },
    answer: { status: 201, data: 'AuthResult' },
    errors: {
      400: 'A field is missing or invalid, or the password is too common.',
      409: 'An account with this email exists: answered in the time a new account takes, and the address’s owner is mailed (once an hour at most).',
      429: 'Too many accounts created from this network.',
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    description:
      'Answers a fresh access token and refresh token with the user. Failed attempts count per account and per network; past the limit the answer is 429 with Retry-After.',
    tag: 'Auth',
    access: 'public',
    body: { schema: 'LoginRequest' },
    answer: { status: 200, data: 'AuthResult' },
    errors: {
      401: 'Wrong email or password.',
      429: 'Too many failed attempts from this network for this account, or sign-ins from this network, or sign-ins on this account (Retry-After says when).',
    },
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    summary: 'Exchange a refresh token for a new pair',
    description: 'Refresh tokens rotate: each is good once (a resend within seconds gets the same pair).',
    tag: 'Auth',
    access: 'public',
    body: { schema: 'RefreshRequest' },
    answer: { status: 200, data: 'TokenPair' },
    errors: {
      401: 'The refresh token is unknown, expired, revoked or reused.',
      429: 'Too many refreshes from this network or on this account (Retry-After says when); the token stays good.',
    },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the session of a refresh token',
    description:
      'Always succeeds: the client forgets its tokens whatever the answer (docs/product.md §4). Ends the session of the refresh token and the access tokens of its account (and of the bearer token sent along).',
    tag: 'Auth',
    access: 'public',
    body: {
      lenient:
        'Optional. A JSON object whose string `refreshToken` names the session to end; any other body is ignored.',
    },
    answer: { status: 200, data: 'EmptyResult' },
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: 'Verify an email address with the token from its mail',
    description:
      'Marks the address verified. The token comes from the link in the verification mail and is good once.',
    tag: 'Account',
    access: 'public',
    body: { schema: 'VerifyEmailRequest' },
    answer: { status: 200, data: 'VerifiedResult' },
    errors: { 400: 'The link is incomplete, invalid or expired.', 429: MAIL_BUDGET },
  },
  {
    method: 'POST',
    path: '/api/auth/resend-verification',
    summary: 'Send the verification mail again',
    description:
      'Mails a new verification link to the signed-in user’s address; when it is verified already, says so and sends nothing.',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'MessageResult' },
    errors: { 429: `${MAIL_BUDGET} Also past the account's own budget.` },
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a password-reset link',
    description:
      'Answers the same, in the same time, whether or not an account has the address: the account is looked up and mailed after the answer.',
    tag: 'Account',
    access: 'public',
    body: { schema: 'ForgotPasswordRequest' },
    answer: { status: 200, data: 'MessageResult' },
    errors: { 429: MAIL_BUDGET },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    summary: 'Whether a password-reset link still works',
    description:
      'Read only (the link stays usable): answers when it expires, or 400 if it was used, replaced by a newer one, or expired, so the page says so before a password is typed. A POST so the token stays out of URLs. Counts against the account-mail budget like the reset.',
    tag: 'Account',
    access: 'public',
    body: { schema: 'ResetLinkRequest' },
    answer: { status: 200, data: 'ResetLinkResult' },
    errors: { 400: 'The link is invalid, used or expired.', 429: MAIL_BUDGET },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Choose a new password with the token from the reset mail',
    description:
      'Sets the new password and revokes every refresh token of the account, so every device signs in again.',
    tag: 'Account',
    access: 'public',
    body: { schema: 'ResetPasswordRequest' },
    answer: { status: 200, data: 'MessageResult' },
    errors: { 400: 'The link is invalid or expired, or the password is not acceptable.', 429: MAIL_BUDGET },
  },
  {
    method: 'GET',
    path: '/api/auth/google/status',
    summary: 'Whether Google sign-in is offered here',
    description:
      'Whether GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set here, so a client offers “Continue with Google” only when it can work.',
    tag: 'Auth',
    access: 'public',
    answer: { status: 200, data: 'GoogleStatusResult' },
  },
  {
    method: 'GET',
    path: '/api/auth/google',
    summary: 'Start Google sign-in (a browser navigation)',
    description:
      'A browser navigation, not a JSON call: sets a short-lived state cookie and redirects to Google (OpenID Connect with PKCE). It answers only redirects: any failure ends on the client’s /auth/error screen with a `code` (one of the `google_*` codes, or `demo_address`) and a message.',
    tag: 'Auth',
    access: 'public',
    answer: {
      status: 302,
      description: 'To Google’s sign-in page, or to the client’s /auth/error screen when it cannot start.',
    },
  },
  {
    method: 'GET',
    path: '/api/auth/google/callback',
    summary: 'Where Google sends the browser back',
    description:
      'Google’s redirect URI (PUBLIC_URL/api/auth/google/callback). Checks the state cookie and the code, signs the person in (or up), and redirects to the client with the tokens, or to /auth/error with a `code` and a message.',
    tag: 'Auth',
    access: 'public',
    answer: {
      status: 302,
      description: 'To the client’s /auth/success?token=…&refreshToken=…, or /auth/error?code=…&message=….',
    },
  },
];
