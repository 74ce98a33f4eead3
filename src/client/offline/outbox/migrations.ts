/**
 * Queued writes survive an app update: an entry made by an older build is brought to the shape of
 * this build's catalogue (writes.ts) when the device store opens at its new version (db.ts), in
 * the page or in the service worker, whichever opens it first.
 *
 * Version 0 is the shape before the catalogue: a stored method and path instead of typed params.
 * Its params are read from that path once, here, and never again. An entry that cannot be read is
 * kept and marked failed with a clear reason (the golfer can discard it); nothing is dropped quietly.
 */
import { isWriteKind } from './write-kinds';

export const UNREADABLE_ENTRY =
  'Saved by an older version of the app in a form this one cannot send. Discard it and make the change again.';

/** The stored shape before the catalogue (Dexie version 2 to 5). */
interface LegacyEntry {
  kind: string;
  path?: string;
  resourceKey?: string;
  params?: unknown;
  [field: string]: unknown;
}

const RENAMED: Record<string, string> = {
  'restroom.create': 'restroom.submit',
  'submission.review': 'submission.decide',
};

const decode = (part: string | undefined) => (part === undefined ? '' : decodeURIComponent(part));

/** The params of a version-0 entry, read from its path and resource key; null when unreadable. */
function legacyParams(kind: string, path: string, resourceKey: string): Record<string, string> | null {
  const parts = path.split('/');
  const restroomOfKey = resourceKey.includes(':') ? resourceKey.slice(resourceKey.indexOf(':') + 1) : '';
  switch (kind) {
    case 'restroom.submit':
      return {};
    case 'restroom.delete':
    case 'feedback.clear':
    case 'review.create':
      return { restroomId: decode(parts[1]) };
    case 'feedback.set':
      return { restroomId: decode(parts[1]), value: decode(parts[3]) };
    case 'review.update':
    case 'review.delete':
      return { restroomId: restroomOfKey, reviewId: decode(parts[2]) };
    case 'submission.decide':
      return { submissionId: decode(parts[2]) };
    default:
      return null;
  }
}

/** Brings one stored entry to this build's shape (in place, as Dexie's `modify` wants). */
export function migrateEntry(entry: LegacyEntry): void {
  if (entry.params !== undefined && isWriteKind(entry.kind)) return;
  const kind = RENAMED[entry.kind] ?? entry.kind;
  const params = legacyParams(kind, entry.path ?? '', entry.resourceKey ?? '');
  delete entry.method;
  delete entry.path;
  entry.version = 1;
  if (!params || !isWriteKind(kind) || Object.values(params).some((value) => value === '')) {
    // Kept, visible and discardable (its label says what it was); the drain never sends a kind it
    // does not know or params it cannot read.
    entry.kind = kind;
    entry.params = params ?? {};
    entry.status = 'failed';
    entry.error = UNREADABLE_ENTRY;
    entry.errorCode = 'unreadable';
    return;
  }
  entry.kind = kind;
  entry.params = params;
}
