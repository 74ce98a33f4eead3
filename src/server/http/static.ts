/**
 * Serves the built PWA (vite's output in STATIC_DIR) for every non-API GET.
 * - /assets/* are content-hashed by vite: cached for a year, immutable.
 * - Everything else (index.html, sw.js, registerSW.js, the manifest, icons) must be revalidated,
 *   or a deploy would leave phones on a stale shell and service worker.
 * - Client-side routes (/courses, /course/123) answer index.html; a missing path that looks like a
 *   file (has an extension, or is under /assets/) stays a 404 so a stale chunk never parses HTML.
 *   A route with a screen of its own gets index.html naming that screen's chunks (route-hints.ts).
 * - Text files go out brotli- or gzip-compressed when the browser accepts it (compressed-files.ts),
 *   with `Vary: Accept-Encoding` so a shared cache keeps one copy per coding. Range requests get
 *   the plain file: a byte range of a compressed copy would not match the file's length.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { createCompressedFiles, isCompressible, negotiateEncoding } from './compressed-files';
import { createRouteShells } from './route-hints';
import type { AppEnv } from './types';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it first) and reload.';

export const isApiPath = (requestPath: string) => requestPath === '/api' || requestPath.startsWith('/api/');

/**
 * Build files that are not the app: source maps (the readable source of the bundles) and anything
 * under a dot-directory such as vite's .vite/manifest.json (read from disk by route-hints.ts, never
 * sent). They answer 404 like a missing file.
 */
const isHiddenBuildFile = (requestPath: string) =>
  /\.map$/i.test(requestPath) || /(^|\/)\.[^/]/.test(decodeURIComponentSafe(requestPath));

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const looksLikeFile = (requestPath: string) =>
  requestPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(requestPath.slice(requestPath.lastIndexOf('/')));

export function serveClient(staticDir: string): MiddlewareHandler<AppEnv> {
  const indexFile = path.join(staticDir, 'index.html');
  // Built on first use: serveStatic complains at creation when its root does not exist yet.
  let handlers: { files: MiddlewareHandler<AppEnv>; shell: MiddlewareHandler<AppEnv> } | undefined;
  // The file serveStatic resolved for a request (it knows the directory-index rule; we need the path).
  const resolved = new WeakMap<Request, string>();
  const onFound = (filePath: string, c: Context<AppEnv>) => {
    resolved.set(c.req.raw, filePath);
  };
  const getHandlers = () =>
    (handlers ??= {
      files: serveStatic<AppEnv>({ root: staticDir, onFound }),
      shell: serveStatic<AppEnv>({ path: indexFile, onFound }),
    });
  const compressed = createCompressedFiles();
  const routeShells = createRouteShells(staticDir);
  // Compressing ahead means the first visitor after a start does not wait for brotli.
  if (existsSync(indexFile))
    void compressed
      .warm(staticDir)
      .then(() => routeShells.warm())
      .catch(() => undefined);

  const finish = async (c: Context<AppEnv>, response: Response, cacheControl: string) => {
    response.headers.set('Cache-Control', cacheControl);
    const filePath = resolved.get(c.req.raw);
    if (response.status !== 200 || !filePath || !isCompressible(filePath) || c.req.header('Range'))
      return response;
    response.headers.append('Vary', 'Accept-Encoding');
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const body = coding && (await compressed.get(filePath, coding).catch(() => undefined));
    if (!coding || !body) return response;
    await response.body?.cancel();
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };

  return async (c, next) => {
    if (isApiPath(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    if (isHiddenBuildFile(c.req.path)) return next();
    // Checked per request so a build finished after start is picked up without a restart.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': NO_CACHE });
    const { files, shell } = getHandlers();
    let missing = false;
    const markMissing = async () => {
      missing = true;
    };
    // The header goes on the finished response: set on the context it would also stick to a 404.
    const file = await files(c, markMissing);
    if (!missing && file) return finish(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
    if (looksLikeFile(c.req.path)) return next();
    const coding = c.req.header('Range') ? undefined : negotiateEncoding(c.req.header('Accept-Encoding'));
    const routeShell = await routeShells.get(c.req.path, coding);
    if (routeShell) {
      const headers = new Headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': String(routeShell.body.length),
        'Cache-Control': NO_CACHE,
        Vary: 'Accept-Encoding',
      });
      if (routeShell.coding) headers.set('Content-Encoding', routeShell.coding);
      if (routeShell.link) headers.set('Link', routeShell.link);
      const body = c.req.method === 'HEAD' ? null : new Uint8Array(routeShell.body);
      return new Response(body, { status: 200, headers });
    }
    missing = false;
    const page = await shell(c, markMissing);
    if (!missing && page) return finish(c, page, NO_CACHE);
    return next();
  };
}
