/**
 * Live status reports under /api/restrooms (docs/product.md §10): anyone reads a restroom's active
 * reports; a signed-in golfer reports one (counted against the reports budget, like confirmations),
 * in the request's one transaction (idempotency/transaction.ts).
 * The owner's side (the queue and resolving) is in owner/routes.ts.
 */
import { Hono } from 'hono';
import { reportInputSchema } from '../../shared/schemas';
import { optionalUser, requireUser } from '../auth/guards';
import { countWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { inRequestTransaction } from '../idempotency/transaction';
import { readJson, validate } from '../http/validate';
import { createReport, listReports } from './service';

export function reportRoutes(db: Database, limits: WriteRules = writeRules()) {
  return new Hono<AppEnv>()
    .get('/:id/reports', optionalUser, async (c) => {
      // `mine` depends on who asks: no shared cache may keep the answer.
      c.header('Cache-Control', 'no-store');
      return ok(c, { reports: await listReports(db, c.var.user, c.req.param('id'), c.var.now) });
    })
    .post(
      '/:id/reports',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        const input = validate(reportInputSchema, await readJson(c));
        await countWrite(tx, limits, 'reports', c.var.user);
        const { user, now, requestKey } = c.var;
        return ok(c, await createReport(tx, user, c.req.param('id'), input, now, requestKey), 201);
      }),
    );
}
