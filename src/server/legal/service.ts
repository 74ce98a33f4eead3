import type { LegalDocument, LegalDocumentType } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { findLatestLegalDocument } from './queries';

export async function getLegalDocument(db: Executor, type: LegalDocumentType): Promise<LegalDocument> {
  const row = await findLatestLegalDocument(db, type);
  if (!row) throw new ApiError(404, 'document_not_found', 'Document not available');
  return { ...row, type };
}
