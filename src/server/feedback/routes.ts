/**
 * Feedback on a restroom, under /api/restrooms (docs/product.md §7). Writes need an account (the client
 * shows 'Authentication Required' on the 401); each answers the restroom with its new tallies.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { optionalUser, requireUser } from '../auth/guards';
import { countWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { feedbackStatus, markFeedback, removeFeedback } from './service';

/** Every feedback write (mark either kind, remove) counts against the user's feedback budget. */
export function feedbackRoutes(db: Database, limits: WriteRules = writeRules()) {
  // Runs after requireUser, so the user is there.
  const counted = createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.user) await countWrite(db, limits, 'feedback', c.var.user);
    await next();
  });
  return new Hono<AppEnv>()
    .post('/:id/feedback/helpful', requireUser, counted, async (c) =>
      ok(c, { restroom: await markFeedback(db, c.var.user, c.req.param('id'), 'helpful', c.var.now) }),
    )
    .post('/:id/feedback/invalid', requireUser, counted, async (c) =>
      ok(c, { restroom: await markFeedback(db, c.var.user, c.req.param('id'), 'invalid', c.var.now) }),
    )
    .delete('/:id/feedback', requireUser, counted, async (c) =>
      ok(c, { restroom: await removeFeedback(db, c.var.user, c.req.param('id'), c.var.now) }),
    )
    .get('/:id/feedback/status', optionalUser, async (c) => {
      // The answer depends on who asks: no shared cache may keep it.
      c.header('Cache-Control', 'no-store');
      return ok(c, { status: await feedbackStatus(db, c.var.user, c.req.param('id')) });
    });
}
