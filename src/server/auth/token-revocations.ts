/**
 * Ending access tokens before their expiry (docs/architecture.md, Accounts and sessions). An access
 * token is checked without the database, so a session that ends (logout, a password reset, a
 * Google take-over, a deleted account, production's lock on the demo accounts) must reach every
 * process some other way:
 *
 * - each account has a token generation (users.token_generation), carried by its access tokens
 *   as the `gen` claim; ending its tokens moves the generation on and logs the move in
 *   token_revocations, in the same transaction as the change that caused it;
 * - each process keeps the moves of the last access-token lifetime in memory and refuses a token
 *   whose generation is below its account's; older moves cannot matter, every token signed before
 *   them has expired. A deleted account's move is to MAX_GENERATION;
 * - a process reads what it has not seen yet at most every LOOK_EVERY_MS, in the background of
 *   the request that notices, and before answering once its last look is more than
 *   MAX_STALENESS_MS old (an idle process): another process's revocation holds here within a
 *   few seconds, with no query per request. The process that revoked looks at once (sync()).
 *
 * A look reads the rows whose inserting transaction is not older than the oldest transaction still
 * running at the previous look (pg_current_snapshot's xmin): a row committed after a later one,
 * which a sequence would skip, is still read. Generations, not times, so clocks never matter.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { tokenRevocations, users } from '../db/schema';
import type { Logger } from '../logger';

/** A deleted account's tokens are below it whatever they carry. */
const MAX_GENERATION = 2_147_483_647;
const LOOK_EVERY_MS = 1_000;
const MAX_STALENESS_MS = 3_000;
/** Rows are kept this much longer than a token can live (a slow clock, a long transaction). */
const MARGIN_SECONDS = 300;
/** The longest access-token lifetime config.ts allows: no row younger than this is pruned. */
const KEEP_SECONDS = 86_400 + MARGIN_SECONDS;
const PRUNE_PROBABILITY = 1 / 50;

export interface TokenRevocations {
  /** Whether an access token of the account, signed at `generation`, still stands. */
  stands(userId: string, generation: number): Promise<boolean>;
  /** Reads what other processes, or this one, revoked since the last look; now. */
  sync(): Promise<void>;
}

export function createTokenRevocations(db: Executor, ttlSeconds: number, logger?: Logger): TokenRevocations {
  /** The highest generation revoked per account, and when this process learnt it. */
  const below = new Map<string, { generation: number; learnt: number }>();
  let horizon = 0;
  let lookedAt: number | undefined;
  let looking: Promise<void> | undefined;

  const look = async () => {
    const startedAt = Date.now();
    const rows = await db
      .select({
        horizon: sql<string>`(pg_snapshot_xmin(pg_current_snapshot())::text)`,
        userId: tokenRevocations.userId,
        generation: tokenRevocations.generation,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        tokenRevocations,
        sql`${tokenRevocations.txid} >= ${horizon}
          and ${tokenRevocations.createdAt} > now() - make_interval(secs => ${ttlSeconds + MARGIN_SECONDS})`,
      );
    for (const row of rows) {
      if (row.userId === null || row.generation === null) continue;
      const known = below.get(row.userId);
      if (!known || known.generation < row.generation) {
        below.set(row.userId, { generation: row.generation, learnt: startedAt });
      }
    }
    horizon = Number(rows[0]?.horizon ?? horizon);
    // A token signed before a move expires at most ttlSeconds after it, and the move was learnt
    // after it happened: past that, the entry refuses nothing.
    for (const [userId, entry] of below) {
      if (entry.learnt + ttlSeconds * 1000 < startedAt) below.delete(userId);
    }
    lookedAt = startedAt;
  };
  const lookOnce = () => {
    looking ??= look().finally(() => {
      looking = undefined;
    });
    return looking;
  };

  return {
    async stands(userId, generation) {
      const now = Date.now();
      if (lookedAt === undefined || now - lookedAt > MAX_STALENESS_MS) {
        await lookOnce();
      } else if (now - lookedAt > LOOK_EVERY_MS) {
        // Answered from what is known; a failed look is tried again by the next request.
        lookOnce().catch((error: unknown) =>
          logger?.error({ err: error }, 'could not read token revocations'),
        );
      }
      const revoked = below.get(userId);
      return !revoked || generation >= revoked.generation;
    },
    sync: async () => {
      // A look already running may have started before the caller's commit.
      await looking?.catch(() => undefined);
      await lookOnce();
    },
  };
}

/** Ends every access token of the account signed before now; answers its new generation. */
export async function revokeAccessTokens(db: Executor, userId: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenGeneration: sql`${users.tokenGeneration} + 1` })
    .where(eq(users.id, userId))
    .returning({ generation: users.tokenGeneration });
  if (!row) return undefined;
  await logRevocation(db, userId, row.generation);
  return row.generation;
}

/** Ends every access token of an account that is being deleted. */
export async function revokeAccessTokensOfDeleted(db: Executor, userId: string): Promise<void> {
  await logRevocation(db, userId, MAX_GENERATION);
}

async function logRevocation(db: Executor, userId: string, generation: number): Promise<void> {
  await db.insert(tokenRevocations).values({ userId, generation });
  if (Math.random() < PRUNE_PROBABILITY) {
    await db
      .delete(tokenRevocations)
      .where(lt(tokenRevocations.createdAt, sql`now() - make_interval(secs => ${KEEP_SECONDS})`));
  }
}
