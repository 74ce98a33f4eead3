/**
 * /api/restrooms: a course's restrooms are public to read (docs/decisions.md §1: browsable without
 * signing in); adding one needs an account; deleting one is for course owners (their own
 * submissions) and admins (docs/product.md §6). Reviews and feedback live under the same prefix, in their
 * own modules.
 */
import { Hono } from 'hono';
import { restroomInputSchema } from '../../shared/schemas';
import { requireRole, requireUser } from '../auth/guards';
import { countWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { createRestroom, deleteRestroom, listCourseRestrooms } from './service';

export function restroomRoutes(db: Database, limits: WriteRules = writeRules()) {
  return new Hono<AppEnv>()
    .get('/course/:courseId', async (c) =>
      ok(c, { restrooms: await listCourseRestrooms(db, c.req.param('courseId')) }),
    )
    .post('/', requireUser, async (c) => {
      const input = validate(restroomInputSchema, await readJson(c));
      await countWrite(db, limits, 'restrooms', c.var.user);
      return ok(c, { restroom: await createRestroom(db, c.var.user, input) }, 201);
    })
    .delete('/:id', requireRole('course_owner', 'admin'), async (c) => {
      await deleteRestroom(db, c.var.user, c.req.param('id'));
      return ok(c, { deleted: true });
    });
}
