/**
 * What the sync screen says about each write on this device that the server has not received
 * (issue 21: no entry may be invisible or unexplained). Every entry is listed, whoever queued it,
 * with why it has not gone and what the golfer can do; "Everything is synced." means the device
 * holds none at all.
 */
import type { DrainBlock, OutboxEntry } from '../../../offline/outbox';
import { writeError, writeLabel } from '../../../offline/outbox/entry-words';
import type { Translate } from '../../../lib/i18n/catalogue';
import type sync from '../../../lib/i18n/catalogues/en/sync';

type T = Translate<typeof sync>;

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

const BLOCK_TEXT = {
  offline: null, // the connection section says so already
  busy: null, // another tab or the service worker is sending them: nothing to do
  'signed-out': 'sync.block.signedOut',
  'other-account': 'sync.block.otherAccount',
  'session-unanswered': 'sync.block.sessionUnanswered',
} as const satisfies Record<DrainBlock, keyof typeof sync | null>;

function whoseEntry(entry: OutboxEntry, userId: string | null): Whose {
  if (!entry.userId) return 'unknown';
  return entry.userId === userId ? 'mine' : 'other';
}

function mineRow(entry: OutboxEntry, failedHead: OutboxEntry | undefined, t: T): UnsentRow {
  // Why the last attempt failed, in the golfer's language (entry-words.ts: by the entry's code).
  const error = writeError(entry);
  if (entry.status === 'failed') {
    return {
      entry,
      whose: 'mine',
      reason: t('sync.failed', { error: error ?? t('sync.error.refused') }),
      failed: true,
      actions: ['retry', 'discard'],
    };
  }
  if (failedHead) {
    return {
      entry,
      whose: 'mine',
      reason: t('sync.waitingBehind', { label: writeLabel(failedHead) }),
      failed: false,
      actions: ['discard'],
    };
  }
  const reason =
    entry.status === 'sending'
      ? t('sync.sending')
      : error
        ? t('sync.pendingLastTry', { error })
        : t('sync.pending');
  return { entry, whose: 'mine', reason, failed: false, actions: ['retry', 'discard'] };
}

export function describeUnsent(
  entries: OutboxEntry[],
  userId: string | null,
  blocked: DrainBlock | null,
  t: T,
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
      return mineRow(entry, head && head !== entry && head.status === 'failed' ? head : undefined, t);
    }
    if (whose === 'other') {
      return {
        entry,
        whose,
        reason: t('sync.otherAccount'),
        failed: false,
        actions: ['discard'],
      };
    }
    return {
      entry,
      whose,
      reason: t(userId ? 'sync.unknownSignedIn' : 'sync.unknownSignedOut'),
      failed: false,
      actions: userId ? ['adopt', 'discard'] : ['discard'],
    };
  });
  const mine = rows.filter((row) => row.whose === 'mine');
  const failed = mine.filter((row) => row.failed).length;
  const pending = mine.length - failed;
  const others = rows.length - mine.length;
  const parts = [
    pending > 0 && t('sync.count.pending', { n: pending }),
    failed > 0 && t('sync.count.failed', { n: failed }),
    others > 0 && t('sync.count.others', { n: others }),
  ].filter(Boolean);
  const waiting = mine.some((row) => !row.failed);
  const block = blocked && BLOCK_TEXT[blocked];
  return {
    headline: rows.length === 0 ? t('sync.synced') : parts.join(', '),
    rows,
    stopped: waiting && block ? t(block) : null,
  };
}
