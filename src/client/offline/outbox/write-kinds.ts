/**
 * The names of the write catalogue's kinds (writes.ts), apart from the catalogue: the device
 * store's upgrade (migrations.ts, imported by db.ts) only asks whether a name is one of them, and
 * importing the catalogue there put its schemas (restrooms, reviews, owner writes, the course
 * set-up) into every opening of the store, the offline reload of /courses included
 * (docs/performance.md, "Client"). writes.ts holds itself to this list (`satisfies`).
 */
export const WRITE_KINDS = [
  'restroom.submit',
  'restroom.delete',
  'feedback.set',
  'feedback.clear',
  'review.create',
  'review.update',
  'review.delete',
  'restroom.confirm',
  'report.create',
  'restroom.update',
  'report.resolve',
  'answer.create',
  'submission.decide',
  'course.setup',
  'notifications.set',
  'language.set',
] as const;

export type WriteKindName = (typeof WRITE_KINDS)[number];

const KINDS: ReadonlySet<string> = new Set(WRITE_KINDS);

export const isWriteKind = (kind: string): kind is WriteKindName => KINDS.has(kind);
