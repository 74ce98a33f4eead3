/**
 * Door signs (docs/product.md §12), mounted on /api: the sign's page reads its restroom through the
 * code (anyone), and an owner of the course (or an admin) reads the sign to print and replaces its
 * code. Reports through a sign are reports/routes.ts's.
 */
import { Hono } from 'hono';
import { requireRole } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { getOwnerSign, lookUpSign, rotateSign } from './service';

export function signRoutes(db: Database, publicUrl: string) {
  const owners = requireRole('course_owner', 'admin');
  return new Hono<AppEnv>()
    .get('/signs/:code', async (c) => {
      // A code stops working when the owner replaces it: no cache may keep the old answer.
      c.header('Cache-Control', 'no-store');
      return ok(c, { sign: await lookUpSign(db, c.req.param('code')) });
    })
    .get('/owner/restrooms/:id/sign', owners, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, { sign: await getOwnerSign(db, c.var.user, c.req.param('id'), publicUrl) });
    })
    .post('/owner/restrooms/:id/sign/rotate', owners, async (c) =>
      ok(c, { sign: await rotateSign(db, c.var.user, c.req.param('id'), c.var.now, publicUrl) }),
    );
}
