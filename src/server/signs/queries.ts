/** SQL of door signs (docs/product.md §12): a restroom's sign secret and what its page shows. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courses, restroomSigns, restrooms } from '../db/schema';

export type SignRow = typeof restroomSigns.$inferSelect;

export async function findSign(db: Executor, restroomId: string): Promise<SignRow | undefined> {
  const [row] = await db
    .select()
    .from(restroomSigns)
    .where(eq(restroomSigns.restroomId, restroomId))
    .limit(1);
  return row;
}

/** A new secret for the restroom's sign (made the first time): the old one stops working. */
export async function upsertSign(db: Executor, fields: SignRow): Promise<SignRow> {
  const [row] = await db
    .insert(restroomSigns)
    .values(fields)
    .onConflictDoUpdate({
      target: restroomSigns.restroomId,
      set: { secret: fields.secret, issuedAt: fields.issuedAt, issuedBy: fields.issuedBy },
    })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function findCourseName(db: Executor, courseId: string): Promise<string> {
  const [row] = await db
    .select({ name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row?.name ?? '';
}

export type SignRestroom = Pick<
  typeof restrooms.$inferSelect,
  'id' | 'name' | 'locationType' | 'holeNumber' | 'courseId'
>;
