/** SQL on restroom_feedback: at most one row per user per restroom, holding its kind. */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { restroomFeedback } from '../db/schema';

export type FeedbackKind = 'helpful' | 'invalid';

/**
 * Marks the restroom helpful or invalid for the user in one atomic statement: switching kind
 * replaces the row (and re-dates it, it is a new opinion); marking the same kind again changes
 * nothing, so a retried request leaves the row as the first one made it.
 */
export async function upsertFeedback(
  db: Executor,
  restroomId: string,
  userId: string,
  kind: FeedbackKind,
): Promise<void> {
  await db
    .insert(restroomFeedback)
    .values({ restroomId, userId, kind })
    .onConflictDoUpdate({
      target: [restroomFeedback.restroomId, restroomFeedback.userId],
      set: { kind, createdAt: sql`now()` },
      setWhere: sql`${restroomFeedback.kind} <> ${kind}`,
    });
}

export async function deleteFeedback(db: Executor, restroomId: string, userId: string): Promise<void> {
  await db
    .delete(restroomFeedback)
    .where(and(eq(restroomFeedback.restroomId, restroomId), eq(restroomFeedback.userId, userId)));
}

export async function findFeedbackKind(
  db: Executor,
  restroomId: string,
  userId: string,
): Promise<FeedbackKind | undefined> {
  const [row] = await db
    .select({ kind: restroomFeedback.kind })
    .from(restroomFeedback)
    .where(and(eq(restroomFeedback.restroomId, restroomId), eq(restroomFeedback.userId, userId)))
    .limit(1);
  return row?.kind as FeedbackKind | undefined;
}
