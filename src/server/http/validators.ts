/**
 * Validators and cache lifetimes for the public reads (docs/architecture.md, Server request path):
 * the answers that are the same whoever asks, so a browser may revalidate them with a few hundred
 * bytes and a CDN in front of the API may hold them for a short while.
 *
 * - The ETag is weak and made from the answer's bytes, so it changes with the data by construction
 *   (a review that moves an average changes the course list's bytes, hence its tag) and no query
 *   has to know which rows an answer read. The handler still runs; what a match saves is the
 *   transfer, which is what costs on one bar of signal. The bytes are the JSON text ok() made
 *   (envelope.ts), hashed as it stands: reading an answer's body back turns @hono/node-server's
 *   light answer into a web stream and a second Response, which cost the radius read several
 *   points of its share of the ceiling. Only answers made otherwise (the reference) are read back.
 * - If-None-Match is compared weakly (RFC 9110 §13.1.2), as a list, `*` included; a match answers
 *   304 with no body and the headers the 200 would have had.
 * - Cache-Control: without a bearer token `public` (a CDN may keep it for max-age, and serve it
 *   stale while it revalidates); with one, the same bytes but `private, no-cache`: no shared cache
 *   stores them, and the browser asks again each time with its validator, so a golfer always sees
 *   their own writes. `Vary: Authorization` keeps a cache from answering a signed-in request with
 *   the copy an anonymous one stored.
 *
 * Left out on purpose: a restroom's reports (`mine` depends on who asks) and feedback status (the
 * caller's own), health (never cached), every personal path (personalNoStore keeps them no-store),
 * and the export, which has its own cheaper validator (export/routes.ts) and is never buffered here.
 */
import { hash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { okText } from './envelope';
import { routePattern } from './route-table';
import type { AppEnv } from './types';

/**
 * Data changes with every review and report: short (PUBLIC_CACHE_MAX_AGE_SECONDS, 30 s unless
 * configured), so a CDN's copy is never far behind.
 */
const DATA = 'data';
/** The reference changes only with a deploy (as openapi/routes.ts says). */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300';
/** A signed-in request: the browser may keep the copy, but must revalidate it before each use. */
const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

/** The public reads, as Hono writes their paths (and the API catalogue lists them), each with its lifetime. */
const PUBLIC_READ_ROUTES: Record<string, string> = {
  '/api/courses': DATA,
  '/api/courses/places': DATA,
  '/api/courses/:id': DATA,
  '/api/restrooms/course/:courseId': DATA,
  '/api/restrooms/nearby': DATA,
  '/api/restrooms/:id/reviews': DATA,
  '/api/legal/:type': DATA,
  '/api/stats/public': DATA,
  '/api/openapi.json': REFERENCE_CACHE_CONTROL,
  '/api/docs': REFERENCE_CACHE_CONTROL,
  '/api/docs/reference.css': REFERENCE_CACHE_CONTROL,
};

/** Whether the API catalogue's GET route `path` is one of the public reads (it documents their 304). */
export const isPublicReadRoute = (path: string) => Object.hasOwn(PUBLIC_READ_ROUTES, path);

/** The literal routes come first, as Hono registered them. */
const MATCHERS = Object.entries(PUBLIC_READ_ROUTES).map(([route, cacheControl]) => ({
  pattern: routePattern(route),
  cacheControl,
}));

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The anonymous Cache-Control of a public read, or undefined for any other request. */
function publicLifetime(method: string, path: string): string | undefined {
  if (!isRead(method)) return undefined;
  return MATCHERS.find((matcher) => matcher.pattern.test(path))?.cacheControl;
}

/**
 * Whether this answer is one of ours (a public read that succeeded or was not modified), so
 * personalNoStore leaves its Cache-Control alone even when the request carried a token.
 */
export function isValidatedPublicRead(method: string, path: string, status: number): boolean {
  return (status === 200 || status === 304) && publicLifetime(method, path) !== undefined;
}

/** `W/"<27 characters of base64url SHA-256>"`, the shape the export's tags have too. */
function weakTag(body: string | Uint8Array): string {
  // A string is hashed as UTF-8, the bytes it goes out as, so both kinds of answer tag alike.
  return `W/"${hash('sha256', body, 'base64url').slice(0, 27)}"`;
}

/** Weak comparison over a list of entity tags (RFC 9110 §13.1.2); `*` matches any current answer. */
function noneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return header.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

/** What describes a body, and so has no place on a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language'];

function varyOnAuthorization(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Authorization');
  else if (!/(^|,)\s*authorization\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Authorization`);
}

/** ETag, If-None-Match → 304 and Cache-Control on the public reads (see the top of this file). */
export function publicReadValidators(dataMaxAgeSeconds: number): MiddlewareHandler<AppEnv> {
  const dataCacheControl = `public, max-age=${dataMaxAgeSeconds}, stale-while-revalidate=300`;
  return async (c, next) => {
    await next();
    const route = publicLifetime(c.req.method, c.req.path);
    const lifetime = route === DATA ? dataCacheControl : route;
    // Only a whole 200 made in memory: errors keep their own headers, and an answer with a
    // validator of its own keeps it.
    if (!lifetime || c.res.status !== 200 || c.res.headers.has('etag')) return;
    let body: string | Uint8Array | undefined = okText(c);
    if (body === undefined) {
      const bytes = new Uint8Array(await c.res.arrayBuffer());
      // Hono's setter carries the previous answer's headers over.
      c.res = new Response(bytes, { status: 200, headers: c.res.headers });
      body = bytes;
    }
    const tag = weakTag(body);
    const notModified = noneMatch(c.req.header('if-none-match'), tag);
    // The handler's headers (its Cache-Control included) come along; ours are set once it is in place.
    if (notModified) c.res = new Response(null, { status: 304, headers: c.res.headers });
    const headers = c.res.headers;
    headers.set('ETag', tag);
    headers.set(
      'Cache-Control',
      c.req.header('authorization') === undefined ? lifetime : SIGNED_IN_CACHE_CONTROL,
    );
    varyOnAuthorization(headers);
    if (notModified) for (const name of BODY_HEADERS) headers.delete(name);
  };
}
