/** /api/users: the signed-in user's own data. Personal answers: never kept by a shared cache. */
import { Hono, type Context } from 'hono';
import { deleteAccountRequestSchema, profileUpdateSchema } from '../../shared/schemas';
import { requireUser } from '../auth/guards';
import type { TokenRevocations } from '../auth/token-revocations';
import type { Database } from '../db/client';
import { clientAddress, type TrustProxy } from '../http/client-address';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { exportAccount } from './account-data';
import { deleteOwnAccount } from './delete-account';
import {
  getProfile,
  getUserContributions,
  getUserReviews,
  getUserStats,
  requireAccount,
  updateProfile,
} from './service';

/** DELETE's body is optional (a recent sign-in needs none); when there is one it must be JSON. */
async function optionalJson(c: Context): Promise<unknown> {
  return (await c.req.text()).trim() === '' ? {} : readJson(c);
}

export function userRoutes(db: Database, trustProxy: TrustProxy, revocations: TokenRevocations) {
  return new Hono<AppEnv>()
    .use('*', requireUser, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/profile', async (c) => ok(c, { user: await getProfile(db, c.var.user.id) }))
    .patch('/profile', async (c) => {
      const update = validate(profileUpdateSchema, await readJson(c));
      return ok(c, { user: await updateProfile(db, c.var.user.id, update) });
    })
    .get('/stats', async (c) => ok(c, { stats: await getUserStats(db, c.var.user.id) }))
    .get('/reviews', async (c) => ok(c, { reviews: await getUserReviews(db, c.var.user.id) }))
    .get('/restrooms', async (c) =>
      ok(c, { restrooms: await getUserContributions(db, c.var.user.id, c.var.now) }),
    )
    .get('/me/export', async (c) => {
      const user = await requireAccount(db, c.var.user.id);
      return ok(c, { export: await exportAccount(db, user) });
    })
    .delete('/me', async (c) => {
      const { password } = validate(deleteAccountRequestSchema, await optionalJson(c));
      await deleteOwnAccount(db, c.var.user, password, clientAddress(c, trustProxy));
      await revocations.sync();
      return ok(c, { deleted: true as const });
    });
}
