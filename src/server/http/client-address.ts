/**
 * The client's network address, for per-address rate limits.
 * - Directly exposed: the socket's remote address (@hono/node-server's getConnInfo).
 * - Behind a reverse proxy (TRUST_PROXY=true): the first X-Forwarded-For hop, because the socket
 *   then always shows the proxy. Only trust it when a proxy you run sets the header: a client can
 *   send any X-Forwarded-For of its own when it talks to the app directly.
 * - No socket at all (app.request() in tests): UNKNOWN_ADDRESS; callers skip per-address limits
 *   for it rather than lumping every such request into one shared bucket.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    // getConnInfo reads c.env.incoming, which only exists under the Node server.
    return UNKNOWN_ADDRESS;
  }
}
