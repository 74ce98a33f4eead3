import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { legalDocuments } from '../db/schema';

export interface LegalDocumentRow {
  type: string;
  version: string;
  title: string;
  effectiveDate: string;
  content: string;
}

/** The document in force: latest effective date, then the most recently added version. */
export async function findLatestLegalDocument(
  db: Executor,
  type: string,
): Promise<LegalDocumentRow | undefined> {
  const [row] = await db
    .select({
      type: legalDocuments.type,
      version: legalDocuments.version,
      title: legalDocuments.title,
      effectiveDate: legalDocuments.effectiveDate,
      content: legalDocuments.content,
    })
    .from(legalDocuments)
    .where(eq(legalDocuments.type, type))
    .orderBy(desc(legalDocuments.effectiveDate), desc(legalDocuments.createdAt))
    .limit(1);
  return row;
}

/** Inserts a version unless that type+version already exists (safe to run on every start). */
export async function insertLegalDocumentIfMissing(db: Executor, doc: LegalDocumentRow): Promise<boolean> {
  const inserted = await db
    .insert(legalDocuments)
    .values(doc)
    .onConflictDoNothing({ target: [legalDocuments.type, legalDocuments.version] })
    .returning({ id: legalDocuments.id });
  return inserted.length > 0;
}
