/**
 * SQL on idempotency_keys. Times come from the database clock (now()), so several API processes
 * agree on what has expired or gone stale. A row is addressed by (key, user scope): the generated
 * user_scope is the user's id, or '' for a request without a valid token.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface KeyedRequest {
  key: string;
  userId: string | undefined;
  method: string;
  path: string;
  requestHash: string;
}

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  responseBody: string;
}

const byKey = (request: Pick<KeyedRequest, 'key' | 'userId'>) =>
  and(eq(idempotencyKeys.key, request.key), eq(idempotencyKeys.userScope, request.userId ?? ''));

const olderThan = (seconds: number) =>
  sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${seconds})`;

/** Advisory locks of keys live in a class of their own (the migration lock is a bigint one). */
const KEY_LOCK_CLASS = 0x1de7;

/** A query runner that can also lead a statement with CTEs: the database or a transaction. */
export type CteExecutor = Executor & Pick<Database, 'with'>;

const cte = (name: string, body: SQL) => new QueryBuilder().$with(name, {}).as(body);

export interface ClaimRow {
  /** False when another transaction holds this key right now (it is running the request). */
  free: boolean;
  /** This statement took the key: inserted it, or took over an expired row or a lapsed lease. */
  claimed: boolean;
  /** The count of `quota` after this claim (null when nothing was claimed). */
  quotaCount: number | null;
  quotaSecondsLeft: number | null;
  /** The row that was there, as this statement's snapshot saw it (no method: none, or too new). */
  existing: {
    method: string | null;
    path: string | null;
    requestHash: string | null;
    state: string | null;
    statusCode: number | null;
    contentType: string | null;
    responseBody: string | null;
    /** Older than the key's time to live: as good as gone (a claim takes it over). */
    expired: boolean | null;
  };
}

/**
 * The claim, in one statement. First a transaction-scoped advisory lock on the key, taken without
 * waiting: a request running with this key in an open transaction holds it, so a duplicate is told
 * "busy" at once rather than queueing behind it (its uncommitted row would make the INSERT wait).
 * Then the INSERT … ON CONFLICT, which takes the key, or takes over a row that expired (a fresh
 * key) or an in-progress row of the same request whose lease lapsed (its process died). Then
 * `countQuota` (a CTE body gated on `claimed`, rate-limit.ts) counts the claim. The row that was
 * there comes back for the caller's verdict (replay, mismatch, busy). A row committed after this
 * statement's snapshot conflicts without being seen; the caller asks again. Prepared: the text
 * never changes, so each connection plans it once (docs/architecture.md, write path).
 */
export async function claimRow(
  db: CteExecutor,
  request: KeyedRequest,
  limits: { ttlSeconds: number; leaseSeconds: number },
  countQuota: (gate: SQL) => SQL,
): Promise<ClaimRow> {
  const scope = request.userId ?? '';
  const expired = (seconds: number) => sql`k.created_at < now() - make_interval(secs => ${seconds})`;
  const lease = cte(
    'lease',
    sql`select pg_try_advisory_xact_lock(${KEY_LOCK_CLASS}, hashtext(${request.key}::text || '/' || ${scope}::text)) as free`,
  );
  const claimed = cte(
    'claimed',
    sql`insert into idempotency_keys as k (key, user_id, method, path, request_hash, state)
      select ${request.key}::uuid, ${request.userId ?? null}::uuid, ${request.method}::text,
             ${request.path}::text, ${request.requestHash}::text, 'in_progress'
      from lease where free
      on conflict (key, user_scope) do update
        set user_id = excluded.user_id, method = excluded.method, path = excluded.path,
            request_hash = excluded.request_hash, state = 'in_progress', status_code = null,
            content_type = null, response_body = null, created_at = now()
        where ${expired(limits.ttlSeconds)}
           or (k.state = 'in_progress' and ${expired(limits.leaseSeconds)} and k.method = excluded.method
               and k.path = excluded.path and k.request_hash = excluded.request_hash)
      returning 1`,
  );
  const quota = cte('quota', countQuota(sql`claimed`));
  const [row] = await db
    .with(lease, claimed, quota)
    .select({
      free: sql<boolean>`lease.free`,
      claimed: sql<boolean>`exists (select 1 from claimed)`,
      quotaCount: sql<number | null>`(select count from quota)`,
      quotaSecondsLeft: sql<number | null>`(select seconds_left from quota)`,
      existing: {
        method: sql<string | null>`k.method`,
        path: sql<string | null>`k.path`,
        requestHash: sql<string | null>`k.request_hash`,
        state: sql<string | null>`k.state`,
        statusCode: sql<number | null>`k.status_code`,
        contentType: sql<string | null>`k.content_type`,
        responseBody: sql<string | null>`k.response_body`,
        expired: sql<boolean | null>`${expired(limits.ttlSeconds)}`,
      },
    })
    .from(
      sql`lease left join idempotency_keys k on k.key = ${request.key}::uuid and k.user_scope = ${scope}::text`,
    )
    .prepare('idempotency_claim')
    .execute();
  if (!row) throw new Error('the idempotency claim answered no row');
  return row;
}

export async function storeAnswer(db: Executor, request: KeyedRequest, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', ...answer })
    .where(and(byKey(request), eq(idempotencyKeys.state, 'in_progress')))
    .prepare('idempotency_store')
    .execute();
}

/** Gives the key back (the write failed on our side), so the client's retry runs afresh. */
export async function releaseKey(db: Executor, request: KeyedRequest): Promise<void> {
  await db.delete(idempotencyKeys).where(and(byKey(request), eq(idempotencyKeys.state, 'in_progress')));
}

/** Deletes up to `limit` expired rows, oldest first (a range scan on the created_at index). */
export async function deleteExpiredKeys(db: Executor, ttlSeconds: number, limit: number): Promise<number> {
  const oldest = db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(olderThan(ttlSeconds))
    .orderBy(idempotencyKeys.createdAt)
    .limit(limit);
  const rows = await db
    .delete(idempotencyKeys)
    .where(and(inArray(idempotencyKeys.key, oldest), olderThan(ttlSeconds)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
