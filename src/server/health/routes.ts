/**
 * GET /api/health: readiness (this process and its database answer).
 * GET /api/health/live: liveness (this process answers HTTP at all). It touches no database, so a
 * load balancer does not restart every process when the database blips, and the benchmarks use
 * it as the framework's ceiling: the full middleware stack with no work behind it.
 */
import type { ErrorCode } from '../../shared/error-codes';
import { Hono } from 'hono';
import type { DbHandle } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { checkHealth } from './service';

export function healthRoutes(handle: Pick<DbHandle, 'kind' | 'ping'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const report = await checkHealth(handle);
      if (report.healthy) return ok(c, report.health);
      return c.json(
        {
          success: false,
          code: 'database_unavailable' satisfies ErrorCode,
          message: 'The database is not reachable.',
          data: report.health,
        },
        503,
      );
    })
    .get('/live', (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, { status: 'ok' as const });
    });
}
