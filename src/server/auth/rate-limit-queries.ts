/**
 * SQL on rate_limit_counters. Windows are computed from the database clock (now()), not the
 * process clock, so several API processes with slightly different clocks agree on the window.
 */
import { and, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { statement, timestampOf, value } from '../db/statements';

/** The start of the current fixed window of `windowSeconds`, by the database clock. */
const windowStartOf = (windowSeconds: Placeholder) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

/** Whole seconds until the window that starts at `windowStart` ends. */
const secondsLeftOf = (windowStart: SQL, windowSeconds: Placeholder) =>
  sql<number>`ceil(extract(epoch from ${windowStart} - now()) + ${windowSeconds})::int`;

/** Built once (db/statements.ts): every write of a golfer counts one. */
const hit = statement(
  'rate_limit_hit',
  () => sql`insert into rate_limit_counters as counter (key, window_start, count)
    values (${value('key')}::text, ${windowStartOf(value('windowSeconds'))}, ${value('amount')}::int)
    on conflict (key, window_start) do update set count = counter.count + excluded.count
    returning counter.count as "count", counter.window_start as "windowStart",
      ${secondsLeftOf(sql`counter.window_start`, value('windowSeconds'))} as "secondsLeft"`,
);

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
  const [row] = await hit(db, { key, windowSeconds, amount });
  if (!row) throw new Error('rate limit upsert returned no row');
  return {
    count: Number(row.count),
    windowStart: timestampOf(row.windowStart),
    secondsLeft: Number(row.secondsLeft),
  };
}

/**
 * The same count as incrementCounter, written as the body of a CTE for a statement built once that
 * counts while it does something else (the idempotency claim): one is added on the counter its
 * placeholders name (auth/rate-limit.ts `rateLimitKey`, the rule's window) when `gate` (a CTE of
 * that statement, at most one row) has a row, nothing when it is empty. Answers `count` and
 * `seconds_left` for `rateLimitVerdict`; such a hit is never refunded.
 */
export function incrementCounterWhere(key: Placeholder, windowSeconds: Placeholder, gate: SQL): SQL {
  return sql`insert into rate_limit_counters as counter (key, window_start, count)
    select ${key}::text, ${windowStartOf(windowSeconds)}, 1 from ${gate}
    on conflict (key, window_start) do update set count = counter.count + excluded.count
    returning counter.count, ${secondsLeftOf(sql`counter.window_start`, windowSeconds)} as seconds_left`;
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
