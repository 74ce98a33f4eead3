/**
 * What the sync screen says about each write on this device that the server has not received
 * (issue 21: no entry may be invisible or unexplained). Every entry is listed, whoever queued it,
 * with why it has not gone and what the golfer can do; "Everything is synced." means the device
 * holds none at all.
 */
import type { DrainBlock, OutboxEntry } from '../../../offline/outbox';

/** Whose write it is, seen from the signed-in user (null when signed out). */
type Whose = 'mine' | 'other' | 'unknown';

type UnsentAction = 'retry' | 'discard' | 'adopt';

export interface UnsentRow {
  entry: OutboxEntry;
  whose: Whose;
  /** Why it has not reached the server yet (or what is happening to it). */
  reason: string;
  failed: boolean;
  actions: UnsentAction[];
}

export interface UnsentSummary {
  /** One line: 'Everything is synced.' only when the device holds no write at all. */
  headline: string;
  rows: UnsentRow[];
  /** Why sending has stopped for the signed-in user's waiting writes, when it has. */
  stopped: string | null;
}

const BLOCK_TEXT: Record<DrainBlock, string | null> = {
  offline: null, // the connection section says so already
  busy: null, // another tab or the service worker is sending them: nothing to do
  'signed-out': 'Not sending: this device has no session. Sign in again to send your changes.',
  'other-account':
    'Not sending: another account signed in on this device. Sign in again as yourself to send your changes.',
  'session-unanswered': 'Not sending yet: your session could not be renewed (no answer). Trying again.',
};

function whoseEntry(entry: OutboxEntry, userId: string | null): Whose {
  if (!entry.userId) return 'unknown';
  return entry.userId === userId ? 'mine' : 'other';
}

function mineRow(entry: OutboxEntry, failedHead: OutboxEntry | undefined): UnsentRow {
  if (entry.status === 'failed') {
    return {
      entry,
      whose: 'mine',
      reason: `Failed: ${entry.error ?? 'refused by the server'}`,
      failed: true,
      actions: ['retry', 'discard'],
    };
  }
  if (failedHead) {
    return {
      entry,
      whose: 'mine',
      reason: `Waiting: "${failedHead.label}" failed first. Retry or discard it, then this one is sent.`,
      failed: false,
      actions: ['discard'],
    };
  }
  const reason =
    entry.status === 'sending'
      ? 'Sending…'
      : entry.error
        ? `Pending sync (last try: ${entry.error})`
        : 'Pending sync';
  return { entry, whose: 'mine', reason, failed: false, actions: ['retry', 'discard'] };
}

export function describeUnsent(
  entries: OutboxEntry[],
  userId: string | null,
  blocked: DrainBlock | null,
): UnsentSummary {
  // The oldest entry of each resource goes first; a failed one holds back the rest of its resource.
  const heads = new Map<string, OutboxEntry>();
  for (const entry of entries) {
    if (whoseEntry(entry, userId) === 'mine' && !heads.has(entry.resourceKey))
      heads.set(entry.resourceKey, entry);
  }
  const rows = entries.map((entry): UnsentRow => {
    const whose = whoseEntry(entry, userId);
    if (whose === 'mine') {
      const head = heads.get(entry.resourceKey);
      return mineRow(entry, head && head !== entry && head.status === 'failed' ? head : undefined);
    }
    if (whose === 'other') {
      return {
        entry,
        whose,
        reason: 'Another account on this device: sent when it signs in again',
        failed: false,
        actions: ['discard'],
      };
    }
    return {
      entry,
      whose,
      reason: userId
        ? 'Account unknown (saved by an older version): send it as yours, or discard it'
        : 'Account unknown (saved by an older version): sign in to send it, or discard it',
      failed: false,
      actions: userId ? ['adopt', 'discard'] : ['discard'],
    };
  });
  const mine = rows.filter((row) => row.whose === 'mine');
  const failed = mine.filter((row) => row.failed).length;
  const pending = mine.length - failed;
  const others = rows.length - mine.length;
  const parts = [
    pending > 0 && `${pending} pending`,
    failed > 0 && `${failed} failed`,
    others > 0 && `${others} from ${others === 1 ? 'another account' : 'other accounts'}`,
  ].filter(Boolean);
  const waiting = mine.some((row) => !row.failed);
  return {
    headline: rows.length === 0 ? 'Everything is synced.' : parts.join(', '),
    rows,
    stopped: waiting && blocked ? BLOCK_TEXT[blocked] : null,
  };
}
