/** GET /api/stats/public: landing-page counts, public and cheap. */
import { Hono } from 'hono';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { countPublicStats } from './queries';

export function statsRoutes() {
  return new Hono<AppEnv>().get('/public', async (c) => {
    const stats = await c.var.publicRead(({ db }) => countPublicStats(db));
    return ok(c, { stats });
  });
}
