/**
 * Feedback on a restroom, under /api/restrooms (docs/product.md §7). Writes need an account (the client
 * shows 'Authentication Required' on the 401); each answers the restroom with its new tallies. Each
 * write runs in the request's one transaction (idempotency/transaction.ts): with an Idempotency-Key,
 * its claim, count, write and stored answer commit once.
 */
import { Hono } from 'hono';
import { optionalUser, requireUser } from '../auth/guards';
import { countedWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Restroom } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Database, Executor } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { inRequestTransaction } from '../idempotency/transaction';
import { feedbackStatus, markFeedback, removeFeedback } from './service';

/** Every feedback write (mark either kind, remove) counts against the user's feedback budget. */
export function feedbackRoutes(db: Database, limits: WriteRules = writeRules()) {
  // Every path below has :id; typed for any path, Hono cannot know it is there.
  const write = (run: (tx: Executor, user: AuthUser, restroomId: string, now: Date) => Promise<Restroom>) =>
    inRequestTransaction(db, async (c, tx) => {
      const restroom = await countedWrite(tx, limits, 'feedback', c.var.user, () =>
        run(tx, c.var.user, c.req.param('id') ?? '', c.var.now),
      );
      return ok(c, { restroom });
    });
  return new Hono<AppEnv>()
    .post(
      '/:id/feedback/helpful',
      requireUser,
      write((tx, user, id, now) => markFeedback(tx, user, id, 'helpful', now)),
    )
    .post(
      '/:id/feedback/invalid',
      requireUser,
      write((tx, user, id, now) => markFeedback(tx, user, id, 'invalid', now)),
    )
    .delete('/:id/feedback', requireUser, write(removeFeedback))
    .get('/:id/feedback/status', optionalUser, async (c) => {
      // The answer depends on who asks: no shared cache may keep it.
      c.header('Cache-Control', 'no-store');
      return ok(c, { status: await feedbackStatus(db, c.var.user, c.req.param('id')) });
    });
}
