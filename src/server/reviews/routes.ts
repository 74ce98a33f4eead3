/**
 * Reviews, under /api/restrooms (the spec's paths): reading is public, writing needs an account;
 * whose review may be changed is the service's business. Each write runs in the request's one
 * transaction (idempotency/transaction.ts): with an Idempotency-Key, its claim, counts, write and
 * stored answer commit once.
 */
import { Hono } from 'hono';
import { reviewInputSchema } from '../../shared/schemas';
import { requireUser } from '../auth/guards';
import { countedWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { inRequestTransaction } from '../idempotency/transaction';
import { readJson, validate } from '../http/validate';
import { createReview, deleteReview, listReviews, updateReview } from './service';

/** Creating and editing a review count against the user's review budget; deleting does not. */
export function reviewRoutes(db: Database, limits: WriteRules = writeRules()) {
  return new Hono<AppEnv>()
    .get('/:id/reviews', async (c) =>
      ok(c, { reviews: await c.var.publicRead(({ db }) => listReviews(db, c.req.param('id'))) }),
    )
    .post(
      '/:id/reviews',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        const input = validate(reviewInputSchema, await readJson(c));
        const review = await countedWrite(tx, limits, 'reviews', c.var.user, () =>
          createReview(tx, c.var.user, c.req.param('id'), input),
        );
        return ok(c, { review }, 201);
      }),
    )
    .put(
      '/reviews/:reviewId',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        const input = validate(reviewInputSchema, await readJson(c));
        const review = await countedWrite(tx, limits, 'reviews', c.var.user, () =>
          updateReview(tx, c.var.user, c.req.param('reviewId'), input),
        );
        return ok(c, { review });
      }),
    )
    .delete(
      '/reviews/:reviewId',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        await deleteReview(tx, c.var.user, c.req.param('reviewId'));
        return ok(c, { deleted: true });
      }),
    );
}
