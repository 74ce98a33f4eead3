/**
 * /api/owner: the owner dashboard, for course owners and admins only (docs/product.md §6). What each of them
 * may see and decide is narrowed further by the service (their own courses; admins all).
 */
import { Hono } from 'hono';
import {
  courseSetupSchema,
  ownerAnalyticsQuerySchema,
  reportResolutionSchema,
  submissionReviewSchema,
} from '../../shared/schemas';
import { requireRole } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { inRequestTransaction } from '../idempotency/transaction';
import { readJson, validate } from '../http/validate';
import { listOwnerReports, resolveReportGroup } from '../reports/service';
import {
  getCourseAnalytics,
  getOwnerCourses,
  getOwnerStats,
  getPendingSubmissions,
  reviewSubmission,
} from './service';
import { applyCourseSetup } from './setup';

export function ownerRoutes(db: Database) {
  return (
    new Hono<AppEnv>()
      .use('*', requireRole('course_owner', 'admin'), async (c, next) => {
        await next();
        c.header('Cache-Control', 'no-store');
      })
      .get('/stats', async (c) => ok(c, { stats: await getOwnerStats(db, c.var.user) }))
      .get('/courses', async (c) => ok(c, { courses: await getOwnerCourses(db, c.var.user) }))
      .get('/pending-submissions', async (c) =>
        ok(c, { submissions: await getPendingSubmissions(db, c.var.user) }),
      )
      // An owner's decisions, often queued in the cart and sent again after a lost answer, run in
      // the request's one transaction (docs/architecture.md, write path): the write and its
      // Idempotency-Key's stored answer commit together, so a resend replays the answer instead of
      // running again into "already reviewed" or "already settled".
      .put(
        '/submissions/:id',
        inRequestTransaction<'/submissions/:id'>(db, async (c, tx) => {
          const decision = validate(submissionReviewSchema, await readJson(c));
          return ok(c, await reviewSubmission(tx, c.var.user, c.req.param('id'), decision, c.var.now));
        }),
      )
      // Past the spec (docs/product.md §10): open status reports of their courses, settled with one tap.
      .get('/reports', async (c) => ok(c, { reports: await listOwnerReports(db, c.var.user, c.var.now) }))
      .put(
        '/reports/:id',
        inRequestTransaction<'/reports/:id'>(db, async (c, tx) => {
          const { resolution } = validate(reportResolutionSchema, await readJson(c));
          return ok(c, await resolveReportGroup(tx, c.var.user, c.req.param('id'), resolution, c.var.now));
        }),
      )
      // The Analytics tab's series for one course (docs/product.md §12, "Analytics").
      .get('/analytics', async (c) => {
        const query = validate(ownerAnalyticsQuerySchema, c.req.query());
        return ok(c, { analytics: await getCourseAnalytics(db, c.var.user, query, c.var.now) });
      })
      // The course set-up (docs/product.md §12): the whole of it in the request's one transaction
      // (docs/architecture.md, write path), with its Idempotency-Key's claim and answer when it
      // has one; the role guard above reads in that transaction too.
      .put(
        '/courses/:id/setup',
        inRequestTransaction<'/courses/:id/setup'>(db, async (c, tx) => {
          const setup = validate(courseSetupSchema, await readJson(c));
          return ok(c, await applyCourseSetup(tx, c.var.user, c.req.param('id'), setup, c.var.now));
        }),
      )
  );
}
