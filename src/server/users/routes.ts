/** /api/users: the signed-in user's own data. Personal answers: never kept by a shared cache. */
import { Hono } from 'hono';
import { requireUser } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { getProfile, getUserContributions, getUserReviews, getUserStats } from './service';

export function userRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use('*', requireUser, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/profile', async (c) => ok(c, { user: await getProfile(db, c.var.user.id) }))
    .get('/stats', async (c) => ok(c, { stats: await getUserStats(db, c.var.user.id) }))
    .get('/reviews', async (c) => ok(c, { reviews: await getUserReviews(db, c.var.user.id) }))
    .get('/restrooms', async (c) => ok(c, { restrooms: await getUserContributions(db, c.var.user.id) }));
}
