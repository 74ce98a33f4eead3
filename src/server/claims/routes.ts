/**
 * Claims and owners (docs/product.md §12), mounted on /api: a course owner's claim of a course and
 * their own claims, the admins' queue and decision, and a course's owners (for its owners).
 */
import { Hono } from 'hono';
import { claimDecisionSchema, claimInputSchema } from '../../shared/schemas';
import { requireRole, requireUser } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { createClaim, decideClaim, getAdminClaims, getCourseOwners, getOwnClaims } from './service';

export function claimRoutes(db: Database, notify: () => void) {
  const noStore = async (c: { header(name: string, value: string): void }, next: () => Promise<void>) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  return new Hono<AppEnv>()
    .post('/courses/:id/claims', requireUser, async (c) => {
      const input = validate(claimInputSchema, await readJson(c));
      return ok(c, { claim: await createClaim(db, c.var.user, c.req.param('id'), input, c.var.now) }, 201);
    })
    .get('/courses/:id/owners', requireUser, noStore, async (c) =>
      ok(c, { owners: await getCourseOwners(db, c.var.user, c.req.param('id')) }),
    )
    .get('/owner/claims', requireRole('course_owner', 'admin'), noStore, async (c) =>
      ok(c, { claims: await getOwnClaims(db, c.var.user) }),
    )
    .get('/admin/claims', requireRole('admin'), noStore, async (c) =>
      ok(c, { claims: await getAdminClaims(db) }),
    )
    .put('/admin/claims/:id', requireRole('admin'), async (c) => {
      const decision = validate(claimDecisionSchema, await readJson(c));
      const decided = await decideClaim(db, c.var.user, c.req.param('id'), decision, c.var.now);
      notify();
      return ok(c, decided);
    });
}
