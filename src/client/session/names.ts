/**
 * Names shared by the page and the service worker (no Dexie here: the page's first chunk imports it).
 * - SESSION_CHANNEL: the service worker tells open pages about tokens it refreshed, so their
 *   localStorage (the spec's keys) stays in step.
 * - REFRESH_LOCK_NAME: page and service worker refresh under this one Web Lock, so two refreshes never
 *   present the same rotating refresh token (reuse revokes the whole family on the server).
 */
export const SESSION_CHANNEL = 'fairway-session';
export const REFRESH_LOCK_NAME = 'fairway-token-refresh';
