/**
 * Delivery of the owners' notifications (docs/product.md §12), in every server process: a pass
 * claims due rows (claims-sql.ts: FOR UPDATE SKIP LOCKED and a lease, so several processes never
 * send one row twice), sends each outside any transaction, and records the outcome; a failed send
 * is retried with backoff and logged, and after the last attempt kept as failed, never dropped
 * silently. Passes run every few seconds and at once after a write (`nudge`), one at a time per
 * process.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { claimDue, recordOutcome, type ClaimedNotification, type Outcome } from './claims-sql';
import { compose, type Composed } from './deliver';
import { planDigests } from './digest';
import type { PushSender } from './push';
import { dropSubscription } from './subscriptions';

export interface NotifierDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The server's signing secret: it signs the e-mails' unsubscribe links (unsubscribe.ts). */
  secret: string;
  /** Web Push (push.ts); without it (no VAPID keys) push rows are dropped. */
  push?: PushSender;
  clock?: () => Date;
}

interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

export interface Notifier {
  /** One pass: everything due now, then return. */
  deliverDue(): Promise<PassResult>;
  /** Passes every `intervalMs`, and at once after nudge(). */
  start(intervalMs?: number): void;
  nudge(): void;
  /** Stops passing; resolves once a running pass has finished. */
  stop(): Promise<void>;
}

const BATCH = 20;
/** Digests are planned at most this often per process (digest.ts); every process plans. */
const PLAN_EVERY_MS = 60_000;
const POLL_MS = 5_000;
const emptyTally = (): PassResult => ({ sent: 0, retried: 0, failed: 0, dropped: 0 });

export function createNotifier(deps: NotifierDeps): Notifier {
  const clock = deps.clock ?? (() => new Date());
  const token = randomUUID();
  let running: Promise<PassResult> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  async function deliver(row: ClaimedNotification): Promise<Outcome> {
    const composed = await compose(deps, row);
    if ('drop' in composed) return { status: 'dropped', reason: composed.drop };
    if ('push' in composed) return push(composed.push);
    try {
      await deps.mailer.send(composed.mail);
      return { status: 'sent' };
    } catch (error) {
      return { status: 'retry', error: `mail: ${(error as Error).message}` };
    }
  }

  async function push(message: Extract<Composed, { push: unknown }>['push']): Promise<Outcome> {
    if (!deps.push) return { status: 'dropped', reason: 'this server sends no push (no VAPID keys)' };
    let result;
    try {
      result = await deps.push.send(message.subscription, message.payload);
    } catch (error) {
      return { status: 'retry', error: `push: ${(error as Error).message}` };
    }
    if (result === 'sent') return { status: 'sent' };
    // The device's subscription lapsed, or names no push service: no later event is pushed to it.
    await dropSubscription(deps.db, message.subscriptionId);
    return {
      status: 'dropped',
      reason:
        result === 'gone'
          ? 'push subscription gone (the push service answered 404 or 410)'
          : 'push subscription not on a push service this server sends to (PUSH_SERVICE_HOSTS)',
    };
  }

  function log(row: ClaimedNotification, outcome: Outcome, stored: string | undefined, tally: PassResult) {
    const facts = { notification: row.id, channel: row.channel, kind: row.kind, attempt: row.attempts };
    if (stored === undefined) {
      deps.logger.warn(facts, 'notification lease ran out before its outcome was recorded');
    } else if (stored === 'sent') {
      tally.sent++;
      deps.logger.info(facts, 'notification sent');
    } else if (outcome.status === 'dropped') {
      tally.dropped++;
      deps.logger.info({ ...facts, reason: outcome.reason }, 'notification not sent');
    } else if (stored === 'pending') {
      tally.retried++;
      deps.logger.warn(
        { ...facts, err: (outcome as { error: string }).error },
        'notification failed; it will be retried',
      );
    } else {
      tally.failed++;
      deps.logger.error(
        { ...facts, err: (outcome as { error: string }).error },
        'notification failed for good',
      );
    }
  }

  let plannedAt: number | undefined;
  async function planDue(): Promise<void> {
    const now = clock().getTime();
    if (plannedAt !== undefined && now - plannedAt < PLAN_EVERY_MS && now >= plannedAt) return;
    plannedAt = now;
    try {
      const planned = await planDigests(deps.db, clock());
      if (planned > 0) deps.logger.info({ planned }, 'daily digests planned');
    } catch (error) {
      // Planned again at the next minute; what is due meanwhile is still sent.
      deps.logger.error({ err: error }, 'planning the daily digests failed');
    }
  }

  async function pass(): Promise<PassResult> {
    const tally = emptyTally();
    await planDue();
    for (;;) {
      const rows = await claimDue(deps.db, clock(), token, BATCH);
      if (rows.length === 0) return tally;
      for (const row of rows) {
        let outcome: Outcome;
        try {
          outcome = await deliver(row);
        } catch (error) {
          outcome = { status: 'retry', error: (error as Error).message };
        }
        log(row, outcome, await recordOutcome(deps.db, row, token, outcome, clock()), tally);
      }
    }
  }

  function deliverDue(): Promise<PassResult> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'notification pass failed');
        return emptyTally();
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  }

  return {
    deliverDue,
    start(intervalMs = POLL_MS) {
      stopped = false;
      const tick = () => {
        void deliverDue().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      timer = setTimeout(tick, 0);
    },
    nudge() {
      if (!stopped) void deliverDue();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
