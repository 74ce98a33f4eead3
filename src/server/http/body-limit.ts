/**
 * The request body limit (app.ts: 413 `body_too_large` past MAX_BODY_BYTES), read from the
 * request line's headers wherever they settle it (docs/performance.md, "The body limit read from
 * Content-Length"). Hono's bodyLimit looks at `c.req.raw.body` first, and on @hono/node-server
 * that one look builds the whole web Request (undici's, with a web stream over the socket) that the
 * server's light request otherwise never makes; the body is then read through that stream instead
 * of straight from Node's request: about a tenth of the server thread under review posts.
 *
 * A declared Content-Length without Transfer-Encoding is judged as Hono judges it (the length
 * against the limit), and Node's HTTP parser has already held the body to that length. Anything
 * else (a chunked body, no length) goes to Hono's bodyLimit, which counts the bytes as they come.
 * No read handler reads a body, and looking for one made every GET build a full web Request (4-5 %
 * of a read's time, the ceiling's too): GET and HEAD pass untouched.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number.parseInt(declared, 10) > maxSize) return onError(c);
    return next();
  };
}
