/**
 * Where the e2e servers listen and how they are configured; shared by playwright.config.ts and specs.
 * E2E_PORT moves all three ports (app, OpenID provider, SMTP: E2E_PORT, +1, +2), so two checkouts
 * on one machine can run their suites at once.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? '') || 4317;
export const APP_PORT = BASE_PORT;
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;

/**
 * Access tokens of the e2e server live this long, so a test can let one expire and watch the client
 * refresh it (docs/decisions.md §1). Every other test simply runs with refreshes happening under it.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 3;

/**
 * The loopback OpenID provider (tests/support/run-oidc-provider.ts, a real `oidc-provider`) that
 * stands in for Google: the app server's OIDC_ISSUER points at it.
 */
export const OIDC_PORT = BASE_PORT + 1;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'fairway-e2e';
export const OIDC_CLIENT_SECRET = 'fairway-e2e-client-secret';

/** The loopback SMTP server (tests/support/run-smtp-server.ts) the app server sends its mail to. */
export const SMTP_PORT = BASE_PORT + 2;
