/**
 * The request's one transaction (docs/architecture.md, write path). A write route whose handler is
 * wrapped in `inRequestTransaction` runs all of its statements on one transaction, with one
 * commit: the idempotency middleware's when the request carries a key (the claim and its quota
 * count come first and the stored answer last, all in it), else one of the handler's own.
 *
 * Which answers commit: a final one (2xx, and a 4xx refusal other than 401 and 429: what the
 * middleware keeps with the key) commits, so a refused write keeps its rate-limit count as before;
 * anything else (5xx, a thrown error, 401, 429) rolls the whole transaction back, counts and claim
 * included, and the client's retry runs afresh. So a wrapped handler must refuse (throw its 4xx)
 * before it changes anything but its rate-limit count, or change everything in the statement that
 * decides the refusal (the review writes do: reviews/queries.ts).
 *
 * A route that is not wrapped keeps its own transactions, and a keyed request to it claims and
 * stores its answer in commits of their own, as the middleware did before. Should the middleware
 * ever fail to see a wrapped handler, that is also all that happens: the write still runs in one
 * transaction of its own.
 */
import type { Context, Handler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AuthUser } from '../auth/tokens';
import type { Database, Transaction } from '../db/client';
import { ApiError } from '../http/envelope';
import type { AppEnv } from '../http/types';

/** Writes are signed in: the route's guard (auth/guards.ts) comes first and sets the user. */
type SignedInEnv = AppEnv & { Variables: { user: AuthUser } };

/** Client errors that mean "try again", not "this request is refused". */
const RETRYABLE_CLIENT_ERRORS = new Set([401, 429]);

/** An answer that settles the request: kept with its key, and its transaction committed. */
export const isFinalAnswer = (status: number) => status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status);

const wrappedHandlers = new WeakSet<object>();
const openTransactions = new WeakMap<Request, Transaction>();

type Outcome = { answer: Response } | { refusal: ApiError };

/** Thrown inside a transaction to roll it back while still answering `outcome`. */
class RollBack extends Error {
  constructor(readonly outcome: Outcome) {
    super('rolled back');
  }
}

/** The write runs in a transaction of its own; it commits or rolls back as the top says. */
async function ownTransaction(
  db: Database,
  write: (tx: Transaction) => Promise<Response>,
): Promise<Response> {
  const outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      let settled: Outcome;
      try {
        settled = { answer: await write(tx) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        settled = { refusal: error };
      }
      const status = 'answer' in settled ? settled.answer.status : settled.refusal.status;
      if (!isFinalAnswer(status)) throw new RollBack(settled);
      return settled;
    })
    .catch((error: unknown) => {
      if (error instanceof RollBack) return error.outcome;
      throw error;
    });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.answer;
}

/** A write handler that runs in the request's one transaction (see the top of this file). */
export function inRequestTransaction<P extends string>(
  db: Database,
  handler: (c: Context<SignedInEnv, P>, tx: Transaction) => Promise<Response>,
): Handler<SignedInEnv, P> {
  const wrapped: Handler<SignedInEnv, P> = async (c) => {
    const open = openTransactions.get(c.req.raw);
    return open ? handler(c, open) : ownTransaction(db, (tx) => handler(c, tx));
  };
  wrappedHandlers.add(wrapped);
  return wrapped;
}

/**
 * The request's open transaction, when the idempotency middleware opened one for a wrapped route:
 * what a guard before the handler reads with (auth/guards.ts). On PGlite, whose one connection the
 * transaction holds, a read beside it would wait for the transaction's end, which waits for it.
 */
export const requestTransaction = (c: Context): Transaction | undefined => openTransactions.get(c.req.raw);

/** Whether the route this request reached runs in the request's transaction. */
export function runsInRequestTransaction(c: Context): boolean {
  return matchedRoutes(c).some((route) => wrappedHandlers.has(route.handler));
}

/** Runs the rest of the request (the route) on `tx`. */
export async function withRequestTransaction<T>(
  c: Context,
  tx: Transaction,
  rest: () => Promise<T>,
): Promise<T> {
  openTransactions.set(c.req.raw, tx);
  try {
    return await rest();
  } finally {
    openTransactions.delete(c.req.raw);
  }
}
