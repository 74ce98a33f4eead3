/** The outbox's record (decisions.md §6): one write waiting for the server. */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

export interface OutboxEntry {
  /** Also the Idempotency-Key the server sees, on every attempt, unless `idempotencyKey` replaced it. */
  id: string;
  /**
   * Set when the request itself changed after the server may have seen it (a refused entry retried,
   * an edited body): the server replays a key's first answer for 24 h, so a changed request needs a
   * new key or it would get the old refusal (or a 422) back.
   */
  idempotencyKey?: string;
  userId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Relative to /api, e.g. 'restrooms/abc/reviews'. */
  path: string;
  body?: unknown;
  /** e.g. 'review.create', 'feedback.set', 'restroom.create', 'submission.review'. */
  kind: string;
  /** Human text, e.g. 'Review of Clubhouse Main'. */
  label: string;
  /** Entries with the same key are sent one at a time, oldest first. */
  resourceKey: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  /** Why the last attempt failed (the server's message for a refusal). */
  error?: string;
  createdAt: number;
}

export type OutboxInput = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'kind' | 'label' | 'resourceKey'>;
