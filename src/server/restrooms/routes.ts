/**
 * /api/restrooms: a course's restrooms are public to read (docs/decisions.md §1: browsable without
 * signing in); adding one needs an account; deleting one is for course owners (their own
 * submissions) and admins (docs/product.md §6). Past the spec (docs/product.md §10): nearby
 * restrooms for anyone, "Still here and OK" for any golfer, the details for owners of the course
 * and admins. Reviews, feedback and status reports live under the same prefix, in their own modules.
 * A submission and a confirmation run in the request's one transaction (idempotency/transaction.ts).
 */
import { Hono } from 'hono';
import { nearbyQuerySchema, restroomDetailsSchema, restroomInputSchema } from '../../shared/schemas';
import { requireRole, requireUser } from '../auth/guards';
import { countedWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { inRequestTransaction } from '../idempotency/transaction';
import { readJson, validate } from '../http/validate';
import { confirmRestroom, updateDetails } from './details';
import { checkOpeningHours } from './hours';
import { findNearbyRestrooms } from './nearby';
import { createRestroom, deleteRestroom, listCourseRestrooms } from './service';

export function restroomRoutes(db: Database, limits: WriteRules = writeRules()) {
  return new Hono<AppEnv>()
    .get('/course/:courseId', async (c) =>
      ok(c, {
        restrooms: await c.var.publicRead(({ point }) =>
          listCourseRestrooms(point, c.req.param('courseId'), c.var.now),
        ),
      }),
    )
    .get('/nearby', async (c) => {
      const query = validate(nearbyQuerySchema, c.req.query());
      return ok(c, {
        restrooms: await c.var.publicRead(({ db }) => findNearbyRestrooms(db, query, c.var.now)),
      });
    })
    .post(
      '/',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        const input = validate(restroomInputSchema, await readJson(c));
        checkOpeningHours(input.openingHours);
        const restroom = await countedWrite(tx, limits, 'restrooms', c.var.user, () =>
          createRestroom(tx, c.var.user, input, c.var.now),
        );
        return ok(c, { restroom }, 201);
      }),
    )
    .put(
      '/:id',
      requireRole('course_owner', 'admin'),
      // An owner's edit and delete, queued like the golfers' writes: in the request's one transaction.
      inRequestTransaction(db, async (c, tx) => {
        const details = validate(restroomDetailsSchema, await readJson(c));
        checkOpeningHours(details.openingHours);
        return ok(c, {
          restroom: await updateDetails(tx, c.var.user, c.req.param('id'), details, c.var.now),
        });
      }),
    )
    .post(
      '/:id/confirm',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        const restroom = await countedWrite(tx, limits, 'reports', c.var.user, () =>
          confirmRestroom(tx, c.var.user, c.req.param('id'), c.var.now),
        );
        return ok(c, { restroom });
      }),
    )
    .delete(
      '/:id',
      requireRole('course_owner', 'admin'),
      inRequestTransaction(db, async (c, tx) => {
        await deleteRestroom(tx, c.var.user, c.req.param('id'), c.var.now);
        return ok(c, { deleted: true });
      }),
    );
}
