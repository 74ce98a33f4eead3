/** /api/users: the signed-in user's own data. */
import { Hono } from 'hono';
import { requireUser } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { getProfile } from './service';

export function userRoutes(db: Database) {
  return new Hono<AppEnv>().get('/profile', requireUser, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, { user: await getProfile(db, c.var.user.id) });
  });
}
