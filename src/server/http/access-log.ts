/**
 * Request id (taken from X-Request-Id when a proxy set one, else generated; echoed back) and one
 * access log line per request with method, path, status and duration.
 */
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from '../logger';
import type { AppEnv } from './types';

export { requestId };

export function accessLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    // Unexpected errors are logged with their stack by the error handler; this line is the summary.
    if (status >= 500) c.var.logger.warn(line, 'request');
    else c.var.logger.info(line, 'request');
  };
}
