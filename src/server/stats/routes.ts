/** GET /api/stats/public: landing-page counts, public and cheap. */
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { countPublicStats } from './queries';

export function statsRoutes(db: Database) {
  return new Hono<AppEnv>().get('/public', async (c) => {
    const stats = await countPublicStats(db);
    return ok(c, { stats });
  });
}
