/**
 * /api/admin: support tasks for admins only (docs/decisions.md §3). The same service backs the
 * `npm run admin` command line.
 */
import { Hono } from 'hono';
import { requireRole } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { restoreRestroom } from '../restrooms/removal';
import { assignOwnerRequestSchema, createAdminRequestSchema } from './schemas';
import { assignOwner, createAdmin, listCourseOwners, unassignOwner } from './service';

export function adminRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('admin'))
      .post('/users', async (c) => {
        const input = validate(createAdminRequestSchema, await readJson(c));
        return ok(c, { user: await createAdmin(db, input) }, 201);
      })
      .get('/course-owners', async (c) => ok(c, await listCourseOwners(db)))
      .post('/courses/:courseId/owners', async (c) => {
        const { email } = validate(assignOwnerRequestSchema, await readJson(c));
        return ok(c, await assignOwner(db, c.req.param('courseId'), email));
      })
      .delete('/courses/:courseId/owners/:userId', async (c) => {
        const { courseId, userId } = c.req.param();
        return ok(c, await unassignOwner(db, courseId, { id: userId }));
      })
      // Removal keeps history (docs/product.md §13): an admin's undo.
      .post('/restrooms/:id/restore', async (c) =>
        ok(c, { restroom: await restoreRestroom(db, c.req.param('id'), c.var.now) }),
      )
  );
}
