/** GET /api/legal/{type} (docs/product.md §7, answer data.document), cached for the visit. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { legalDocumentResultSchema, type LegalDocumentType } from '../../../shared/schemas/legal';
import { api, parseData } from '../../lib/api';

async function getLegalDocument(type: LegalDocumentType) {
  const { document } = await parseData(api.get(`legal/${type}`), legalDocumentResultSchema);
  return document;
}

export function useLegalDocument(type: LegalDocumentType | null) {
  return useQuery({
    queryKey: ['legal', type],
    queryFn: type ? () => getLegalDocument(type) : skipToken,
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
