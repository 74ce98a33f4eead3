/**
 * The claims calls (docs/product.md §12). A claim and an admin's decision are sent at once, not
 * through the outbox: both are account work done with signal (an office, a pro shop), and their
 * answer is the point — a 409 "already waiting" or a 403 "verify your e-mail first" must be read in
 * the form, not hours later in the sync list. Each carries an Idempotency-Key, so a retried request
 * is not applied twice (docs/decisions.md §2), as the admins' course writes do.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  adminClaimListResultSchema,
  claimDecisionResultSchema,
  claimResultSchema,
  courseOwnerListResultSchema,
  ownClaimListResultSchema,
  ownerCourseListResultSchema,
  type ClaimDecision,
  type claimInputSchema,
} from '../../../../shared/schemas';
import { api, parseData } from '../../../lib/api';

type ClaimFields = v.InferOutput<typeof claimInputSchema>;

const claimKeys = {
  all: ['claims'] as const,
  own: (userId: string) => ['claims', 'own', userId] as const,
  owned: (userId: string) => ['claims', 'owned', userId] as const,
  queue: ['claims', 'queue'] as const,
  owners: (courseId: string) => ['claims', 'owners', courseId] as const,
};

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const id = encodeURIComponent;

/** A course owner's claims and the courses they own, for the course screen's claim state. */
export function useClaimState(userId: string | null) {
  const own = useQuery({
    queryKey: claimKeys.own(userId ?? ''),
    queryFn: ({ signal }) => parseData(api.get('owner/claims', { signal }), ownClaimListResultSchema),
    enabled: userId !== null,
  });
  const owned = useQuery({
    queryKey: claimKeys.owned(userId ?? ''),
    queryFn: ({ signal }) => parseData(api.get('owner/courses', { signal }), ownerCourseListResultSchema),
    enabled: userId !== null,
  });
  return { own, owned };
}

export function useCreateClaim(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ClaimFields) =>
      parseData(
        api.post(`courses/${id(courseId)}/claims`, { json: fields, headers: idempotent() }),
        claimResultSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

export function useClaimsQueue(enabled = true) {
  return useQuery({
    enabled,
    queryKey: claimKeys.queue,
    queryFn: ({ signal }) => parseData(api.get('admin/claims', { signal }), adminClaimListResultSchema),
  });
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: string; decision: ClaimDecision }) =>
      parseData(
        api.put(`admin/claims/${id(claimId)}`, { json: decision, headers: idempotent() }),
        claimDecisionResultSchema,
      ),
    // A decision changes the queue, the course's owners and the owner dashboard's numbers.
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

export function useCourseOwners(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: claimKeys.owners(courseId),
    queryFn: ({ signal }) =>
      parseData(api.get(`courses/${id(courseId)}/owners`, { signal }), courseOwnerListResultSchema),
    enabled,
  });
}

export function useRemoveOwner(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete(`admin/courses/${id(courseId)}/owners/${id(userId)}`, { headers: idempotent() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
