/** The outbox's record (decisions.md §6): one write waiting for the server. */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

export interface OutboxEntry {
  /** Also the Idempotency-Key the server sees, on every attempt. */
  id: string;
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
