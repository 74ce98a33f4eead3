/** Legal documents (docs/product.md §2 legal modal, §3). */
import * as v from 'valibot';
import { LEGAL_DOCUMENT_TYPES } from '../constants';

export const legalDocumentTypeSchema = v.picklist(LEGAL_DOCUMENT_TYPES, 'Unknown document type');
export type LegalDocumentType = v.InferOutput<typeof legalDocumentTypeSchema>;

export const legalDocumentSchema = v.object({
  type: legalDocumentTypeSchema,
  title: v.string(),
  version: v.string(),
  effectiveDate: v.string(),
  content: v.string(),
});
export type LegalDocument = v.InferOutput<typeof legalDocumentSchema>;
export const legalDocumentResultSchema = v.object({ document: legalDocumentSchema });
