/**
 * The owner's door-sign calls (docs/product.md §12): read the sign, make it or replace its code,
 * sent at once with an Idempotency-Key like the dashboard's other account work.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerSignResultSchema } from '../../../../shared/schemas';
import { api, parseData } from '../../../lib/api';

const id = encodeURIComponent;
const signKey = (restroomId: string) => ['owner', 'sign', restroomId] as const;

export function useOwnerSign(restroomId: string) {
  return useQuery({
    queryKey: signKey(restroomId),
    queryFn: ({ signal }) =>
      parseData(api.get(`owner/restrooms/${id(restroomId)}/sign`, { signal }), ownerSignResultSchema),
  });
}

/** Makes the sign, or replaces its code (printed signs stop working). */
export function useRotateSign(restroomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      parseData(
        api.post(`owner/restrooms/${id(restroomId)}/sign/rotate`, {
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
        ownerSignResultSchema,
      ),
    onSuccess: (data) => queryClient.setQueryData(signKey(restroomId), data),
  });
}
