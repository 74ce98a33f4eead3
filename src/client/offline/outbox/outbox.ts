/**
 * The outbox (docs/decisions.md §6), page side: the queue itself. A write is stored in the device database
 * with a client-made Idempotency-Key, shown at once by its screen (optimistically, marked pending
 * sync) and sent when the network allows (page-drain.ts; the sending is drain-core.ts, which the
 * service worker also runs on Background Sync).
 */
import * as v from 'valibot';
import type { FairwayDatabase } from '../db';
import { keepStorage } from '../../lib/storage';
import { observeStore, withDatabase } from '../load-store';
import { outboxConfig } from './config';
import { getOutboxUser } from './outbox-user';
import { withReceipts } from './receipts';
import { drainOutbox } from './page-drain';
import type { EntryOfKind, OutboxEntry, WriteRequest } from './types';
import { isPendingRef, writes, type BodyOf, type WriteKind } from './writes';

/**
 * Queues a write of the signed-in user, checked against its kind's schema first (a body the server
 * would refuse is an error now, not a failed entry later). `createdAt` is strictly later than every
 * entry already on the device, so two writes of one resource made within the same millisecond (two
 * tabs) still go in the order they were queued.
 */
export async function queueWrite<K extends WriteKind>(
  kind: K,
  request: WriteRequest<K>,
): Promise<EntryOfKind<K>> {
  const userId = getOutboxUser();
  if (!userId) throw new Error('Sign in to save changes.');
  const definition = writes[kind];
  if (definition.body) v.parse(definition.body, request.body);
  const now = outboxConfig().now();
  const entry = await withDatabase((db) =>
    db.transaction('rw', [db.outbox, db.outboxReceipts], async () => {
      const last = await db.outbox.orderBy('createdAt').last();
      const entryId = crypto.randomUUID();
      const created = {
        kind,
        params: await withReceipts(db, request.params),
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.subject === undefined ? {} : { subject: request.subject }),
        id: entryId,
        userId,
        version: definition.version,
        resourceKey: (definition.resource as (params: unknown, id: string) => string)(
          request.params,
          entryId,
        ),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: Math.max(now, (last?.createdAt ?? 0) + 1),
      } as EntryOfKind<K>;
      await db.outbox.add(created);
      return created;
    }),
  );
  void drainOutbox();
  keepStorage();
  return entry;
}

/**
 * Sends a failed (or waiting) entry again, now. A refused entry gets a new Idempotency-Key: under
 * its old one the server would replay the stored refusal instead of trying again.
 */
export async function retryEntry(id: string): Promise<void> {
  await withDatabase((db) =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(id);
      if (!entry) return;
      await db.outbox.update(id, {
        status: 'pending',
        nextAttemptAt: outboxConfig().now(),
        error: undefined,
        errorCode: undefined,
        ...(entry.status === 'failed' ? { idempotencyKey: crypto.randomUUID() } : {}),
      });
    }),
  );
  await drainOutbox();
}

/** Forgets an entry and every entry queued to build on it (an edit of the review it creates). */
export async function discardEntry(id: string): Promise<void> {
  await withDatabase((db) =>
    db.transaction('rw', db.outbox, async () => {
      await db.outbox.delete(id);
      await db.outbox.filter((entry) => buildsOn(entry, id)).delete();
    }),
  );
}

/**
 * Discards a write that has certainly not reached the server (never attempted, not being sent),
 * with what builds on it; false when it may have arrived, so the caller queues its undoing instead.
 */
export async function discardIfUnsent(id: string): Promise<boolean> {
  const unsent = await withDatabase((db) =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(id);
      if (!entry || entry.status === 'sending' || entry.attempts > 0) return false;
      await db.outbox.delete(id);
      await db.outbox.filter((other) => buildsOn(other, id)).delete();
      return true;
    }),
  );
  return unsent;
}

function buildsOn(entry: OutboxEntry, id: string): boolean {
  return Object.values(entry.params as Record<string, unknown>).some(
    (value) => isPendingRef(value) && value.fromEntry === id,
  );
}

/**
 * Makes an entry whose account is unknown (queued by an older version of the app) the signed-in
 * user's, at their explicit request on the sync screen, and sends it.
 */
export async function adoptEntry(id: string): Promise<void> {
  const userId = getOutboxUser();
  if (!userId) throw new Error('Sign in to send this change.');
  await withDatabase((db) => db.outbox.update(id, { userId, nextAttemptAt: outboxConfig().now() }));
  await drainOutbox();
}

/**
 * Replaces the body of an entry not yet sent (editing an offline review before it reached the server).
 * Returns false when the entry is gone or on its way; the caller then queues a new write.
 */
export async function replacePendingBody<K extends WriteKind>(id: string, body: BodyOf<K>): Promise<boolean> {
  return withDatabase((db) =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(id);
      if (!entry || entry.status === 'sending') return false;
      // A create that may have reached the server is not sent again with another body: that would
      // create a second one (or be refused as a duplicate). The caller queues an edit of it instead.
      if (writes[entry.kind].method === 'POST' && entry.mayHaveArrived) return false;
      // Once an attempt may have reached the server, the old key is bound to the old body (422).
      const newKey = entry.attempts > 0 ? { idempotencyKey: crypto.randomUUID() } : {};
      await db.outbox.update(id, {
        body: body as never,
        status: 'pending',
        error: undefined,
        errorCode: undefined,
        nextAttemptAt: outboxConfig().now(),
        ...newKey,
      });
      return true;
    }),
  );
}

/** The signed-in user's entries, oldest first. */
async function userEntries(db: FairwayDatabase, userId: string): Promise<OutboxEntry[]> {
  const rows = await db.outbox.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Live list of the current user's entries, oldest first (Dexie liveQuery). */
export function observeOutbox(userId: string, callback: (entries: OutboxEntry[]) => void): () => void {
  return observeStore(async () => (db) => userEntries(db, userId), {
    next: callback,
    error: () => callback([]),
  });
}

/**
 * Every entry on this device, any user's, oldest first (the sync screen and the header count show
 * other accounts' too). A failed read reports null, never an empty outbox: "Everything is synced."
 * must never stand for "could not look".
 */
export function observeAllOutbox(callback: (entries: OutboxEntry[] | null) => void): () => void {
  return observeStore(
    async () => async (db) => (await db.outbox.toArray()).sort((a, b) => a.createdAt - b.createdAt),
    { next: callback, error: () => callback(null) },
  );
}

/** How many writes of `userId` have not reached the server (asked before a deliberate logout). */
export async function countUnsent(userId: string): Promise<number> {
  return withDatabase((db) => db.outbox.where('userId').equals(userId).count());
}

/** Forgets every unsent write of `userId` (the user chose to discard them when logging out). */
export async function discardUserEntries(userId: string): Promise<void> {
  await withDatabase((db) => db.outbox.where('userId').equals(userId).delete());
}
