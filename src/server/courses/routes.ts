/**
 * /api/courses: the catalog is public to read (docs/decisions.md §1: browsable without signing in);
 * creating, editing and deleting a course is for admins only (docs/decisions.md §3), enforced here.
 */
import { Hono } from 'hono';
import { courseInputSchema, courseListQuerySchema } from '../../shared/schemas';
import { requireRole } from '../auth/guards';
import type { Database } from '../db/client';
import { ok, okJson } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { listCoursePlaces } from './places';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './service';

export function courseRoutes(db: Database) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = validate(courseListQuerySchema, c.req.query());
      return okJson(c, await c.var.publicRead((reader) => listCourses(reader, query)));
    })
    .get('/places', async (c) => ok(c, await c.var.publicRead(({ db: reader }) => listCoursePlaces(reader))))
    .get('/:id', async (c) =>
      ok(c, { course: await c.var.publicRead(({ point }) => getCourse(point, c.req.param('id'))) }),
    )
    .post('/', admin, async (c) => {
      const input = validate(courseInputSchema, await readJson(c));
      return ok(c, { course: await createCourse(db, input) }, 201);
    })
    .put('/:id', admin, async (c) => {
      const input = validate(courseInputSchema, await readJson(c));
      return ok(c, { course: await updateCourse(db, c.req.param('id'), input) });
    })
    .delete('/:id', admin, async (c) => {
      await deleteCourse(db, c.req.param('id'));
      return ok(c, { deleted: true });
    });
}
