/**
 * Claiming due notifications (docs/product.md §12). A worker of any process takes a batch in one
 * statement: rows pending and due, not held by another worker's lease, locked with FOR UPDATE SKIP
 * LOCKED so two workers never take the same row, and marked with this worker's lease and token.
 * The send happens outside any transaction; the outcome is recorded only under the same token, so
 * a worker whose lease ran out (it was frozen past it) cannot overwrite another's outcome.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Far longer than one send may take (SMTP times out after 15 s). */
const LEASE_SECONDS = 300;
/** Retries back off from 30 s, doubling, to at most 6 hours; after this many attempts a row fails. */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 6 * 60 * 60;

export const retryDelaySeconds = (attempts: number) =>
  Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

export interface ClaimedNotification {
  id: string;
  userId: string;
  courseId: string | null;
  channel: 'email' | 'push';
  kind: 'claim' | 'report' | 'digest';
  eventKey: string;
  /** The user (e-mail) or the push subscription's id (push). */
  target: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export async function claimDue(
  db: Executor,
  now: Date,
  token: string,
  limit: number,
): Promise<ClaimedNotification[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`update notifications
    set claimed_until = ${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS}),
      claim_token = ${token}::uuid, attempts = attempts + 1
    where id in (
      select id from notifications
      where status = 'pending' and next_attempt_at <= ${at}::timestamptz
        and (claimed_until is null or claimed_until <= ${at}::timestamptz)
      order by next_attempt_at, created_at, id
      limit ${limit}
      for update skip locked)
    returning id, user_id, course_id, channel, kind, event_key, target, payload, attempts`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    userId: String(row.user_id),
    courseId: row.course_id === null ? null : String(row.course_id),
    channel: row.channel as ClaimedNotification['channel'],
    kind: row.kind as ClaimedNotification['kind'],
    eventKey: String(row.event_key),
    target: String(row.target),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
    attempts: Number(row.attempts),
  }));
}

export type Outcome =
  | { status: 'sent' }
  /** Nothing to send after all (the account is gone): kept, never retried. */
  | { status: 'dropped'; reason: string }
  | { status: 'retry'; error: string };

/**
 * Records what became of a claimed row: the status it now has (a retry past the last attempt is
 * `failed`, kept for the log and the operator), or undefined when this worker no longer held it.
 */
export async function recordOutcome(
  db: Executor,
  row: Pick<ClaimedNotification, 'id' | 'attempts'>,
  token: string,
  outcome: Outcome,
  now: Date,
): Promise<'pending' | 'sent' | 'dropped' | 'failed' | undefined> {
  const at = now.toISOString();
  const giveUp = outcome.status === 'retry' && row.attempts >= MAX_ATTEMPTS;
  const status = outcome.status === 'retry' ? (giveUp ? 'failed' : 'pending') : outcome.status;
  const error =
    outcome.status === 'retry' ? outcome.error : outcome.status === 'dropped' ? outcome.reason : null;
  const next = new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000).toISOString();
  const result = await db.execute(sql`update notifications
    set status = ${status}, last_error = ${error?.slice(0, 1000) ?? null}, claimed_until = null, claim_token = null,
      sent_at = case when ${status} = 'sent' then ${at}::timestamptz else sent_at end,
      next_attempt_at = case when ${status} = 'pending' then ${next}::timestamptz else next_attempt_at end
    where id = ${row.id}::uuid and claim_token = ${token}::uuid
    returning id`);
  return rowsOf(result).length > 0 ? status : undefined;
}
