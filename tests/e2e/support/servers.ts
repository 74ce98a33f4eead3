/** Where the e2e servers listen and how they are configured; shared by playwright.config.ts and specs. */
export const APP_PORT = 4317;
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;

/**
 * Access tokens of the e2e server live this long, so a test can let one expire and watch the client
 * refresh it (decisions.md §1). Every other test simply runs with refreshes happening under it.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 3;
