/**
 * Live status reports under /api/restrooms (docs/product.md §10): anyone reads a restroom's active
 * reports; a signed-in golfer reports one (counted against the reports budget, like confirmations),
 * and so does anyone with the restroom's door-sign code, without an account (docs/product.md §12:
 * one per address and restroom an hour), in the request's one transaction (idempotency/transaction.ts).
 * The owner's side (the queue and resolving) is in owner/routes.ts.
 */
import { Hono } from 'hono';
import { reportInputSchema, signReportInputSchema } from '../../shared/schemas';
import type { AddressLimiter } from '../auth/address-limits';
import { optionalUser, signedInUser } from '../auth/guards';
import { countedWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { inRequestTransaction } from '../idempotency/transaction';
import { readJson, validate } from '../http/validate';
import { createReport, createSignReport, listReports } from './service';

export function reportRoutes(db: Database, limiter: AddressLimiter, limits: WriteRules = writeRules()) {
  return new Hono<AppEnv>()
    .get('/:id/reports', optionalUser, async (c) => {
      // `mine` depends on who asks: no shared cache may keep the answer.
      c.header('Cache-Control', 'no-store');
      return ok(c, { reports: await listReports(db, c.var.user, c.req.param('id'), c.var.now) });
    })
    .post(
      '/:id/reports',
      // A door sign's report carries no user, whatever token comes with it; any other needs one.
      inRequestTransaction<'/:id/reports'>(db, async (c, tx) => {
        const body = await readJson(c);
        const input = validate(reportInputSchema, body);
        const { now, requestKey } = c.var;
        const restroomId = c.req.param('id');
        if (input.signCode !== undefined) {
          const sign = validate(signReportInputSchema, body);
          // On the transaction: a report that is not written spends nothing.
          const count = () => limiter.count(c, 'signReports', 1, { scope: restroomId, db: tx });
          const { queued, ...answer } = await createSignReport(tx, restroomId, sign, now, count);
          // A blocking report's notifications go out once it commits (app.ts).
          if (queued) c.set('notificationsQueued', true);
          return ok(c, answer, 201);
        }
        const user = await signedInUser(c);
        const { queued, ...answer } = await countedWrite(tx, limits, 'reports', user, () =>
          createReport(tx, user, restroomId, input, now, requestKey),
        );
        if (queued) c.set('notificationsQueued', true);
        return ok(c, answer, 201);
      }),
    );
}
