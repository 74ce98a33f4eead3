/** The outbox's record (docs/decisions.md §6): one write waiting for the server, of a kind of writes.ts. */
import type { BodyOf, ParamsOf, WriteKind } from './writes';

export type OutboxStatus = 'pending' | 'sending' | 'failed';

interface EntryFields {
  /** Also the Idempotency-Key the server sees, on every attempt, unless `idempotencyKey` replaced it. */
  id: string;
  /**
   * Set when the request itself changed after the server may have seen it (a refused entry retried,
   * an edited body): the server replays a key's first answer for 24 h, so a changed request needs a
   * new key or it would get the old refusal (or a 422) back.
   */
  idempotencyKey?: string;
  userId: string;
  /** The payload version of its kind it was made with (writes.ts; migrations.ts moves old ones on). */
  version: number;
  /**
   * The data its words name (a restroom's, a course's or a submission's name), never a word of a
   * language: the label is said from the kind and this when shown (entry-words.ts `writeLabel`).
   */
  subject?: string;
  /**
   * Its words as an older version wrote them when it was queued ('Review of Clubhouse Main'), in the
   * language of that moment: shown only for entries made before `subject` (docs/decisions.md §9).
   */
  label?: string;
  /** Entries with the same key are sent one at a time, oldest first (writes.ts `resource`). */
  resourceKey: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  /** Set when an attempt got no answer: the server may have done it (and keeps its key's answer). */
  mayHaveArrived?: boolean;
  /** Why the last attempt failed (the server's message for a refusal). */
  error?: string;
  /**
   * What `error` is, for the sync screen to say it in the golfer's language: the server's `code` for
   * a refusal, or the device's own: 'network', 'timeout', 'unreadable', 'base_discarded'.
   */
  errorCode?: string;
  createdAt: number;
}

/** One entry per kind: `params` and `body` typed by the catalogue. */
export type OutboxEntry = {
  [K in WriteKind]: EntryFields & { kind: K; params: ParamsOf<K>; body?: BodyOf<K> };
}[WriteKind];

export type EntryOfKind<K extends WriteKind> = Extract<OutboxEntry, { kind: K }>;

/** What a screen gives to queue a write: `subject` when its label names data params and body lack. */
export interface WriteRequest<K extends WriteKind> {
  params: ParamsOf<K>;
  body?: BodyOf<K>;
  subject?: string;
}
