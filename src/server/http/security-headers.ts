/**
 * Security headers on every answer (API, static files, errors, 404, 413) and CORS for the API.
 *
 * The Content-Security-Policy is the backstop behind rendering user text as text: no inline script
 * and no script from anywhere but this origin may run, so even markup that slipped into a page could
 * not execute. The client is built for it (index.html has no inline script; the theme is applied by
 * the entry module). Notes on the directives that are not simply 'self':
 * - style-src-elem adds 'unsafe-inline': Radix dialogs lock scrolling through react-remove-scroll,
 *   which inserts a <style> element whose text depends on the scrollbar width, so no hash can name
 *   it (and a nonce cannot work: the service worker serves one cached index.html to every start).
 *   Style cannot run code, and script-src stays strict. style="" attributes stay forbidden
 *   (style-src-attr 'none'): React, Radix and MapLibre set styles through the CSSOM
 *   (element.style), which CSP does not govern, and nothing of ours writes style attributes.
 *   Browsers without style-src-elem fall back to style-src 'self': a dialog then does not lock the
 *   page's scrolling, nothing worse.
 * - img-src data: blob: and worker-src blob: are what MapLibre uses (sprites, its worker).
 * - connect-src adds the map style, tile and glyph servers (CSP_CONNECT_SRC, OpenFreeMap by default).
 *
 * API answers that are data (JSON, GeoJSON, CSS, and the bodiless 204s and redirects) get a shorter
 * set (docs/architecture.md, HTTP caching of the public reads): no page is built from them, so the
 * page's policy says nothing there, and on one bar of signal its 420 bytes were more than half of
 * every revalidation. They carry `default-src 'none'; frame-ancestors 'none'` (nothing may load or
 * run, nobody may frame it, should a browser ever render one), nosniff and X-Frame-Options;
 * Referrer-Policy and Cross-Origin-Opener-Policy only act in a document, so they go with the pages
 * (everything outside /api, and the API reference's HTML page, whose 304 keeps the page set: it
 * refreshes the stored page's headers).
 *
 * Strict-Transport-Security only when the site is really served over HTTPS: PUBLIC_URL is https, or
 * a trusted proxy says the request came over https (http/client-address.ts reads its entry). Over plain http (development,
 * tests) it would be ignored by browsers at best and pin a wrong scheme at worst.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { REFERENCE_PATHS } from '../openapi/catalogue/public';
import { forwardedHttps, type TrustProxy } from './client-address';
import type { AppEnv } from './types';
import { isValidatedPublicRead } from './validators';

export interface SecurityHeadersOptions {
  publicUrl: string;
  trustProxy: TrustProxy;
  /** Extra origins for connect-src (the map servers). */
  connectSrc: readonly string[];
}

/** One year, the value HSTS preload lists ask for; no includeSubDomains: other hosts are not ours. */
export const HSTS_VALUE = 'max-age=31536000';

function contentSecurityPolicy(connectSrc: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Google sign-in is a navigation to /api/auth/google, not a form post: 'self' is enough.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What an API answer that is data carries: it may load, run and be framed by nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Whether a browser could build a page from this answer: anything outside /api, and the API
 * reference's HTML (also its 304, which has no Content-Type but refreshes the stored page's headers).
 */
function isPage(path: string, contentType: string | null): boolean {
  if (!/^\/api(\/|$)/.test(path)) return true;
  return contentType ? /^text\/html/i.test(contentType) : path === REFERENCE_PATHS.page;
}

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  const always: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
  const page: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(options.connectSrc)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...always,
  ];
  const data: [string, string][] = [['Content-Security-Policy', API_CONTENT_SECURITY_POLICY], ...always];
  return async (c, next) => {
    await next();
    // Set on the finished response, so answers made by other middleware (static files, 413) and by
    // the error and not-found handlers carry them too.
    const headers = c.res.headers;
    for (const [name, value] of isPage(c.req.path, headers.get('content-type')) ? page : data)
      headers.set(name, value);
    // The scheme the outermost trusted proxy recorded, never one the client wrote itself.
    if (options.publicUrl.startsWith('https:') || forwardedHttps(c, options.trustProxy)) {
      headers.set('Strict-Transport-Security', HSTS_VALUE);
    }
  };
}

/**
 * CORS for /api, closed unless origins are configured: the client is served from the API's own
 * origin and needs none. Credentials stay off because the API authenticates with bearer tokens,
 * never cookies, so another site never needs the browser's credentials.
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler<AppEnv> | undefined {
  if (origins.length === 0) return undefined;
  return cors({
    origin: [...origins],
    credentials: false,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed', 'WWW-Authenticate'],
    maxAge: 600,
  });
}

/** Paths whose every answer is about one person or is for admins only. */
const PERSONAL_PATHS = /^\/api\/(admin|owner|users|auth)(\/|$)/;

/**
 * `Cache-Control: no-store` on every personal or admin answer: anything under /api/admin, /owner,
 * /users and /auth, and any answer to a request that carried a bearer token (its answer may be
 * shaped by who asked, e.g. feedback status). No shared cache or back-forward cache keeps a copy.
 *
 * Except the public reads' answers (validators.ts; docs/architecture.md, Server request path): the
 * same bytes whoever asks, so a signed-in golfer's copy is `private, no-cache` with an ETag instead,
 * which no shared cache stores and the browser revalidates for a few hundred bytes. Their errors,
 * and everything under the personal paths, stay no-store.
 */
export function personalNoStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { method, path } = c.req;
    if (PERSONAL_PATHS.test(path)) c.res.headers.set('Cache-Control', 'no-store');
    else if (
      c.req.header('authorization') !== undefined &&
      !isValidatedPublicRead(method, path, c.res.status)
    ) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
