/**
 * Feedback on a restroom, under /api/restrooms (spec §7). Writes need an account (the client
 * shows 'Authentication Required' on the 401); each answers the restroom with its new tallies.
 */
import { Hono } from 'hono';
import { optionalUser, requireUser } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { feedbackStatus, markFeedback, removeFeedback } from './service';

export function feedbackRoutes(db: Database) {
  return new Hono<AppEnv>()
    .post('/:id/feedback/helpful', requireUser, async (c) =>
      ok(c, { restroom: await markFeedback(db, c.var.user, c.req.param('id'), 'helpful') }),
    )
    .post('/:id/feedback/invalid', requireUser, async (c) =>
      ok(c, { restroom: await markFeedback(db, c.var.user, c.req.param('id'), 'invalid') }),
    )
    .delete('/:id/feedback', requireUser, async (c) =>
      ok(c, { restroom: await removeFeedback(db, c.var.user, c.req.param('id')) }),
    )
    .get('/:id/feedback/status', optionalUser, async (c) => {
      // The answer depends on who asks: no shared cache may keep it.
      c.header('Cache-Control', 'no-store');
      return ok(c, { status: await feedbackStatus(db, c.var.user, c.req.param('id')) });
    });
}
