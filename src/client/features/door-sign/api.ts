/**
 * The sign page's calls (docs/product.md §12): it reads its restroom through the code and sends a
 * report without an account.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReportKind } from '../../../shared/report-kinds';
import { reportResultSchema, signLookupResultSchema } from '../../../shared/schemas';
import { api, apiErrorStatus, parseData } from '../../lib/api';

const id = encodeURIComponent;
const signKeys = {
  lookup: (code: string) => ['door-sign', 'lookup', code] as const,
};

export function useSignLookup(code: string) {
  return useQuery({
    queryKey: signKeys.lookup(code),
    queryFn: ({ signal }) => parseData(api.get(`signs/${id(code)}`, { signal }), signLookupResultSchema),
    // A retired sign stays retired: asking again only delays the page's word.
    retry: (count, error) => apiErrorStatus(error) === undefined && count < 2,
    staleTime: Infinity,
  });
}

/** A report through the sign: the code instead of an account. */
export function sendSignReport(restroomId: string, kind: ReportKind, signCode: string) {
  return parseData(
    api.post(`restrooms/${id(restroomId)}/reports`, { json: { kind, signCode } }),
    reportResultSchema,
  );
}
