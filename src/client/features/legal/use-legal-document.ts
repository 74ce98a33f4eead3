/**
 * GET /api/legal/{type} (docs/product.md §7, answer data.document), cached for the visit. The last
 * copy read is kept on this device (localStorage, a few KB), so a document once opened reads
 * offline too (docs/decisions.md §6, "Everything seen online is readable offline"); it is shown at
 * once and replaced by the server's answer whenever one comes.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import {
  legalDocumentResultSchema,
  legalDocumentSchema,
  type LegalDocument,
  type LegalDocumentType,
} from '../../../shared/schemas/legal';
import { api, isUnanswered, parseData } from '../../lib/api';
import { readStoredJson, writeStorage } from '../../lib/storage';

const keptKey = (type: LegalDocumentType) => `fairway:legal:${type}`;

/** The copy kept by an earlier visit, if there is one in today's shape. */
const keptDocument = (type: LegalDocumentType): LegalDocument | undefined =>
  readStoredJson(keptKey(type), legalDocumentSchema) ?? undefined;

async function getLegalDocument(type: LegalDocumentType) {
  const { document } = await parseData(api.get(`legal/${type}`), legalDocumentResultSchema);
  writeStorage(keptKey(type), JSON.stringify(document));
  return document;
}

export function useLegalDocument(type: LegalDocumentType | null) {
  return useQuery({
    queryKey: ['legal', type],
    queryFn: type ? () => getLegalDocument(type) : skipToken,
    // The kept copy counts as old: it is shown while the server is asked for the current version.
    initialData: type ? () => keptDocument(type) : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60 * 60 * 1000,
    // Asked even when the browser reports no network (TanStack would hold the query paused, a
    // spinner for good); a request that got no answer is not asked again, the kept copy stays.
    networkMode: 'always',
    retry: (failures, error) => failures < 1 && !isUnanswered(error),
  });
}
