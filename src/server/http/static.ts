/**
 * Serves the built PWA (vite's output in STATIC_DIR) for every non-API GET.
 * - /assets/* are content-hashed by vite: cached for a year, immutable.
 * - Everything else (index.html, sw.js, registerSW.js, the manifest, icons) must be revalidated,
 *   or a deploy would leave phones on a stale shell and service worker.
 * - Client-side routes (/courses, /course/123) answer index.html; a missing path that looks like a
 *   file (has an extension, or is under /assets/) stays a 404 so a stale chunk never parses HTML.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it first) and reload.';

export const isApiPath = (requestPath: string) => requestPath === '/api' || requestPath.startsWith('/api/');

const looksLikeFile = (requestPath: string) =>
  requestPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(requestPath.slice(requestPath.lastIndexOf('/')));

export function serveClient(staticDir: string): MiddlewareHandler<AppEnv> {
  const indexFile = path.join(staticDir, 'index.html');
  // Built on first use: serveStatic complains at creation when its root does not exist yet.
  let handlers: { files: MiddlewareHandler<AppEnv>; shell: MiddlewareHandler<AppEnv> } | undefined;
  const getHandlers = () =>
    (handlers ??= {
      files: serveStatic<AppEnv>({ root: staticDir }),
      shell: serveStatic<AppEnv>({ path: indexFile }),
    });

  return async (c, next) => {
    if (isApiPath(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // Checked per request so a build finished after start is picked up without a restart.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': NO_CACHE });
    const { files, shell } = getHandlers();
    let missing = false;
    const markMissing = async () => {
      missing = true;
    };
    // The header goes on the finished response: set on the context it would also stick to a 404.
    const file = await files(c, markMissing);
    if (!missing && file)
      return withCacheControl(file, c.req.path.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
    if (looksLikeFile(c.req.path)) return next();
    missing = false;
    const page = await shell(c, markMissing);
    if (!missing && page) return withCacheControl(page, NO_CACHE);
    return next();
  };
}

function withCacheControl(response: Response, value: string): Response {
  response.headers.set('Cache-Control', value);
  return response;
}
