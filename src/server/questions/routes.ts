/**
 * Quick questions under /api/courses (docs/product.md §13): a signed-in golfer reads the questions
 * the course has for them and answers one at a time. An answer is a write like a report: counted
 * against the same hourly budget, in the request's one transaction (idempotency/transaction.ts),
 * so an Idempotency-Key replays its first answer and the outbox can send it again safely.
 */
import { Hono } from 'hono';
import { answerInputSchema } from '../../shared/schemas';
import { requireUser } from '../auth/guards';
import { countedWrite, writeRules, type WriteRules } from '../auth/rate-limit-writes';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { inRequestTransaction } from '../idempotency/transaction';
import { answerQuestion } from './answer';
import { questionsFor } from './ask';

export function questionRoutes(db: Database, limits: WriteRules = writeRules()) {
  return new Hono<AppEnv>()
    .get('/:id/questions', requireUser, async (c) =>
      ok(c, { questions: await questionsFor(db, c.var.user, c.req.param('id'), c.var.now) }),
    )
    .post(
      '/:id/answers',
      requireUser,
      inRequestTransaction(db, async (c, tx) => {
        const input = validate(answerInputSchema, await readJson(c));
        const answer = await countedWrite(tx, limits, 'reports', c.var.user, () =>
          answerQuestion(tx, c.var.user, c.req.param('id'), input, c.var.now),
        );
        return ok(c, answer, 201);
      }),
    );
}
