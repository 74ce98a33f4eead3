/**
 * SQL on idempotency_keys. Times come from the database clock (now()), so several API processes
 * agree on what has expired or gone stale. A row is addressed by (key, user scope): the generated
 * user_scope is the user's id, or '' for a request without a valid token.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
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

export type KeyRow = typeof idempotencyKeys.$inferSelect & { expired: boolean; stale: boolean };

const byKey = (request: Pick<KeyedRequest, 'key' | 'userId'>) =>
  and(eq(idempotencyKeys.key, request.key), eq(idempotencyKeys.userScope, request.userId ?? ''));

const olderThan = (seconds: number) =>
  sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${seconds})`;

/** Takes the key for this request (state in_progress); false when a row for it already exists. */
export async function insertKey(db: Executor, request: KeyedRequest): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      key: request.key,
      userId: request.userId ?? null,
      method: request.method,
      path: request.path,
      requestHash: request.requestHash,
      state: 'in_progress',
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The existing row, with whether it has expired and whether its in-progress lease has lapsed. */
export async function findKey(
  db: Executor,
  request: KeyedRequest,
  ttlSeconds: number,
  leaseSeconds: number,
): Promise<KeyRow | undefined> {
  const [row] = await db
    .select({
      key: idempotencyKeys.key,
      userId: idempotencyKeys.userId,
      userScope: idempotencyKeys.userScope,
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      state: idempotencyKeys.state,
      statusCode: idempotencyKeys.statusCode,
      contentType: idempotencyKeys.contentType,
      responseBody: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
      expired: sql<boolean>`${olderThan(ttlSeconds)}`,
      stale: sql<boolean>`${olderThan(leaseSeconds)}`,
    })
    .from(idempotencyKeys)
    .where(byKey(request))
    .limit(1);
  return row;
}

/**
 * Takes over an in-progress row whose lease has lapsed (its process died mid-request). One
 * statement, so of two retries racing for it exactly one wins.
 */
export async function takeOverStaleKey(
  db: Executor,
  request: KeyedRequest,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(and(byKey(request), eq(idempotencyKeys.state, 'in_progress'), olderThan(leaseSeconds)))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Removes this key's row if it has expired, so the key can be used afresh. */
export async function deleteExpiredKey(db: Executor, request: KeyedRequest, ttlSeconds: number) {
  await db.delete(idempotencyKeys).where(and(byKey(request), olderThan(ttlSeconds)));
}

export async function storeAnswer(db: Executor, request: KeyedRequest, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', ...answer })
    .where(and(byKey(request), eq(idempotencyKeys.state, 'in_progress')));
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
