/**
 * Removal keeps history (docs/product.md §13): a restroom taken off its course (a "gone" report
 * resolved as removed, or a delete) becomes 'removed', hidden wherever a rejected one is, with its
 * reviews, feedback, reports and confirmations kept for the record; an admin's undo puts back the
 * status it had. The course's totals follow either way, under its lock (db/consistency.ts).
 */
import { eq } from 'drizzle-orm';
import type { Restroom } from '../../shared/schemas';
import { refreshCourseAggregates } from '../db/aggregates';
import type { Database, Executor } from '../db/client';
import { lockRestroomCourse } from '../db/consistency';
import { restrooms } from '../db/schema';
import { ApiError } from '../http/envelope';
import { presentOne } from './extras';
import type { RestroomRow } from './queries';

export const NOT_REMOVED = 'This restroom has not been removed';

/** Takes a listed restroom off its course (the caller holds the course lock). */
export async function markRemoved(
  tx: Executor,
  row: RestroomRow,
  removedBy: string,
  now: Date,
): Promise<void> {
  await tx
    .update(restrooms)
    .set({ status: 'removed', statusBeforeRemoval: row.status, removedAt: now, removedBy })
    .where(eq(restrooms.id, row.id));
  await refreshCourseAggregates(tx, [row.courseId]);
}

/** POST /api/admin/restrooms/:id/restore: an admin's undo of a removal. */
export async function restoreRestroom(db: Database, restroomId: string, now: Date): Promise<Restroom> {
  return db.transaction(async (tx) => {
    const row = await lockRestroomCourse(tx, restroomId);
    if (!row) throw new ApiError(404, 'restroom_not_found', 'Restroom not found');
    if (row.status !== 'removed') throw new ApiError(409, 'restroom_not_removed', NOT_REMOVED);
    const [restored] = await tx
      .update(restrooms)
      .set({
        status: row.statusBeforeRemoval ?? 'approved',
        statusBeforeRemoval: null,
        removedAt: null,
        removedBy: null,
      })
      .where(eq(restrooms.id, row.id))
      .returning();
    await refreshCourseAggregates(tx, [row.courseId]);
    if (!restored) throw new Error('UPDATE … RETURNING gave no row');
    return presentOne(tx, restored, now);
  });
}
