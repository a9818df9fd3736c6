import type { OrderProofsResponse, ProofResponse, RequestProofChangesBody } from '@livery/api-schemas/proofs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

export type ProofSide = 'buyer' | 'provider';

const base = (side: ProofSide) => (side === 'provider' ? 'admin/' : '');

/** GET /api/orders/{id}/proofs (buyer) or /api/admin/orders/{id}/proofs (console): every line's versions. */
export const getOrderProofsQueryOptions = (orderUuid: string, side: ProofSide) =>
  queryOptions({
    queryKey: sharedKeys.orderProofs(orderUuid, side),
    queryFn: ({ signal }) =>
      apiRequest<OrderProofsResponse>(`${base(side)}orders/${orderUuid}/proofs`, { signal }),
  });

export function useOrderProofs(orderUuid: string, side: ProofSide) {
  return useQuery(getOrderProofsQueryOptions(orderUuid, side));
}

/** After any proof call: the proofs, the order (its log) and its conversation are read again. */
function useRefreshProofs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedKeys.proofs }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.conversations }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.orders }),
    ]);
}

/** POST /api/proofs/{id}/approve. */
export function useApproveProof() {
  const refresh = useRefreshProofs();
  return useMutation({
    mutationFn: (proofId: string) =>
      apiRequest<ProofResponse>(`proofs/${proofId}/approve`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** POST /api/proofs/{id}/request_changes: a comment, and a pin on one of the pictures. */
export function useRequestProofChanges() {
  const refresh = useRefreshProofs();
  return useMutation({
    mutationFn: ({ proofId, body }: { proofId: string; body: RequestProofChangesBody }) =>
      apiRequest<ProofResponse>(`proofs/${proofId}/request_changes`, { method: 'POST', body }),
    onSettled: refresh,
  });
}

/** POST /api/admin/proofs/{id}/send. */
export function useSendProof() {
  const refresh = useRefreshProofs();
  return useMutation({
    mutationFn: (proofId: string) =>
      apiRequest<ProofResponse>(`admin/proofs/${proofId}/send`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** POST /api/admin/orders/{order}/lines/{line}/proofs: the next version, drawn again from the line's design. */
export function useDraftProofVersion(orderUuid: string) {
  const refresh = useRefreshProofs();
  return useMutation({
    mutationFn: (lineId: string) =>
      apiRequest<ProofResponse>(`admin/orders/${orderUuid}/lines/${lineId}/proofs`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** POST /api/admin/proofs/{id}/upload: the provider's mock-up replaces a draft's pictures. */
export function useUploadProofPicture() {
  const refresh = useRefreshProofs();
  return useMutation({
    mutationFn: ({ proofId, file }: { proofId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<ProofResponse>(`admin/proofs/${proofId}/upload`, { method: 'POST', body: form });
    },
    onSettled: refresh,
  });
}
