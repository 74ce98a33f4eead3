/**
 * SQL on idempotency_keys. Times come from the database clock (now()), so several API processes
 * agree on what has expired or gone stale. A row is addressed by (key, user scope): the generated
 * user_scope is the user's id, or '' for a request without a valid token.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { incrementCounterWhere } from '../auth/rate-limit-queries';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { statement, statementAtCommit, value } from '../db/statements';

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

/** Built once (db/statements.ts): the claim of every keyed write. */
const claim = statement('idempotency_claim', () => {
  const key = sql`${value('key')}::uuid`;
  const scope = sql`${value('scope')}::text`;
  const expired = (seconds: string) => sql`k.created_at < now() - make_interval(secs => ${value(seconds)})`;
  const quota = incrementCounterWhere(value('quotaKey'), value('quotaWindow'), sql`claimed`);
  return sql`with lease as (
      select pg_try_advisory_xact_lock(${KEY_LOCK_CLASS}, hashtext(${value('key')}::text || '/' || ${scope})) as free
    ), claimed as (
      insert into idempotency_keys as k (key, user_id, method, path, request_hash, state)
      select ${key}, ${value('userId')}::uuid, ${value('method')}::text, ${value('path')}::text,
             ${value('requestHash')}::text, 'in_progress'
      from lease where free
      on conflict (key, user_scope) do update
        set user_id = excluded.user_id, method = excluded.method, path = excluded.path,
            request_hash = excluded.request_hash, state = 'in_progress', status_code = null,
            content_type = null, response_body = null, created_at = now()
        where ${expired('ttl')}
           or (k.state = 'in_progress' and ${expired('lease')} and k.method = excluded.method
               and k.path = excluded.path and k.request_hash = excluded.request_hash)
      returning 1
    ), quota as (${quota})
    select lease.free as "free", exists (select 1 from claimed) as "claimed",
      (select count from quota) as "quotaCount", (select seconds_left from quota) as "quotaSecondsLeft",
      k.method as "method", k.path as "path", k.request_hash as "requestHash", k.state as "state",
      k.status_code as "statusCode", k.content_type as "contentType", k.response_body as "responseBody",
      ${expired('ttl')} as "expired"
    from lease left join idempotency_keys k on k.key = ${key} and k.user_scope = ${scope}`;
});

const text = (raw: unknown) => (raw === null || raw === undefined ? null : String(raw));
const integer = (raw: unknown) => (raw === null || raw === undefined ? null : Number(raw));
const flag = (raw: unknown) => (raw === null || raw === undefined ? null : raw === true);

/**
 * The claim, in one statement. First a transaction-scoped advisory lock on the key, taken without
 * waiting: a request running with this key in an open transaction holds it, so a duplicate is told
 * "busy" at once rather than queueing behind it (its uncommitted row would make the INSERT wait).
 * Then the INSERT … ON CONFLICT, which takes the key, or takes over a row that expired (a fresh
 * key) or an in-progress row of the same request whose lease lapsed (its process died). Then the
 * claim is counted against `quota` (a CTE body gated on `claimed`, `incrementCounterWhere` of
 * auth/rate-limit-queries.ts). The row that was there comes back for the caller's verdict
 * (replay, mismatch, busy). A row committed after this statement's snapshot conflicts without
 * being seen; the caller asks again.
 */
export async function claimRow(
  db: Executor,
  request: KeyedRequest,
  limits: { ttlSeconds: number; leaseSeconds: number },
  quota: { key: string; windowSeconds: number },
): Promise<ClaimRow> {
  const [row] = await claim(db, {
    key: request.key,
    scope: request.userId ?? '',
    userId: request.userId ?? null,
    method: request.method,
    path: request.path,
    requestHash: request.requestHash,
    ttl: limits.ttlSeconds,
    lease: limits.leaseSeconds,
    quotaKey: quota.key,
    quotaWindow: quota.windowSeconds,
  });
  if (!row) throw new Error('the idempotency claim answered no row');
  return {
    free: row.free === true,
    claimed: row.claimed === true,
    quotaCount: integer(row.quotaCount),
    quotaSecondsLeft: integer(row.quotaSecondsLeft),
    existing: {
      method: text(row.method),
      path: text(row.path),
      requestHash: text(row.requestHash),
      state: text(row.state),
      statusCode: integer(row.statusCode),
      contentType: text(row.contentType),
      responseBody: text(row.responseBody),
      expired: flag(row.expired),
    },
  };
}

/**
 * The answer kept with its key. In the request's one transaction it travels with the COMMIT
 * (statements.ts `statementAtCommit`): nothing reads its result, and a failure still rolls the
 * write back with it, so no answer is ever acknowledged without being kept.
 */
const store = statementAtCommit(
  'idempotency_store',
  () => sql`update idempotency_keys set state = 'done', status_code = ${value('statusCode')}::int,
      content_type = ${value('contentType')}::text, response_body = ${value('responseBody')}::text
    where key = ${value('key')}::uuid and user_scope = ${value('scope')}::text and state = 'in_progress'`,
);

export async function storeAnswer(db: Executor, request: KeyedRequest, answer: StoredAnswer): Promise<void> {
  await store(db, { ...answer, key: request.key, scope: request.userId ?? '' });
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
