/**
 * After the server accepted a write: its changes (entry-meaning.ts `changesOf`) applied by the
 * drain to the device's copies (offline/stores), page or service worker alike, and the ids it gives
 * to entries queued after it (an edit of a review made before the review reached the server),
 * filled in before they are sent.
 */
import { db } from '../db';
import { changeCourseRestrooms } from '../stores/course-restrooms';
import { changeRestroomReviews } from '../stores/restroom-reviews';
import { answerOf, definitionOf } from './entry-meaning';
import { recordReceipt } from './receipts';
import type { OutboxEntry } from './types';
import { isPendingRef, type WriteChange } from './writes';

/** The entries the accepted `entry` gives an id to, now with it (and its receipt, for later ones). */
export async function resolveDependents(entry: OutboxEntry, data: unknown, now: number): Promise<void> {
  const provides = definitionOf(entry).provides;
  const answer = answerOf(entry, data);
  if (!provides || !answer) return;
  const given = provides(answer);
  await recordReceipt(db, entry.id, given, now);
  await db.outbox
    .filter((other) =>
      Object.values(other.params as Record<string, unknown>).some(
        (value) => isPendingRef(value) && value.fromEntry === entry.id,
      ),
    )
    .modify((other) => {
      const params = other.params as Record<string, unknown>;
      for (const [name, value] of Object.entries(params)) {
        if (isPendingRef(value) && value.fromEntry === entry.id) params[name] = given;
      }
    });
}

/** Applies an accepted write's changes to the device's copies. */
export async function applyToDeviceCopies(changes: WriteChange[]): Promise<void> {
  for (const change of changes) {
    if (change.copy === 'reviews') await changeRestroomReviews(change.restroomId, change.apply);
    else await changeCourseRestrooms(change.courseId, change.apply);
  }
}
