/** GET /api/health */
import { Hono } from 'hono';
import type { DbHandle } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { checkHealth } from './service';

export function healthRoutes(handle: Pick<DbHandle, 'kind' | 'ping'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const report = await checkHealth(handle);
    if (report.healthy) return ok(c, report.health);
    return c.json({ success: false, message: 'The database is not reachable.', data: report.health }, 503);
  });
}
