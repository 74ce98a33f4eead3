/**
 * SQL on rate_limit_counters. Windows are computed from the database clock (now()), not the
 * process clock, so several API processes with slightly different clocks agree on the window.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/**
 * Adds `amount` (normally one) to the key's counter for the current fixed window and answers the new count, in one
 * atomic statement: concurrent requests, in this process or another, each see a distinct count.
 */
export async function incrementCounter(
  db: Executor,
  key: string,
  windowSeconds: number,
  amount = 1,
): Promise<{ count: number; windowStart: Date; secondsLeft: number }> {
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + ${amount}` },
    })
    .returning({
      count: rateLimitCounters.count,
      windowStart: rateLimitCounters.windowStart,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitCounters.windowStart} - now()) + ${windowSeconds})::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Gives back one unit (a request that turned out not to count, e.g. a successful sign-in). */
export async function decrementCounter(db: Executor, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

/** Drops windows that ended long ago. */
export async function deleteCountersBefore(db: Executor, secondsAgo: number): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, sql`now() - make_interval(secs => ${secondsAgo})`));
}
