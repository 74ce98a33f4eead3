/**
 * Read replicas, the HTTP half (docs/architecture.md, "Read replicas"). Only the public reads (the
 * table of http/validators.ts) may run on a replica, through `c.var.publicRead`; every other query
 * (writes, everything in a write's transaction, personal, owner and admin reads, health) runs on
 * the primary as before.
 *
 * Read-your-writes without sticky sessions: after a write answered 2xx, the answer sets a small
 * cookie holding the primary's WAL position, read after the commit. A public read that carries it
 * runs on a replica only once that replica has replayed that far, else on the primary, whichever
 * process behind the load balancer serves it. The cookie lives as long as the lag bound: once it
 * has expired every replica in use has replayed past it anyway. It is a hint, not a credential: a
 * made-up value can only send its sender's own reads to the primary.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { routePath } from 'hono/route';
import type { DbHandle } from '../db/client';
import type { ReplicaEvent } from '../db/read-router';
import type { Logger } from '../logger';
import type { AppEnv } from './types';
import { isPublicReadRoute } from './validators';

export const READ_AFTER_COOKIE = 'fairway_read_after';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The cookie's hex WAL position; anything else is no position at all. */
function parsePosition(value: string | undefined): bigint | undefined {
  return value !== undefined && /^[0-9a-f]{1,16}$/.test(value) ? BigInt(`0x${value}`) : undefined;
}

export function readRouting(handle: DbHandle, options: { publicUrl: string }): MiddlewareHandler<AppEnv> {
  const router = handle.replicas;
  const secure = options.publicUrl.startsWith('https:');
  return async (c, next) => {
    if (!router) {
      c.set('publicRead', (run) => run(handle));
      return next();
    }
    const after = parsePosition(getCookie(c, READ_AFTER_COOKIE));
    // Asked inside the handler, so routePath(c) is the handler's own route.
    c.set('publicRead', (run) =>
      isRead(c.req.method) && isPublicReadRoute(routePath(c)) ? router.read(after, run) : run(handle),
    );
    await next();
    if (isRead(c.req.method) || c.req.method === 'OPTIONS' || c.res.status < 200 || c.res.status > 299) {
      return;
    }
    try {
      const position = await router.position();
      setCookie(c, READ_AFTER_COOKIE, position.toString(16), {
        path: '/api',
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        maxAge: Math.ceil(router.maxLagMs / 1000) + 1,
      });
    } catch (error) {
      // The write stands; only this writer's next reads may come from a replica not yet past it.
      c.var.logger.warn({ err: error }, 'could not read the primary WAL position after a write');
    }
  };
}

/** The read router's reports, one log line per change of a replica's state. */
export function logReplicaEvents(logger: Logger): (event: ReplicaEvent) => void {
  return ({ replica, state, detail }) => {
    if (state === 'ok') logger.info({ replica }, 'read replica serving reads again');
    else logger.warn({ replica, state, detail }, 'read replica left out; its reads go to the primary');
  };
}
